// The live prices a class's terminal charts: the quotes seen since the page opened, kept to
// the latest few hundred (a class trades the live market; its past is the market's chart).
import { useEffect, useState } from 'react';
import { useQuote } from '../../lib/api/live-quotes';

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

export function useLiveSeries(symbol: string | undefined): readonly Tick[] {
  const quote = useQuote(symbol);
  const [series, setSeries] = useState<{ symbol?: string; ticks: readonly Tick[] }>({ ticks: [] });
  useEffect(() => {
    if (!quote || quote.symbol !== symbol) return;
    setSeries((s) => ({ symbol, ticks: appendTick(s.symbol === symbol ? s.ticks : [], [quote.time, quote.price]) }));
  }, [quote, symbol]);
  return series.symbol === symbol ? series.ticks : [];
}
