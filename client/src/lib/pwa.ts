// The installable app's client side (issue 19 point 5, decision 052): the browser's install
// offer (beforeinstallprompt, kept from start-up so the download page can offer it later),
// and whether the browser is online; the download page's hooks read them
// (features/pwa/hooks/use-install.ts). The service worker's registration and its "update
// available" prompt are in pwa-register.tsx, loaded after the page.
import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
/** Called when the install offer, the installed state or the connection changes. */
export const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The browser's pending install offer, if any, and whether the app was installed from this page. */
export function installOffer(): { offer: BeforeInstallPromptEvent | null; installed: boolean } {
  return { offer, installed };
}

/** Takes the offer (it can be used once). */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const current = offer;
  offer = null;
  changed();
  return current;
}

/** Keeps the browser's install offer (call once, at start-up: the event comes early). */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // no mini-infobar: the download page offers it with its own button
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
}

/** False while the browser is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
