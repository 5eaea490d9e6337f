// The installable app's client side (issue 19 point 5, decision 052): the browser's install
// offer (beforeinstallprompt, kept from start-up so the download page can offer it later),
// whether the app runs installed, and whether the browser is online. The service worker's
// registration and its "update available" prompt are in pwa-register.tsx, loaded after the page.
import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

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

function runsInstalled(): boolean {
  return installed || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export type InstallState = 'installed' | 'available' | 'unavailable';

/** Whether the app is installed, may be installed now (the browser offered it), or neither. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => (runsInstalled() ? 'installed' : offer ? 'available' : 'unavailable'),
    () => 'unavailable',
  );
}

/** Shows the browser's install dialog; resolves with whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  changed();
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}

/** False while the browser is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
