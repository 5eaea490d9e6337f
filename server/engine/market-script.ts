// Scripted markets (issue 41 point 3, docs/decisions/100-scripted-markets.md): in a sandbox a
// product's price at a run of grid slots can be set by a script instead of the seeded walk,
// either as a price path (points interpolated on the grid) or as a drift-and-volatility regime.
// The market still steps its seeded path at every scripted slot (its draws stay aligned with the
// period's seed) and resets it to the scripted price, so after the script the walk continues
// from the last scripted price. Pure here: the engine and the verifier read the same prices.
import { createHmac } from 'node:crypto';
import { KeystreamRandom } from './random.ts';

const HOUR = 3_600_000;
const YEAR_SECONDS = 365 * 86_400;

/** The prices a script sets, resolved when it was created (all in ticks, times in epoch ms). */
export type ScriptDefinition =
  | {
      kind: 'path';
      /** [time, ticks] from the price when the script was set; linear between, held after the last. */
      points: [number, number][];
    }
  | {
      kind: 'regime';
      /** The price when the script was set. */
      startTicks: number;
      /** Log-drift per hour (ln of 1 + the percentage). */
      driftPerHour: number;
      /** Annual volatility (0.8 = 80 %). */
      volatility: number;
    };

export type ScriptPreset = 'flash-crash' | 'weekend-gap' | 'flat' | 'trend';

export interface MarketScript {
  id: number;
  productId: number;
  symbol: string;
  kind: 'path' | 'regime' | 'preset';
  preset: ScriptPreset | null;
  /** First scripted grid slot. */
  startSlot: number;
  /** Last scripted grid slot (lowered when the script is ended or replaced). */
  endSlot: number;
  definition: ScriptDefinition;
  createdAt: number;
  endedAt: number | null;
}

/** The price (whole ticks, at least one) of a path's points at `time`: linear between two points. */
export function interpolate(points: readonly [number, number][], time: number): number {
  const first = points[0] as [number, number];
  if (time <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [t1, p1] = points[i] as [number, number];
    if (time <= t1) {
      const [t0, p0] = points[i - 1] as [number, number];
      return Math.max(1, Math.round(p0 + ((p1 - p0) * (time - t0)) / (t1 - t0)));
    }
  }
  return (points.at(-1) as [number, number])[1];
}

/** The first grid slot at or after `time`. */
export const slotAtOrAfter = (time: number, tickMs: number) => Math.ceil(time / tickMs) * tickMs;

/** A path from `startTicks` at `now` through each (seconds after now, ticks) point. */
export function pathDefinition(now: number, startTicks: number, points: readonly [seconds: number, ticks: number][]): ScriptDefinition {
  return { kind: 'path', points: [[now, startTicks], ...points.map(([s, p]): [number, number] => [now + s * 1000, p])] };
}

/** A regime from `startTicks`: `driftPercentPerHour` (5 = +5 %/h) and an annual volatility in percent. */
export function regimeDefinition(startTicks: number, driftPercentPerHour: number, volatilityPercent: number): ScriptDefinition {
  return {
    kind: 'regime',
    startTicks,
    driftPerHour: Math.log1p(driftPercentPerHour / 100),
    volatility: volatilityPercent / 100,
  };
}

/** Default lengths of the presets (seconds): the crash, the flat weekend before its gap, the others. */
export const PRESET_SECONDS: Record<ScriptPreset, number> = {
  'flash-crash': 10,
  'weekend-gap': 48 * 3600,
  flat: 3600,
  trend: 3600,
};
/** The presets' moves: −15 % in a flash crash, −5 % at the weekend's gap, +5 %/h in a trend. */
export const FLASH_CRASH = -0.15;
export const WEEKEND_GAP = -0.05;
export const TREND_PERCENT_PER_HOUR = 5;

/**
 * A preset's definition from `startTicks` at `now`: the crash a path down 15 % over `seconds`;
 * the weekend flat for `seconds` then 5 % lower at the next slot; flat the price held; the
 * trend a +5 %/h regime with the product's own volatility (`volatility`, annual fraction).
 */
export function presetDefinition(
  preset: ScriptPreset,
  now: number,
  startTicks: number,
  seconds: number,
  tickMs: number,
  volatility: number,
): ScriptDefinition {
  const moved = (by: number) => Math.max(1, Math.round(startTicks * (1 + by)));
  switch (preset) {
    case 'flash-crash':
      return pathDefinition(now, startTicks, [[seconds, moved(FLASH_CRASH)]]);
    case 'weekend-gap': {
      // flat to the weekend's last slot, the gap at the slot after it
      const last = slotAtOrAfter(now + seconds * 1000, tickMs);
      return {
        kind: 'path',
        points: [
          [now, startTicks],
          [last, startTicks],
          [last + tickMs, moved(WEEKEND_GAP)],
        ],
      };
    }
    case 'flat':
      return pathDefinition(now, startTicks, [[seconds, startTicks]]);
    case 'trend':
      return regimeDefinition(startTicks, TREND_PERCENT_PER_HOUR, volatility * 100);
  }
}

/** The last slot a definition covers when it lasts `seconds` from `now` (a path: to its last point). */
export function lastSlotOf(def: ScriptDefinition, now: number, seconds: number, tickMs: number): number {
  const end = def.kind === 'path' ? (def.points.at(-1) as [number, number])[0] : now + seconds * 1000;
  return slotAtOrAfter(end, tickMs);
}

export function startTicksOf(def: ScriptDefinition): number {
  return def.kind === 'path' ? (def.points[0] as [number, number])[1] : def.startTicks;
}

/**
 * The prices a script sets at its slots. A regime is a random walk drawn from HMAC(market
 * secret, "market-script:<id>"): the same secret and script give the same prices.
 */
export class ScriptPrices {
  /** A regime's prices from startSlot on, drawn as far as asked. */
  private drawn: number[] = [];
  private logPrice = 0;
  private random: KeystreamRandom | undefined;

  constructor(
    readonly script: MarketScript,
    private readonly secret: string,
    private readonly tickMs: number,
  ) {}

  /** Whether `slot` is one of the script's. */
  covers(slot: number): boolean {
    return slot >= this.script.startSlot && slot <= this.script.endSlot;
  }

  /** The scripted price (ticks) at one of its slots. */
  at(slot: number): number {
    const def = this.script.definition;
    if (def.kind === 'path') return interpolate(def.points, slot);
    const index = (slot - this.script.startSlot) / this.tickMs;
    if (!this.random) {
      this.random = new KeystreamRandom(createHmac('sha256', this.secret).update(`market-script:${this.script.id}`).digest());
      this.logPrice = Math.log(def.startTicks);
    }
    const dtSeconds = this.tickMs / 1000;
    const drift = (def.driftPerHour * this.tickMs) / HOUR;
    const sd = def.volatility * Math.sqrt(dtSeconds / YEAR_SECONDS);
    while (this.drawn.length <= index) {
      this.logPrice += drift + sd * this.random.normal();
      this.drawn.push(Math.max(1, Math.round(Math.exp(this.logPrice))));
    }
    return this.drawn[index] as number;
  }
}
