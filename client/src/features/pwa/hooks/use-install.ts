// The download page's view of the install offer kept since start-up (lib/pwa.ts).
import { useSyncExternalStore } from 'react';
import { installOffer, subscribe, takeInstallOffer } from '../../../lib/pwa';

function runsInstalled(): boolean {
  return installOffer().installed || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export type InstallState = 'installed' | 'available' | 'unavailable';

/** Whether the app is installed, may be installed now (the browser offered it), or neither. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => (runsInstalled() ? 'installed' : installOffer().offer ? 'available' : 'unavailable'),
    () => 'unavailable',
  );
}

/** Shows the browser's install dialog; resolves with whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const current = takeInstallOffer();
  if (!current) return false;
  await current.prompt();
  const { outcome } = await current.userChoice;
  return outcome === 'accepted';
}
