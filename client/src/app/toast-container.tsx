import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/env';

/** The toasts' container (loaded on the first toast). */
export default function ToastContainer() {
  return <Notifications position="top-center" autoClose={TOAST_MS} limit={3} zIndex={4000} />;
}
