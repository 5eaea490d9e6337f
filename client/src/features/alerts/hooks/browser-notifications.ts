// Browser notifications of fired alerts (the Notification API): asked for only from the alerts
// form (a click), never on load; shown only where the user granted them.
import { useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function notificationPermission(): Permission {
  return supported() ? Notification.permission : 'unsupported';
}

/** The permission and a request for it (from a click). */
export function useNotificationPermission(): [Permission, () => void] {
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  const ask = () => {
    if (!supported()) return;
    void Notification.requestPermission().then(setPermission);
  };
  return [permission, ask];
}

/** Shows a browser notification when permitted (nothing otherwise). */
export function notifyInBrowser(title: string, body: string, tag: string) {
  if (notificationPermission() !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // (some mobile browsers allow notifications from a service worker only: the toast remains)
  }
}
