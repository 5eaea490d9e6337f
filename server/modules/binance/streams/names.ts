// The market streams' names (issue 40, docs/decisions/096-binance-streams.md, "Market streams"):
// Binance's grammar, `<symbol>@<stream>` with the symbol in lower case, and the all-market
// streams `!<stream>@arr`. A name is read into what it carries; its canonical form (the symbol in
// lower case, the rest as Binance spells it) is what the stream is listed and wrapped under.
import type { Period } from '../../../../shared/market.ts';
import { INTERVALS } from '../product-figures.ts';
import type { StreamMarket } from './paths.ts';

export type StreamSpec =
  /** trades of a spot book (futures: none, see the decision) */
  | { kind: 'trade'; symbol: string; aggregate: boolean }
  | { kind: 'kline'; symbol: string; interval: string; period: Period }
  /** levels null: the diff stream; else a partial book of that many levels a side */
  | { kind: 'depth'; symbol: string; levels: 5 | 10 | 20 | null; fast: boolean }
  | { kind: 'bookTicker'; symbol: string }
  | { kind: 'ticker'; symbol: string; mini: boolean }
  | { kind: 'allTickers'; mini: boolean }
  | { kind: 'markPrice'; symbol: string; everySecond: boolean }
  | { kind: 'allMarkPrices'; everySecond: boolean }
  | { kind: 'allBookTickers' };

export interface ParsedStream {
  /** the canonical name */
  name: string;
  spec: StreamSpec;
}

/** The update speeds a depth stream may name: spot 1000 ms (default) or 100 ms; futures 250 ms (default), 500 ms or 100 ms. */
const DEPTH_SPEEDS: Record<StreamMarket, readonly string[]> = { spot: ['100ms', '1000ms'], futures: ['100ms', '250ms', '500ms'] };
const DEFAULT_SPEED: Record<StreamMarket, string> = { spot: '1000ms', futures: '250ms' };

/** What a symbol's stream name (after `@`) carries, or undefined when the market has no such stream. */
function symbolStream(market: StreamMarket, symbol: string, stream: string): StreamSpec | undefined {
  if (stream === 'trade' || stream === 'aggTrade') return { kind: 'trade', symbol, aggregate: stream === 'aggTrade' };
  if (stream === 'bookTicker') return { kind: 'bookTicker', symbol };
  if (stream === 'ticker' || stream === 'miniTicker') return { kind: 'ticker', symbol, mini: stream === 'miniTicker' };
  if (market === 'futures' && (stream === 'markPrice' || stream === 'markPrice@1s')) {
    return { kind: 'markPrice', symbol, everySecond: stream.endsWith('@1s') };
  }
  const kline = /^kline_(\w+)$/.exec(stream);
  if (kline) {
    const interval = kline[1] as string;
    const period = INTERVALS[interval];
    return period === undefined ? undefined : { kind: 'kline', symbol, interval, period };
  }
  const depth = /^depth(5|10|20)?(?:@(\d+ms))?$/.exec(stream);
  if (depth) {
    const speed = depth[2] ?? DEFAULT_SPEED[market];
    if (!DEPTH_SPEEDS[market].includes(speed)) return undefined;
    const levels = depth[1] === undefined ? null : (Number(depth[1]) as 5 | 10 | 20);
    return { kind: 'depth', symbol, levels, fast: speed === '100ms' };
  }
  return undefined;
}

/** The all-market streams of each market. */
function allMarketStream(market: StreamMarket, name: string): StreamSpec | undefined {
  if (name === '!ticker@arr' || name === '!miniTicker@arr') return { kind: 'allTickers', mini: name === '!miniTicker@arr' };
  if (market !== 'futures') return undefined;
  if (name === '!bookTicker') return { kind: 'allBookTickers' };
  if (name === '!markPrice@arr' || name === '!markPrice@arr@1s') return { kind: 'allMarkPrices', everySecond: name.endsWith('@1s') };
  return undefined;
}

/**
 * A stream name of `market` read, or undefined when it names no stream the platform carries
 * (a name of Binance's grammar whose symbol is not listed is still read: `knownSymbol` decides).
 * `symbol` in the spec is the Binance symbol in upper case (BTCUSDT).
 */
export function parseStream(market: StreamMarket, raw: string): ParsedStream | undefined {
  if (raw.startsWith('!')) {
    const spec = allMarketStream(market, raw);
    return spec && { name: raw, spec };
  }
  const m = /^([A-Za-z0-9]{1,20})@(.{1,40})$/.exec(raw);
  if (!m) return undefined;
  const [, symbol = '', stream = ''] = m;
  const spec = symbolStream(market, symbol.toUpperCase(), stream);
  return spec && { name: `${symbol.toLowerCase()}@${stream}`, spec };
}

/** The symbol a stream is of (none for the all-market streams). */
export function symbolOf(spec: StreamSpec): string | undefined {
  return 'symbol' in spec ? spec.symbol : undefined;
}
