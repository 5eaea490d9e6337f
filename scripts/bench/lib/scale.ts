// Full size or smoke size. BENCH_SMOKE=1 (set by `npm run bench:smoke`, read here and nowhere
// else) runs a benchmark with tiny sizes and about a second a case, every check still made: a
// broken benchmark fails CI, and its figures mean nothing.

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full-size value, or the smoke one under BENCH_SMOKE=1. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}

/** A numeric setting: the environment variable when set, else the full-size or smoke default. */
export function setting(name: string, full: number, smoke: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return sized(full, smoke);
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name}=${raw} is not a number`);
  return value;
}
