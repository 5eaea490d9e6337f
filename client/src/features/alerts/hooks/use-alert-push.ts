// A fired alert on the user's private channel (any page): a toast, a browser notification
// where allowed, and the alert list read again. Demo visitors have no private channel: their
// list shows the alert fired, and the notification centre keeps the message.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { socket } from '../../../lib/socket';
import { toast } from '../../../lib/notify';
import { invalidateAlerts } from '../api/keys';
import type { AlertView } from '../types';
import { notifyInBrowser } from './browser-notifications';

export function firedAlertOf(data: unknown): AlertView | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as { kind?: unknown; alert?: unknown };
  return m.kind === 'price-alert' && typeof m.alert === 'object' && m.alert !== null ? (m.alert as AlertView) : undefined;
}

export function useAlertPush(): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const f = useFormat();
  const { token, user } = useSession();
  const signedIn = token !== null && user !== null && user.role !== 'guest';
  useEffect(() => {
    if (!signedIn) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type !== 'update') return;
      const alert = firedAlertOf(frame.data);
      if (!alert?.firedTick) return;
      const title = t('alerts.firedTitle', { symbol: alert.symbol });
      const body = t('alerts.firedBody', { symbol: alert.symbol, price: f.decimal(alert.firedTick.price) });
      toast.info(body, title);
      notifyInBrowser(title, body, `price-alert-${alert.id}`);
      void invalidateAlerts(client);
    });
  }, [signedIn, client, t, f]);
}
