// POST /api/demo/reset → the demo wallet back to its starting balance.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { refreshFast, useFastEnv } from '../context';
import type { DemoWallet } from '../types';

export function resetDemo(authorization?: string): Promise<DemoWallet> {
  return http.post<DemoWallet>('/api/demo/reset', undefined, { authorization });
}

export function useResetDemo() {
  const env = useFastEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetDemo(env.authorization),
    onSuccess: () => refreshFast(client, env),
  });
}
