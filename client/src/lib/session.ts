// The login session as stored in the browser: the token under `Authorization`, the user
// info under `userInfo` and the socket user id under `socuid` (spec sections 3 and 6).
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../../../shared/schemas/auth.ts';
import { STORAGE_KEYS, storage } from './storage';

export interface Session {
  token: string | null;
  user: UserInfo | null;
  /** Spec section 6: logged in means stored user info or an Authorization value exists. */
  loggedIn: boolean;
}

export function getToken(): string | null {
  return storage.get(STORAGE_KEYS.authorization) || null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

export function isLoggedIn(): boolean {
  return hasToken() || storage.get(STORAGE_KEYS.userInfo) !== null;
}

export function saveSession(token: string, user: UserInfo): void {
  storage.set(STORAGE_KEYS.authorization, token);
  storage.setJSON(STORAGE_KEYS.userInfo, user);
  storage.set(STORAGE_KEYS.socuid, String(user.userId));
}

export function saveUser(user: UserInfo): void {
  storage.setJSON(STORAGE_KEYS.userInfo, user);
}

export function clearSession(): void {
  storage.remove(STORAGE_KEYS.authorization);
  storage.remove(STORAGE_KEYS.userInfo);
  storage.remove(STORAGE_KEYS.socuid);
}

const SESSION_KEYS = new Set<string>([STORAGE_KEYS.authorization, STORAGE_KEYS.userInfo]);
let cached: { raw: string; session: Session } | null = null;

/** The stored session, outside React (the same object while it is unchanged). */
export function currentSession(): Session {
  const token = getToken();
  const rawUser = storage.get(STORAGE_KEYS.userInfo);
  const raw = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (cached?.raw === raw) return cached.session;
  const user = storage.getJSON<UserInfo>(STORAGE_KEYS.userInfo);
  const session: Session = { token, user, loggedIn: token !== null || rawUser !== null };
  cached = { raw, session };
  return session;
}

function subscribe(onChange: () => void): () => void {
  return storage.subscribe((key) => {
    if (SESSION_KEYS.has(key)) onChange();
  });
}

/** The stored session; components re-render when it changes (also from another tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}
