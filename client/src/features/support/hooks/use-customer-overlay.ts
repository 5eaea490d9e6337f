// Which customer-service page is open in the overlay (one overlay for the whole app).
// The last opened address is kept under `customerUrl`.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

let openUrl: string | null = null;
const listeners = new Set<() => void>();

function set(url: string | null) {
  openUrl = url;
  for (const l of listeners) l();
}

/** The platform's own chat page (decision 055): `#/kefu`. */
export const OWN_CHAT_PATH = '/kefu';

/**
 * Whether a customer-service address is our own chat page (`/#/kefu`, `#/kefu`, or this site's
 * address with that hash): the overlay then shows the chat itself rather than a frame.
 */
export function isOwnChatUrl(url: string): boolean {
  const hashAt = url.indexOf('#');
  if (hashAt < 0 || url.slice(hashAt + 1).split('?')[0] !== OWN_CHAT_PATH) return false;
  const before = url.slice(0, hashAt);
  if (before === '' || before === '/') return true;
  try {
    return new URL(before, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function openCustomerService(url: string) {
  storage.set(STORAGE_KEYS.customerUrl, url);
  set(url);
}

/** Opens the customer service last opened (`customerUrl`), else our own chat (decision 055). */
export function openLastCustomerService() {
  openCustomerService(storage.get(STORAGE_KEYS.customerUrl) || `/#${OWN_CHAT_PATH}`);
}

export function closeCustomerService() {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerOverlayUrl(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openUrl,
    () => null,
  );
}
