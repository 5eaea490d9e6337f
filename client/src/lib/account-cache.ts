// What one account's pages fetched is never shown to the next account, nor to the same one
// logging in again: TanStack Query keeps answers (30 s fresh, longer cached) under keys that do
// not name the account, so after a logout the next login saw the previous login's session list,
// balances and orders until each was fetched again. The cache is emptied when the account in
// the tab ends or changes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Session } from './session';

/** Who the tab's answers belong to: an account, a guest (demo session), or nobody. */
export function accountOf(session: Pick<Session, 'token' | 'user'>): string | null {
  if (session.user) return `user:${session.user.userId}`;
  return session.token === null ? null : 'guest';
}

/**
 * Whether the cached answers must go when the tab's account changes from `before` to `after`:
 * when an account or guest session ends or another takes its place (not when one begins from
 * nobody: what a visitor fetched is public; not when a guest session is renewed in place).
 */
export function cacheEndsWith(before: string | null, after: string | null): boolean {
  return before !== null && before !== after;
}

/** Empties the query cache when the tab's account ends or changes (see above). */
export function useAccountScopedCache(session: Pick<Session, 'token' | 'user'>) {
  const queryClient = useQueryClient();
  const account = accountOf(session);
  const previous = useRef(account);
  useEffect(() => {
    if (cacheEndsWith(previous.current, account)) queryClient.removeQueries();
    previous.current = account;
  }, [account, queryClient]);
}
