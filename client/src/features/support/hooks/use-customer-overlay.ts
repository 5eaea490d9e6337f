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

/**
 * How an entry opens (issue 33 point 5): our own chat in the overlay, any other address as a
 * link to a new tab (an external messenger's page, which refuses to be framed).
 */
export function customerEntryProps(url: string, external: (url: string) => string) {
  return isOwnChatUrl(url)
    ? ({ component: 'button', type: 'button', onClick: () => openCustomerService(url) } as const)
    : ({ component: 'a', href: external(url), target: '_blank', rel: 'noopener noreferrer' } as const);
}

export function openCustomerService(url: string) {
  storage.set(STORAGE_KEYS.customerUrl, url);
  set(url);
}

/**
 * Opens our own chat, the one entry the overlay shows (an external entry is a link to a new
 * tab, issue 33 point 5); the address stays under `customerUrl` for old callers.
 */
export function openLastCustomerService() {
  const last = storage.get(STORAGE_KEYS.customerUrl);
  openCustomerService(last && isOwnChatUrl(last) ? last : `/#${OWN_CHAT_PATH}`);
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
