// The demo page's guest session (a visitor on /demo), kept per tab in sessionStorage. It is
// renewed in place (same guest, same demo wallet) an hour before it ends, when the tab becomes
// visible again after that point (a laptop woken from sleep), and after it has ended (the
// server renews a lapsed guest token for days): a visitor never silently loses a wallet. When
// is decided by the pure functions of ../guest-renewal.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionValues } from '../../../lib/storage';
import { startGuestSession } from '../api/create-guest';
import { parseStoredGuest, renewalDelay, renewalDue, type StoredGuest, storedGuestOf } from '../guest-renewal';

const STORE_KEY = 'guestSession';
/** Where a token was kept before renewal existed (its end unknown: renewed at once). */
const LEGACY_KEY = 'guestToken';

function readStored(): StoredGuest | null {
  return parseStoredGuest(sessionValues.get(STORE_KEY), sessionValues.get(LEGACY_KEY));
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
        const stored = storedGuestOf(next.token, next.expiresInSeconds, Date.now());
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
    const timer = window.setTimeout(refresh, renewalDelay(session.expiresAt, Date.now(), failures));
    // timers stand still while a device sleeps: check again when the page is seen
    const onVisible = () => {
      if (document.visibilityState === 'visible' && renewalDue(session.expiresAt, Date.now())) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, session, failures, failed, refresh]);

  return { token: session?.token ?? null, failed, retry: refresh };
}
