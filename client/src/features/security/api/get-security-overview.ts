// GET /api/user/security (auth) → two-factor status, anti-phishing code, password change and
// the withdrawal bar that follows it.
import { useQuery } from '@tanstack/react-query';
import type { SecurityOverview } from '../../../../../shared/schemas/security.ts';
import { http } from '../../../lib/http';
import { useSecurityScope } from '../keys';

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return http.get<SecurityOverview>('/api/user/security', { signal });
}

export function useSecurityOverview() {
  const { scope, enabled } = useSecurityScope();
  return useQuery({ queryKey: [...scope, 'overview'], queryFn: ({ signal }) => getSecurityOverview(signal), enabled, staleTime: 0 });
}
