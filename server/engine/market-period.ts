// Market periods: commit-reveal (docs/decisions/015-market-commit-reveal.md).
//
// The price path of each period (a UTC hour by default) is drawn from that period's secret
// seed, HMAC-SHA256(market secret, "market-period:<start>"). The SHA-256 of the seed (the
// commitment) is published a day before the period starts; once the period has ended the seed
// itself is served, and anyone can recompute every tick of the period from it, the period's
// starting prices and the products' model parameters (recomputePeriod below, the same code
// the engine draws with) and check every settlement against it.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { KeystreamRandom } from './random.ts';
import { ProductPath, type SimProduct, type Step } from './simulator.ts';

export const HOUR = 3_600_000;

/**
 * The platform's market secret: MARKET_SECRET (every instance of a cluster is given it), else
 * `<dataDir>/market-secret`, created at first start. A fixed MARKET_SEED stands in for it.
 */
export function resolveMarketSecret({
  marketSeed,
  marketSecret,
  dataDir,
}: Pick<Config, 'marketSeed' | 'marketSecret' | 'dataDir'>): string {
  // a fixed seed (tests, benchmarks, demo-only deployments) makes every period public
  if (marketSeed) return marketSeed;
  if (marketSecret) return marketSecret;
  const file = path.join(dataDir, 'market-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The secret seed of the period starting at `start`. */
export function periodSeed(secret: string, start: number): Buffer {
  return createHmac('sha256', secret).update(`market-period:${start}`).digest();
}

/** What is published before the period: the SHA-256 of its seed, hex. */
export function commitmentOf(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The draws of one product in one period: the keystream keyed by HMAC(seed, symbol). */
export function periodRandom(seed: Buffer, symbol: string): KeystreamRandom {
  return new KeystreamRandom(createHmac('sha256', seed).update(`product:${symbol}`).digest());
}

/** The draws of the history backfilled at first start (before any period; never settled on). */
export function historyRandom(secret: string, symbol: string): KeystreamRandom {
  return new KeystreamRandom(createHmac('sha256', secret).update(`history:${symbol}`).digest());
}

/**
 * How a product entered a period: its model parameters (baseTicks is the anchor of mean
 * reversion) and where it started; enough, with the seed, to recompute its ticks there.
 */
export interface ProductStart extends SimProduct {
  /** The first tick time of the product drawn from this period's seed. */
  firstSlot: number;
  /** The price (ticks) in force just before `firstSlot`. */
  startTicks: number;
}

export interface MarketPeriod {
  start: number;
  end: number;
  /** The grid: ticks fall on multiples of this from the epoch. */
  tickMs: number;
  commitment: string;
  committedAt: number;
  /** The last tick time stepped and persisted (null until the period runs). */
  lastSlot: number | null;
  products: ProductStart[];
}

/**
 * Every tick of one product in a period: the path starts at `startTicks` and takes one step of
 * `tickMs` per grid slot from `firstSlot` to the period's end. Pure: the verifier's and the
 * engine's path are this one.
 */
export function recomputeProduct(
  period: Pick<MarketPeriod, 'end' | 'tickMs'>,
  seed: Buffer,
  p: ProductStart,
): [time: number, ticks: number][] {
  // (no script: no slot of unknown price)
  return recomputeScripted(period, seed, p, () => undefined) as [number, number][];
}

/**
 * A sandbox's scripted slots (decision 100): `scriptedAt(slot)` is undefined for a seeded slot,
 * else the scripted price (null when unknown: its tick was not recorded). The path steps there
 * as at every slot and is reset to the scripted price, as the engine does (stepSlot); after a
 * scripted slot of unknown price every tick is unknown (null) until the period's end.
 */
export function recomputeScripted(
  period: Pick<MarketPeriod, 'end' | 'tickMs'>,
  seed: Buffer,
  p: ProductStart,
  scriptedAt: (slot: number) => number | null | undefined,
): [time: number, ticks: number | null][] {
  const path = productPathAt(seed, p);
  const out: [number, number | null][] = [];
  let known = true;
  for (let slot = p.firstSlot; slot < period.end; slot += period.tickMs) {
    const scripted = scriptedAt(slot);
    if (scripted === null) known = false;
    const step = stepSlot(path, period.tickMs / 1000, scripted ?? undefined);
    out.push([slot, known ? step.ticks : null]);
  }
  return out;
}

/**
 * One product's step at one grid slot, the engine's and the verifier's: the seeded path steps
 * (its draws stay aligned with the seed; the volume is its step's), and at a scripted slot its
 * price is the script's and the path continues from there.
 */
export function stepSlot(path: ProductPath, dtSeconds: number, scripted?: number): Step {
  const step = path.step(dtSeconds);
  if (scripted === undefined) return step;
  path.reset(scripted);
  return { ticks: path.ticks, volume: step.volume };
}

/** The product's path positioned just before its first slot in the period. */
export function productPathAt(seed: Buffer, p: ProductStart): ProductPath {
  return new ProductPath(p, periodRandom(seed, p.symbol), p.startTicks);
}

/** A product's start in a period: its model parameters only (not its name or trading modes). */
export function productStart(p: SimProduct, firstSlot: number, startTicks: number): ProductStart {
  const { id, symbol, category, pricePrecision, baseTicks, volatility, baseVolume } = p;
  return { id, symbol, category, pricePrecision, baseTicks, volatility, baseVolume, firstSlot, startTicks };
}

export interface Mismatch {
  symbol: string;
  time: number;
  recorded: number;
  expected: number | null;
}

/** A run of scripted slots of one product in a period (a sandbox's scripted market, decision 100). */
export interface ScriptedRange {
  symbol: string;
  /** First and last scripted slot (epoch ms). */
  from: number;
  to: number;
}

/** The scripted price at each slot of `ranges` (recorded ticks), null where none was recorded. */
export function scriptedPrices(ranges: readonly ScriptedRange[], recorded: readonly [number, number][]) {
  const at = new Map(recorded);
  return (slot: number): number | null | undefined =>
    ranges.some((r) => slot >= r.from && slot <= r.to) ? (at.get(slot) ?? null) : undefined;
}

/**
 * Checks recorded ticks of a period against the path its revealed seed gives: each recorded
 * (time, ticks) must be the path's price at that slot. Scripted ticks are counted, not checked
 * (no commitment covers them); the seeded ticks after them are checked from the scripted price,
 * unless a scripted price is unknown (`unverifiable`). Returns the mismatches (none when fair).
 */
export function verifyPeriodTicks(
  period: Pick<MarketPeriod, 'end' | 'tickMs' | 'commitment' | 'products'>,
  seed: Buffer,
  recorded: Map<string, [number, number][]>,
  scripted: readonly ScriptedRange[] = [],
): {
  commitmentOk: boolean;
  checked: number;
  mismatches: Mismatch[];
  scripted: Record<string, number>;
  unverifiable: number;
} {
  const mismatches: Mismatch[] = [];
  const scriptedCounts: Record<string, number> = {};
  let checked = 0;
  let unverifiable = 0;
  for (const p of period.products) {
    const ticks = recorded.get(p.symbol) ?? [];
    const scriptedAt = scriptedPrices(
      scripted.filter((r) => r.symbol === p.symbol),
      ticks,
    );
    const expected = new Map(recomputeScripted(period, seed, p, scriptedAt));
    for (const [time, recordedTicks] of ticks) {
      if (scriptedAt(time) !== undefined) {
        scriptedCounts[p.symbol] = (scriptedCounts[p.symbol] ?? 0) + 1;
        continue;
      }
      const want = expected.get(time);
      if (want === null) {
        unverifiable++;
        continue;
      }
      checked++;
      if (want !== recordedTicks) mismatches.push({ symbol: p.symbol, time, recorded: recordedTicks, expected: want ?? null });
    }
  }
  return { commitmentOk: commitmentOf(seed) === period.commitment, checked, mismatches, scripted: scriptedCounts, unverifiable };
}
