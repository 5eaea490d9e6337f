import { useAlertPush } from '../hooks/use-alert-push';

/** Mounted above every route: a fired alert's toast on whatever page is open. */
export function AlertPush() {
  useAlertPush();
  return null;
}
