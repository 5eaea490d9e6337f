// GET /api/user/cancellation (auth) → whether the account can be cancelled now, what refuses it, the dust.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CancellationCheckData } from '../types';
import { accountKeys } from './keys';

export function getCancellation(signal?: AbortSignal): Promise<CancellationCheckData> {
  return http.get<CancellationCheckData>('/api/user/cancellation', { signal });
}

export const cancellationQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.cancellation(), queryFn: ({ signal }) => getCancellation(signal), staleTime: 0 });

export function useCancellation(enabled: boolean) {
  return useQuery({ ...cancellationQueryOptions(), enabled });
}
