// Timed loops' helpers shared by the in-process benchmarks (risk, alerts): the percentiles of a
// series of times, and a full garbage collection before memory readings and timed loops (tsx
// takes no --expose-gc, so the flag is set at run time and `gc` fetched from a fresh context).
import v8 from 'node:v8';
import vm from 'node:vm';

/** The middle, p99 and worst of `values` (ms), rounded to 0.1 µs; the middle's column named `middle`. */
export function percentilesMs(values: number[], middle: 'median ms' | 'p50 ms' = 'median ms') {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
  return { [middle]: +at(0.5).toFixed(4), 'p99 ms': +at(0.99).toFixed(4), 'max ms': +at(1).toFixed(4) };
}

v8.setFlagsFromString('--expose-gc');
/** A full collection now. */
export const gc = vm.runInNewContext('gc') as () => void;
