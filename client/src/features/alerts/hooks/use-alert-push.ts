// A fired alert on the user's private channel (any page): a toast, a browser notification
// where allowed, and the alert list read again. The demo page's guest has no private channel
// in the client: its alerts are watched by use-guest-alert-poll.ts instead.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session';
import { socket } from '../../../lib/socket';
import { invalidateAlerts } from '../api/keys';
import type { AlertView } from '../types';
import { useAnnounceFired } from './use-announce-fired';

export function firedAlertOf(data: unknown): AlertView | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as { kind?: unknown; alert?: unknown };
  return m.kind === 'price-alert' && typeof m.alert === 'object' && m.alert !== null ? (m.alert as AlertView) : undefined;
}

export function useAlertPush(): void {
  const client = useQueryClient();
  const announce = useAnnounceFired();
  // the latest (a language change renews it) without subscribing again
  const current = useRef(announce);
  current.current = announce;
  const { token, user } = useSession();
  const signedIn = token !== null && user !== null && user.role !== 'guest';
  useEffect(() => {
    if (!signedIn) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type !== 'update') return;
      const alert = firedAlertOf(frame.data);
      if (!alert?.firedTick) return;
      current.current(alert);
      void invalidateAlerts(client);
    });
  }, [signedIn, client]);
}
