// When the demo page's guest session (a visitor on /demo) is renewed: an hour before it ends,
// when the tab is seen again after that point, and after it has ended (the server renews a
// lapsed guest token for days). Pure: the hook (hooks/use-guest-token.ts) reads the stored
// session and the clock and sets the timer; these say what it does with them.

/** The renewal comes when the last hour of the token begins. */
export const GUEST_RENEW_BEFORE_MS = 60 * 60_000;
/** After a failed renewal, the next try (the token may still be good for a while). */
export const GUEST_RETRY_MS = 60_000;
/** The longest delay a browser timer takes (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StoredGuest {
  token: string;
  /** Client clock time the token ends (from the server's expiresInSeconds). */
  expiresAt: number;
}

/**
 * The guest session kept for this tab: the stored `{ token, expiresAt }`, or a token kept under
 * the legacy key before renewal existed (its end unknown: renewed at once); null without either
 * or when the stored value is unreadable and there is no legacy token.
 */
export function parseStoredGuest(stored: string | null, legacyToken: string | null): StoredGuest | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<StoredGuest> | null;
    if (value && typeof value.token === 'string' && typeof value.expiresAt === 'number')
      return { token: value.token, expiresAt: value.expiresAt };
  } catch {
    // unreadable: as if none
  }
  return legacyToken ? { token: legacyToken, expiresAt: 0 } : null;
}

/** The session the server answered with, as stored: its end on the client's clock. */
export function storedGuestOf(token: string, expiresInSeconds: number, now: number): StoredGuest {
  return { token, expiresAt: now + expiresInSeconds * 1000 };
}

/** Whether the renewal is due at `now`: the last hour of the token has begun (or it has ended). */
export function renewalDue(expiresAt: number, now: number): boolean {
  return now >= expiresAt - GUEST_RENEW_BEFORE_MS;
}

/**
 * How long to wait before renewing: until the last hour of the token begins (at once when it
 * has), and at least GUEST_RETRY_MS after a failed renewal; never longer than a timer takes.
 */
export function renewalDelay(expiresAt: number, now: number, failures: number): number {
  const wait = Math.max(expiresAt - GUEST_RENEW_BEFORE_MS - now, failures > 0 ? GUEST_RETRY_MS : 0);
  return Math.min(wait, MAX_TIMER_MS);
}
