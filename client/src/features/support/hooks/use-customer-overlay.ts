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

export function openCustomerService(url: string) {
  storage.set(STORAGE_KEYS.customerUrl, url);
  set(url);
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
