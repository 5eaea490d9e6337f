// GET /api/wallet/assets (login) → the USDT available balance used by real fast orders.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { fastKey, useFastEnv } from '../context';

interface AssetsLite {
  rows: { currency: string; available: string }[];
}

export function getRealUsdt(signal?: AbortSignal): Promise<string> {
  return http
    .get<AssetsLite>('/api/wallet/assets', { signal, silent: true })
    .then((a) => a.rows.find((r) => r.currency === 'USDT')?.available ?? '0');
}

export function useRealBalance(enabled: boolean) {
  const env = useFastEnv();
  return useQuery({
    queryKey: fastKey(env, 'real-balance'),
    queryFn: ({ signal }) => getRealUsdt(signal),
    enabled: env.ready && !env.guest && enabled,
    staleTime: 0,
  });
}
