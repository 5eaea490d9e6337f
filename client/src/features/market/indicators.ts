// Chart indicators (issue 37): MA, EMA, BOLL, VOL, MACD and RSI over a chart's candles, as pure
// functions of their closes and volumes. Numbers, for plotting only: no money is ever computed
// here. Every series has one entry per input value, `null` where the indicator is not defined
// yet (too few values), so entry i belongs to candle i.

export type Series = (number | null)[];

/** Simple moving average of the last `n` values. */
export function sma(values: readonly number[], n: number): Series {
  const out: Series = new Array(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] as number;
    if (i >= n) sum -= values[i - n] as number;
    if (i >= n - 1) out[i] = sum / n;
  }
  return out;
}

/**
 * Exponential moving average with weight 2 / (n + 1), seeded with the simple average of the
 * first `n` values (the common definition: the first value is defined at index n - 1).
 * `null`s at the start of the input (another indicator's undefined head) are skipped.
 */
export function ema(values: readonly (number | null)[], n: number): Series {
  const out: Series = new Array(values.length).fill(null);
  const alpha = 2 / (n + 1);
  let seen = 0;
  let sum = 0;
  let prev = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    seen++;
    if (seen < n) {
      sum += v;
      continue;
    }
    prev = seen === n ? (sum + v) / n : alpha * v + (1 - alpha) * prev;
    out[i] = prev;
  }
  return out;
}

export interface Bands {
  mid: Series;
  upper: Series;
  lower: Series;
}

/** Bollinger bands: the `n`-value simple average ± `k` population standard deviations. */
export function boll(closes: readonly number[], n = 20, k = 2): Bands {
  const mid = sma(closes, n);
  const upper: Series = new Array(closes.length).fill(null);
  const lower: Series = new Array(closes.length).fill(null);
  for (let i = n - 1; i < closes.length; i++) {
    const m = mid[i] as number;
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += ((closes[j] as number) - m) ** 2;
    const sd = Math.sqrt(squares / n);
    upper[i] = m + k * sd;
    lower[i] = m - k * sd;
  }
  return { mid, upper, lower };
}

export interface Macd {
  /** EMA(fast) − EMA(slow) of the closes (the MACD line, "DIF"). */
  dif: Series;
  /** EMA(signal) of DIF (the signal line, "DEA"). */
  dea: Series;
  /** DIF − DEA (the histogram). */
  hist: Series;
}

/** MACD, by default 12/26/9. */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9): Macd {
  const f = ema(closes, fast);
  const s = ema(closes, slow);
  const dif: Series = closes.map((_, i) => (f[i] === null || s[i] === null ? null : (f[i] as number) - (s[i] as number)));
  const dea = ema(dif, signal);
  const hist: Series = dif.map((d, i) => (d === null || dea[i] === null ? null : d - (dea[i] as number)));
  return { dif, dea, hist };
}

/**
 * Relative strength index with Wilder's smoothing (J. Welles Wilder, 1978): the first average
 * gain and loss are simple averages of the first `n` changes, each later one
 * (previous × (n − 1) + current) / n; RSI = 100 − 100 / (1 + gain / loss).
 */
export function rsi(closes: readonly number[], n = 14): Series {
  const out: Series = new Array(closes.length).fill(null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i <= n) {
      gain += up / n;
      loss += down / n;
      if (i < n) continue;
    } else {
      gain = (gain * (n - 1) + up) / n;
      loss = (loss * (n - 1) + down) / n;
    }
    out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss);
  }
  return out;
}

// ---------------------------------------------------------------- the chart's choice

/** Overlays on the price pane. */
export const MAIN_INDICATORS = ['ma', 'ema', 'boll'] as const;
/** Panes of their own under the prices. */
export const SUB_INDICATORS = ['vol', 'macd', 'rsi'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];
export type Indicator = MainIndicator | SubIndicator;
export const INDICATORS: readonly Indicator[] = [...MAIN_INDICATORS, ...SUB_INDICATORS];

/** What a chart shows before its viewer chose: volume under the prices, as before. */
export const DEFAULT_INDICATORS: readonly Indicator[] = ['vol'];

/** The lengths the chart uses (the exchanges' usual defaults). */
export const MA_LENGTHS = [7, 25, 99] as const;
export const EMA_LENGTHS = [12, 26] as const;
export const BOLL_LENGTH = 20;
export const BOLL_WIDTH = 2;
export const MACD_LENGTHS = [12, 26, 9] as const;
export const RSI_LENGTH = 14;

/** Every indicator line of a chart (name → series), for its candles' closes and volumes. */
export function indicatorLines(chosen: ReadonlySet<Indicator>, closes: readonly number[]): Map<string, Series> {
  const lines = new Map<string, Series>();
  if (chosen.has('ma')) for (const n of MA_LENGTHS) lines.set(`MA${n}`, sma(closes, n));
  if (chosen.has('ema')) for (const n of EMA_LENGTHS) lines.set(`EMA${n}`, ema(closes, n));
  if (chosen.has('boll')) {
    const b = boll(closes, BOLL_LENGTH, BOLL_WIDTH);
    lines.set('BOLL', b.mid);
    lines.set('UB', b.upper);
    lines.set('LB', b.lower);
  }
  if (chosen.has('macd')) {
    const m = macd(closes, ...MACD_LENGTHS);
    lines.set('DIF', m.dif);
    lines.set('DEA', m.dea);
    lines.set('MACD', m.hist);
  }
  if (chosen.has('rsi')) lines.set(`RSI${RSI_LENGTH}`, rsi(closes, RSI_LENGTH));
  return lines;
}

/** Parses a stored choice, keeping only known indicators (anything else: the default). */
export function parseIndicators(stored: string | null): Indicator[] {
  if (stored === null) return [...DEFAULT_INDICATORS];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [...DEFAULT_INDICATORS];
    return INDICATORS.filter((i) => value.includes(i));
  } catch {
    return [...DEFAULT_INDICATORS];
  }
}
