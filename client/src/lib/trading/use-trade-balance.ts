// The USDT a trading panel can spend in a mode: real = the wallet's available USDT, demo = the
// demo wallet (one virtual wallet for fast and contract trading).
import { type Assets, useWalletAssets } from '../api/wallet-assets';
import { useDemoWallet } from '../api/demo-wallet';
import { useTradeEnv } from './env';
import type { TradeMode } from './mode';

const usdtAvailable = (assets: Assets) => assets.rows.find((r) => r.currency === 'USDT')?.available ?? '0';

export function useTradeBalance(mode: TradeMode): string | undefined {
  const env = useTradeEnv();
  const demoWallet = useDemoWallet(mode === 'demo');
  const realBalance = useWalletAssets({ select: usdtAvailable, enabled: !env.guest && mode === 'real' });
  return mode === 'demo' ? demoWallet.data?.available : realBalance.data;
}
