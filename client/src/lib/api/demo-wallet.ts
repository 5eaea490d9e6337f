// GET /api/demo/wallet → the virtual USDT balance (100,000 granted on first use): one demo
// wallet for fast and contract trading. Live for a signed-in user (balance pushes: live-balances.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { type TradeEnv, useTradeEnv } from '../trading/env';
import { tradeKeys } from './keys';
import { BALANCE_QUERY, useLiveBalances } from './live-balances';
import type { z } from 'zod';
import type { DemoWallet as DemoWalletSchema } from '../../../../shared/schemas/fast.ts';

export type DemoWallet = z.infer<typeof DemoWalletSchema>;

export function getDemoWallet(authorization?: string, signal?: AbortSignal): Promise<DemoWallet> {
  return http.get<DemoWallet>('/api/demo/wallet', { authorization, signal, silent: true });
}

export const demoWalletQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>) =>
  queryOptions({
    queryKey: tradeKeys.demoWallet(env.scope),
    queryFn: ({ signal }) => getDemoWallet(env.authorization, signal),
    staleTime: 0,
    meta: BALANCE_QUERY,
  });

export function useDemoWallet(enabled: boolean) {
  const env = useTradeEnv();
  useLiveBalances(env.ready && !env.guest && enabled);
  return useQuery({ ...demoWalletQueryOptions(env), enabled: env.ready && enabled });
}
