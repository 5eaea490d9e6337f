// POST /api/demo/reset → the demo wallet back to its starting balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { useTradeEnv } from '../trading/env';
import type { DemoWallet } from './demo-wallet';

export function resetDemo(authorization?: string): Promise<DemoWallet> {
  return http.post<DemoWallet>('/api/demo/reset', undefined, { authorization });
}

export function useResetDemo() {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetDemo(env.authorization),
    // every trading query of this trader (fast and contract: ['fast' | 'contract', scope, ...])
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[1] === env.scope }),
  });
}
