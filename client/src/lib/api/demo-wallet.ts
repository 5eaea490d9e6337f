// GET /api/demo/wallet → the virtual USDT balance (100,000 granted on first use): one demo
// wallet for fast and contract trading.
import { useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { type TradeEnv, useTradeEnv } from '../trading/env';
import type { z } from 'zod';
import type { DemoWallet as DemoWalletSchema } from '../../../../shared/schemas/fast.ts';

export type DemoWallet = z.infer<typeof DemoWalletSchema>;

/** Kept under the fast-trading keys, where it began: a fast refresh reads it again too. */
export function demoWalletKey(env: Pick<TradeEnv, 'scope'>): unknown[] {
  return ['fast', env.scope, 'demo-wallet'];
}

export function getDemoWallet(authorization?: string, signal?: AbortSignal): Promise<DemoWallet> {
  return http.get<DemoWallet>('/api/demo/wallet', { authorization, signal, silent: true });
}

export function useDemoWallet(enabled: boolean) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: demoWalletKey(env),
    queryFn: ({ signal }) => getDemoWallet(env.authorization, signal),
    enabled: env.ready && enabled,
    staleTime: 0,
  });
}
