// GET /api/user/security (auth) → two-factor status, anti-phishing code, password change and
// the withdrawal bar that follows it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityOverview } from '../../../../../shared/schemas/security.ts';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { securityKeys } from './keys';

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return http.get<SecurityOverview>('/api/user/security', { signal });
}

export const securityOverviewQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: securityKeys.overview(owner), queryFn: ({ signal }) => getSecurityOverview(signal), staleTime: 0 });

export function useSecurityOverview() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...securityOverviewQueryOptions(owner), enabled: signedIn });
}
