// A trader's lines on the K-line chart (lib/trading/chart-lines.ts): each one a price line of
// the chart's main series (`series.createPriceLine`), moved in place when its price changes
// (a new stop-loss), removed when it goes (the position closed). Rendered as a child of
// <KlineChart>/<MarketChart>, it takes the series from useChartHandle(). Titles in the pane are
// drawn only where they clear the last price (the dotted last-price line: the scale carries no
// label of it, its figure is in the chart's legend row) and each other (the library keeps the
// axis labels apart by itself); a fast order's title counts down to its expiry. A row under the
// chart's canvas names every line with its price: the full text where a title had no room, and
// what a test reads (each entry carries the price the chart draws and where).
import { Text } from '@mantine/core';
import { type AutoscaleInfo, type IPriceLine, type ISeriesApi, LineStyle, MismatchDirection, type SeriesType } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ChartLine, ChartLineKind } from '../../../lib/trading/chart-lines';
import { countdownText, titlesThatFit } from '../chart-lines';
import { useChartHandle } from './chart-context';

const STYLE: Record<ChartLineKind, LineStyle> = {
  entry: LineStyle.Solid,
  fast: LineStyle.Solid,
  stopLoss: LineStyle.Dashed,
  takeProfit: LineStyle.Dashed,
};

/** How often titles are laid out again (the scale moves with the data) and countdowns tick. */
const REFRESH_MS = 1000;

/** What a line shows: its label, with the time left for a fast order. */
function titleOf(line: ChartLine, now: number): string {
  return line.expiresAt === undefined ? line.label : `${line.label} ${countdownText(line.expiresAt - now)}`;
}

/** The series' own price range, widened to take the lines in. */
function withLines(info: AutoscaleInfo | null, lines: ChartLine[]): AutoscaleInfo | null {
  if (!info?.priceRange || lines.length === 0) return info;
  const prices = lines.map((l) => Number(l.price));
  return {
    ...info,
    priceRange: {
      minValue: Math.min(info.priceRange.minValue, ...prices),
      maxValue: Math.max(info.priceRange.maxValue, ...prices),
    },
  };
}

interface Drawn {
  id: string;
  /** The price the chart draws the line at (a number: plotting only). */
  drawn: number;
  /** The title drawn in the pane ('' where it had no room), and the line's y on the scale. */
  title: string;
  y: number | null;
}

export function ChartOverlays({ lines }: { lines: ChartLine[] }) {
  const { t } = useTranslation('trade');
  const series = useChartHandle()?.main ?? null;
  const fmt = useFormat();
  const drawnRef = useRef(new Map<string, IPriceLine>());
  // the series the drawn lines belong to: another one (another period or product) took them along
  const ownerRef = useRef<ISeriesApi<SeriesType> | null>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const [drawn, setDrawn] = useState<{ lastY: number | null; lines: Drawn[] }>({ lastY: null, lines: [] });
  const [now, setNow] = useState(() => Date.now());

  // lay the titles out: who fits, with what text; then tell the legend
  const layoutRef = useRef(() => {});
  layoutRef.current = () => {
    if (!series) return;
    const at = Date.now();
    const last = series.dataByIndex(Number.MAX_SAFE_INTEGER, MismatchDirection.NearestLeft);
    const lastValue = last ? ('close' in last ? last.close : 'value' in last ? last.value : null) : null;
    const lastY = typeof lastValue === 'number' ? series.priceToCoordinate(lastValue) : null;
    const placed = linesRef.current.map((l) => ({ id: l.id, y: series.priceToCoordinate(Number(l.price)) }));
    const fit = titlesThatFit(placed, lastY);
    const out: Drawn[] = [];
    for (const line of linesRef.current) {
      const priceLine = drawnRef.current.get(line.id);
      if (!priceLine) continue;
      const title = fit.has(line.id) ? titleOf(line, at) : '';
      if (priceLine.options().title !== title) priceLine.applyOptions({ title });
      out.push({ id: line.id, drawn: priceLine.options().price, title, y: placed.find((p) => p.id === line.id)?.y ?? null });
    }
    setNow(at);
    setDrawn({ lastY, lines: out });
  };

  // the lines: created, moved or removed as the positions and orders change (the lists behind
  // them are rewritten on every tick's marks: only what is drawn counts)
  const drawnKey = lines.map((l) => `${l.id}|${l.price}|${l.color}|${l.kind}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what is drawn changes (drawnKey), reading the lines through their ref
  useEffect(() => {
    const lines = linesRef.current;
    const map = drawnRef.current;
    if (ownerRef.current !== series) map.clear();
    ownerRef.current = series;
    if (!series) return;
    const wanted = new Set(lines.map((l) => l.id));
    for (const [id, priceLine] of map) {
      if (wanted.has(id)) continue;
      series.removePriceLine(priceLine);
      map.delete(id);
    }
    for (const line of lines) {
      const options = { price: Number(line.price), color: line.color, lineStyle: STYLE[line.kind], lineWidth: 1 as const };
      const existing = map.get(line.id);
      if (existing) existing.applyOptions(options);
      else map.set(line.id, series.createPriceLine({ ...options, axisLabelVisible: true, title: '' }));
    }
    // the scale takes the lines in, so a stop far from the candles is still in view (set again:
    // the scale is then worked out again with the new lines)
    series.applyOptions({ autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => withLines(original(), linesRef.current) });
    layoutRef.current();
  }, [series, drawnKey]);

  // the scale moves with every tick and every scroll, and countdowns tick: lay out again
  useEffect(() => {
    if (!series || lines.length === 0) return;
    const timer = window.setInterval(() => layoutRef.current(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [series, lines.length]);

  if (lines.length === 0) return null;
  const byId = new Map(drawn.lines.map((d) => [d.id, d]));
  return (
    <ul className="kline-lines" aria-label={t('chartLines.legend')} data-testid="chart-lines" data-last-y={drawn.lastY ?? ''}>
      {lines.map((line) => {
        const d = byId.get(line.id);
        return (
          <Text
            key={line.id}
            component="li"
            fz={11}
            data-testid={`chart-line-${line.id}`}
            data-kind={line.kind}
            data-price={line.price}
            data-drawn={d?.drawn ?? ''}
            data-title={d?.title ?? ''}
            data-y={d?.y ?? ''}
            style={{ whiteSpace: 'nowrap' }}
          >
            <span aria-hidden style={{ color: line.color }}>
              ━{' '}
            </span>
            {titleOf(line, now)} {fmt.decimal(line.price)}
          </Text>
        );
      })}
    </ul>
  );
}
