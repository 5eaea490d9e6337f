// A benchmark's headline figures, for `bench:stores` (scripts/bench/stores.ts), which runs
// benchmarks as child processes and sets BENCH_FIGURES to a file for each: the figures are
// written there as JSON, beside the benchmark's own printed tables. Without it, nothing.
import fs from 'node:fs';
import os from 'node:os';
import { BENCH_STORE, type BenchStore } from './store.ts';

export interface Figure {
  /** What is measured, the same words on every store (the side-by-side table joins on it). */
  figure: string;
  value: number;
  /** Printed beside the value (latencies). */
  detail?: string;
}

export interface Figures {
  benchmark: string;
  store: BenchStore;
  figures: Figure[];
}

export function reportFigures(benchmark: string, figures: Figure[]): void {
  const file = process.env.BENCH_FIGURES;
  if (!file) return;
  fs.writeFileSync(file, JSON.stringify({ benchmark, store: BENCH_STORE, figures } satisfies Figures));
}

/** The machine's load averages (1, 5, 15 minutes), printed beside figures a shared machine moves. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
