// The chart lines of the trader's open fast orders in one product: each at its entry price,
// its title counting down to the expiry. Read from the open list the orders panel keeps live.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_LINE_COLORS, type ChartLine } from '../../../lib/trading/chart-lines';
import { OPEN_ORDERS_PAGE_SIZE, useFastOrders } from '../api/get-orders';
import type { TradeMode } from '../types';

export function useOrderLines(symbol: string | undefined, mode: TradeMode): ChartLine[] {
  const { t } = useTranslation('trade');
  // the same query (and cache entry) as the open list of the orders panel
  const open = useFastOrders({ status: 'open', mode, pageSize: OPEN_ORDERS_PAGE_SIZE });
  const items = open.data?.items;
  return useMemo(
    () =>
      (items ?? [])
        .filter((o) => o.symbol === symbol)
        .map(
          (o): ChartLine => ({
            id: `fast-${o.id}`,
            kind: 'fast',
            price: o.entryPrice,
            label: o.direction === 'up' ? t('chartLines.fastUp') : t('chartLines.fastDown'),
            color: o.direction === 'up' ? CHART_LINE_COLORS.up : CHART_LINE_COLORS.down,
            expiresAt: o.expiresAt,
          }),
        ),
    [items, symbol, t],
  );
}
