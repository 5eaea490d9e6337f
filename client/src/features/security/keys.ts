// Query keys of the security feature: everything sits under ['security', <user id>] so one
// invalidation refreshes the overview, the sessions and the login history after a change.
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';

export function useSecurityScope(): { scope: readonly unknown[]; enabled: boolean } {
  const { token, user } = useSession();
  return { scope: ['security', user?.userId ?? token ?? ''], enabled: token !== null };
}

export function invalidateSecurity(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: ['security'] });
}
