// A fired alert told to the user on whatever page is open: a toast and, where allowed, a browser
// notification, its price in the app's language (exact decimal text).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import type { AlertView } from '../types';
import { notifyInBrowser } from './browser-notifications';

export function useAnnounceFired(): (alert: AlertView) => void {
  const { t } = useTranslation();
  const f = useFormat();
  return useCallback(
    (alert: AlertView) => {
      if (!alert.firedTick) return;
      const title = t('alerts.firedTitle', { symbol: alert.symbol });
      const body = t('alerts.firedBody', { symbol: alert.symbol, price: f.decimal(alert.firedTick.price) });
      toast.info(body, title);
      notifyInBrowser(title, body, `price-alert-${alert.id}`);
    },
    [t, f],
  );
}
