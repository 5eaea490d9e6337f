// Query keys of the security feature: everything sits under ['security', <owner>] so one
// invalidation refreshes the overview, the sessions and the login history after a change.
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '../../../lib/api/keys';

const all = ['security'] as const;
const mine = (owner: Owner) => [...all, owner] as const;

export const securityKeys = {
  all,
  overview: (owner: Owner) => [...mine(owner), 'overview'] as const,
  sessions: (owner: Owner) => [...mine(owner), 'sessions'] as const,
  loginHistory: (owner: Owner, page: number, pageSize: number) => [...mine(owner), 'login-history', page, pageSize] as const,
};

export function invalidateSecurity(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: all });
}
