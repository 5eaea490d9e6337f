// The live prices a class's terminal charts: the last hour's one-minute closes, then the quotes
// seen since the page opened, kept to the latest few hundred (a class trades the live market).
import { useEffect, useMemo, useState } from 'react';
import { useQuote } from '../../lib/api/live-quotes';
import { useRecentCloses } from './api/get-recent-closes';

export type Tick = readonly [number, string];

export const SERIES_MAX = 600;

/** `series` with the tick appended (a tick no newer than the last is ignored; an equal time replaces its price). */
export function appendTick(series: readonly Tick[], tick: Tick, max = SERIES_MAX): readonly Tick[] {
  const last = series.at(-1);
  if (last && tick[0] < last[0]) return series;
  if (last && tick[0] === last[0]) return last[1] === tick[1] ? series : [...series.slice(0, -1), tick];
  const next = [...series, tick];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The quotes seen, after the closes of the minutes before the first of them. */
export function withHistory(closes: readonly Tick[], live: readonly Tick[]): readonly Tick[] {
  const first = live[0]?.[0];
  if (first === undefined) return closes;
  const before = closes.filter(([time]) => time < first);
  return before.length === 0 ? live : [...before, ...live];
}

export function useLiveSeries(symbol: string | undefined): readonly Tick[] {
  const recent = useRecentCloses(symbol);
  const closes = useMemo(
    () => (recent.data?.symbol === symbol ? (recent.data?.candles ?? []).map((c): Tick => [c.time, c.close]) : []),
    [recent.data, symbol],
  );
  const live = useQuotes(symbol);
  return useMemo(() => withHistory(closes, live), [closes, live]);
}

function useQuotes(symbol: string | undefined): readonly Tick[] {
  const quote = useQuote(symbol);
  const [series, setSeries] = useState<{ symbol?: string; ticks: readonly Tick[] }>({ ticks: [] });
  useEffect(() => {
    if (!quote || quote.symbol !== symbol) return;
    setSeries((s) => ({ symbol, ticks: appendTick(s.symbol === symbol ? s.ticks : [], [quote.time, quote.price]) }));
  }, [quote, symbol]);
  return series.symbol === symbol ? series.ticks : [];
}
