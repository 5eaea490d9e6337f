// GET /api/user/sessions (auth) → the caller's open sessions, newest first, this one marked current.
import { useQuery } from '@tanstack/react-query';
import type { SessionView } from '../../../../../shared/schemas/security.ts';
import { http } from '../../../lib/http';
import { useSecurityScope } from '../keys';

export function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  return http.get<SessionView[]>('/api/user/sessions', { signal });
}

export function useSessions() {
  const { scope, enabled } = useSecurityScope();
  return useQuery({ queryKey: [...scope, 'sessions'], queryFn: ({ signal }) => getSessions(signal), enabled, staleTime: 0 });
}
