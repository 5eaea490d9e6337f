// The staff session in this tab (decision 027): sessionStorage under its own key, so it ends
// with the tab and never mixes with the customer's token (localStorage `Authorization`).
import { useSyncExternalStore } from 'react';
import type { StaffMe, StaffSessionView } from '../../../../shared/schemas/staff.ts';
import { sessionValues } from '../../lib/storage';

export const STAFF_SESSION_KEY = 'staffSession';

export interface StaffSession {
  token: string;
  staff: StaffMe;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function read(): StaffSession | null {
  const raw = sessionValues.get(STAFF_SESSION_KEY);
  if (raw === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  try {
    session = raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

function changed() {
  for (const l of listeners) l();
}

export function getStaffSession(): StaffSession | null {
  return read();
}

export function saveStaffSession(view: StaffSessionView): void {
  sessionValues.set(STAFF_SESSION_KEY, JSON.stringify({ token: view.token, staff: view.staff } satisfies StaffSession));
  changed();
}

export function clearStaffSession(): void {
  sessionValues.remove(STAFF_SESSION_KEY);
  changed();
}

/** The staff session; components re-render when it starts or ends. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}
