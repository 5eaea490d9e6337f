// GET /api/security-password (auth) → { isSet }: whether the withdrawal password is set.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';

export function getSecurityPasswordStatus(signal?: AbortSignal): Promise<{ isSet: boolean }> {
  return http.get<{ isSet: boolean }>('/api/security-password', { signal });
}

export const securityPasswordStatusQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.securityPassword(owner), queryFn: ({ signal }) => getSecurityPasswordStatus(signal), staleTime: 0 });

export function useSecurityPasswordStatus() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...securityPasswordStatusQueryOptions(owner), enabled: signedIn });
}
