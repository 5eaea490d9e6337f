// The demo page's guest session (a visitor on /demo), kept per tab in sessionStorage. It is
// renewed in place (same guest, same demo wallet) an hour before it ends, when the tab becomes
// visible again after that point (a laptop woken from sleep), and after it has ended (the
// server renews a lapsed guest token for days): a visitor never silently loses a wallet.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionValues } from '../../../lib/storage';
import { startGuestSession } from '../api/create-guest';

const STORE_KEY = 'guestSession';
/** Where a token was kept before renewal existed (its end unknown: renewed at once). */
const LEGACY_KEY = 'guestToken';
export const GUEST_RENEW_BEFORE_MS = 60 * 60_000;
/** After a failed renewal, the next try (the token may still be good for a while). */
const RETRY_MS = 60_000;

export interface StoredGuest {
  token: string;
  /** Client clock time the token ends (from the server's expiresInSeconds). */
  expiresAt: number;
}

function readStored(): StoredGuest | null {
  try {
    const stored = JSON.parse(sessionValues.get(STORE_KEY) ?? 'null') as Partial<StoredGuest> | null;
    if (stored && typeof stored.token === 'string' && typeof stored.expiresAt === 'number')
      return { token: stored.token, expiresAt: stored.expiresAt };
  } catch {
    // unreadable: as if none
  }
  const legacy = sessionValues.get(LEGACY_KEY);
  return legacy ? { token: legacy, expiresAt: 0 } : null;
}

export function useGuestToken(enabled: boolean) {
  const [session, setSession] = useState<StoredGuest | null>(readStored);
  const [failed, setFailed] = useState(false);
  const [failures, setFailures] = useState(0);
  const current = useRef(session);
  current.current = session;
  const pending = useRef(false);

  /** Starts a guest session, or renews the one of this tab. */
  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setFailed(false);
    const renewing = current.current;
    startGuestSession(renewing?.token)
      .then((next) => {
        const stored = { token: next.token, expiresAt: Date.now() + next.expiresInSeconds * 1000 };
        sessionValues.set(STORE_KEY, JSON.stringify(stored));
        sessionValues.remove(LEGACY_KEY);
        setFailures(0);
        setSession(stored);
      })
      .catch(() => {
        // no session yet: the page offers a retry; a failed renewal keeps the old token
        if (!renewing) setFailed(true);
        else setFailures((n) => n + 1);
      })
      .finally(() => {
        pending.current = false;
      });
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    if (!session) {
      if (failures === 0 && !failed) refresh();
      return undefined;
    }
    const due = session.expiresAt - GUEST_RENEW_BEFORE_MS;
    const wait = Math.max(due - Date.now(), failures > 0 ? RETRY_MS : 0);
    const timer = window.setTimeout(refresh, Math.min(wait, 2 ** 31 - 1));
    // timers stand still while a device sleeps: check again when the page is seen
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= due) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, session, failures, failed, refresh]);

  return { token: session?.token ?? null, failed, retry: refresh };
}
