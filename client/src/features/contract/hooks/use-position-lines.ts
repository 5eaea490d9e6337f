// The chart lines of the trader's holding positions in one product: entry, and stop-loss and
// take-profit where set. Read from the holding list the positions panel keeps live (pushes,
// polling, and a refetch after "set SL/TP"), so a changed stop moves its line at once.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_LINE_COLORS, type ChartLine } from '../../../lib/trading/chart-lines';
import type { TradeMode } from '../../../lib/trading/mode';
import { OPEN_PAGE_SIZE, usePositions } from '../api/get-positions';
import type { ContractPosition } from '../types';

/** One position's lines: entry first (it wins a crowded label), then its stops. */
export function positionLines(
  p: ContractPosition,
  labels: { entryLong: string; entryShort: string; stopLoss: string; takeProfit: string },
) {
  const lines: ChartLine[] = [];
  if (p.entryPrice)
    lines.push({
      id: `contract-${p.id}-entry`,
      kind: 'entry',
      price: p.entryPrice,
      label: p.side === 'long' ? labels.entryLong : labels.entryShort,
      color: p.side === 'long' ? CHART_LINE_COLORS.long : CHART_LINE_COLORS.short,
    });
  const stops = [
    { kind: 'stopLoss', price: p.stopLoss, suffix: 'sl' },
    { kind: 'takeProfit', price: p.takeProfit, suffix: 'tp' },
  ] as const;
  for (const stop of stops)
    if (stop.price)
      lines.push({
        id: `contract-${p.id}-${stop.suffix}`,
        kind: stop.kind,
        price: stop.price,
        label: labels[stop.kind],
        color: CHART_LINE_COLORS[stop.kind],
      });
  return lines;
}

export function usePositionLines(symbol: string | undefined, mode: TradeMode): ChartLine[] {
  const { t } = useTranslation('trade');
  // the same query (and cache entry) as the holding tab of the positions panel
  const holding = usePositions({ status: 'holding', mode, page: 1, pageSize: OPEN_PAGE_SIZE });
  const items = holding.data?.items;
  return useMemo(() => {
    const labels = {
      entryLong: t('chartLines.entryLong'),
      entryShort: t('chartLines.entryShort'),
      stopLoss: t('chartLines.stopLoss'),
      takeProfit: t('chartLines.takeProfit'),
    };
    return (items ?? []).filter((p) => p.symbol === symbol).flatMap((p) => positionLines(p, labels));
  }, [items, symbol, t]);
}
