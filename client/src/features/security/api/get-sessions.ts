// GET /api/user/sessions (auth) → the caller's open sessions, newest first, this one marked current.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '../../../../../shared/schemas/security.ts';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { securityKeys } from './keys';

export function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  return http.get<SessionView[]>('/api/user/sessions', { signal });
}

export const sessionsQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: securityKeys.sessions(owner), queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });

export function useSessions() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...sessionsQueryOptions(owner), enabled: signedIn });
}
