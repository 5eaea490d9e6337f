// GET /api/user/cancellation (auth) → whether the account can be cancelled now, what refuses it, the dust.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ACCOUNT_KEY, type CancellationCheckData } from '../types';

export function getCancellation(signal?: AbortSignal): Promise<CancellationCheckData> {
  return http.get<CancellationCheckData>('/api/user/cancellation', { signal });
}

export function useCancellation(enabled: boolean) {
  return useQuery({ queryKey: [...ACCOUNT_KEY, 'cancellation'], queryFn: ({ signal }) => getCancellation(signal), enabled, staleTime: 0 });
}
