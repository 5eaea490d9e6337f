// GET /api/wallet/assets (auth) → { totalUsdt, rows: [{ currency, scale, available, frozen, position, total, valueUsdt }] }
// Never served from cache; while some balance is frozen (a withdrawal under review) or in
// positions (open fast orders) it is read again every 5 s, so a review or a settlement shows
// up without leaving the page.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { Assets } from '../types';

const ZERO = /^0(\.0+)?$/;

export function getAssets(signal?: AbortSignal): Promise<Assets> {
  return http.get<Assets>('/api/wallet/assets', { signal });
}

export function useAssets() {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'assets'],
    queryFn: ({ signal }) => getAssets(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.rows.some((r) => !ZERO.test(r.frozen) || !ZERO.test(r.position)) ? 5_000 : false),
  });
}
