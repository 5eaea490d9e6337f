// POST /api/demo/reset → the demo wallet back to its starting balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { useTradeEnv } from '../trading/env';
import type { DemoWallet } from './demo-wallet';
import { tradeKeys } from './keys';

export function resetDemo(authorization?: string): Promise<DemoWallet> {
  return http.post<DemoWallet>('/api/demo/reset', undefined, { authorization });
}

export function useResetDemo() {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetDemo(env.authorization),
    // every trading query of this trader (fast, contract and spot, the demo wallet among them)
    onSuccess: () =>
      Promise.all(
        (['fast', 'contract', 'spot'] as const).map((f) => client.invalidateQueries({ queryKey: tradeKeys.traderAll(f, env.scope) })),
      ),
  });
}
