// GET /api/security-password (auth) → { isSet }: whether the withdrawal password is set.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';

export function getSecurityPasswordStatus(signal?: AbortSignal): Promise<{ isSet: boolean }> {
  return http.get<{ isSet: boolean }>('/api/security-password', { signal });
}

export function useSecurityPasswordStatus() {
  const { scope, enabled } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'security-password'],
    queryFn: ({ signal }) => getSecurityPasswordStatus(signal),
    enabled,
    staleTime: 0,
  });
}
