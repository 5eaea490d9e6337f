// GET /api/demo/wallet → the virtual USDT balance (100,000 granted on first use).
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { fastKey, useFastEnv } from '../context';
import type { DemoWallet } from '../types';

export function getDemoWallet(authorization?: string, signal?: AbortSignal): Promise<DemoWallet> {
  return http.get<DemoWallet>('/api/demo/wallet', { authorization, signal, silent: true });
}

export function useDemoWallet(enabled: boolean) {
  const env = useFastEnv();
  return useQuery({
    queryKey: fastKey(env, 'demo-wallet'),
    queryFn: ({ signal }) => getDemoWallet(env.authorization, signal),
    enabled: env.ready && enabled,
    staleTime: 0,
  });
}
