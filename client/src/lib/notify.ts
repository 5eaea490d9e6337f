// Toasts (spec section 8): info, warning, error and success, each with a title and a
// message, closing after 1.5 seconds.
// The toast container (with its animation code) is loaded on the first toast, so it does
// not weigh on the initial page load; a toast shown before it mounts waits in the store.
import { type NotificationData, notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { TOAST_MS } from './env';
import { i18n } from './i18n';

let containerWanted = false;
const containerListeners = new Set<() => void>();

function wantContainer() {
  if (containerWanted) return;
  containerWanted = true;
  for (const l of containerListeners) l();
}

/** True once a toast has been requested: the app then mounts the toast container. */
export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      containerListeners.add(l);
      return () => containerListeners.delete(l);
    },
    () => containerWanted,
    () => false,
  );
}

export type ToastKind = 'info' | 'warning' | 'error' | 'success';

const COLORS: Record<ToastKind, string> = { info: 'blue', warning: 'yellow', error: 'red', success: 'green' };

function show(kind: ToastKind, message: string, title?: string) {
  wantContainer();
  notifications.show({
    color: COLORS[kind],
    title: title ?? i18n.t(`toast.${kind}`),
    message,
    autoClose: TOAST_MS,
    withBorder: true,
    'data-testid': `toast-${kind}`,
  });
}

export const toast = {
  info: (message: string, title?: string) => show('info', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  success: (message: string, title?: string) => show('success', message, title),
};

/** A notification of its own kind (e.g. the "update available" prompt with its button), through the same container. */
export function showNotification(data: NotificationData) {
  wantContainer();
  return notifications.show(data);
}
