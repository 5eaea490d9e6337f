// PostgreSQL beside SQLite (issue 34, decision 080): bench:ledger, bench:fast-http and
// bench:spot-http at their default sizes, each on SQLite and then on PostgreSQL (BENCH_STORE,
// lib/store.ts) back to back, so the two runs of a pair see the same machine; each run a child
// process as `npm run bench:<name>` runs it, its own tables printed as it goes. Then one table
// of their figures side by side (store × benchmark), with the load average around each run.
// A run that fails does not stop the others: its cells say so, and the script exits 1.
//   npm run bench:stores     (BENCH_PG_URL: the PostgreSQL server, default the local one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figures, loadAverage } from './lib/figures.ts';
import { type BenchStore, BENCH_PG_URL, storeLabel } from './lib/store.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BENCHMARKS = ['ledger', 'fast-http', 'spot-http'] as const;
const STORES: BenchStore[] = ['sqlite', 'postgres'];

const load = loadAverage;

interface Run {
  benchmark: string;
  store: BenchStore;
  figures?: Figures['figures'];
  failed?: string;
  seconds: number;
  loadBefore: string;
  loadAfter: string;
}

async function runOne(benchmark: string, store: BenchStore, dir: string): Promise<Run> {
  const out = path.join(dir, `${benchmark}-${store}.json`);
  const loadBefore = load();
  const t0 = performance.now();
  console.log(`\n=== bench:${benchmark} on ${storeLabel(store)} (load average ${loadBefore}) ===`);
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/bench/${benchmark}.ts`], {
    cwd: ROOT,
    env: { ...process.env, BENCH_STORE: store, BENCH_FIGURES: out },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => child.once('exit', (c, s) => r([c, s])));
  const run: Run = { benchmark, store, seconds: (performance.now() - t0) / 1000, loadBefore, loadAfter: load() };
  if (code !== 0) run.failed = signal ? `killed by ${signal}` : `exit ${code}`;
  else if (!fs.existsSync(out)) run.failed = 'no figures written';
  else run.figures = (JSON.parse(fs.readFileSync(out, 'utf8')) as Figures).figures;
  return run;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stores-'));
const started = new Date();
const loadAtStart = load();
const runs: Run[] = [];
try {
  for (const benchmark of BENCHMARKS) for (const store of STORES) runs.push(await runOne(benchmark, store, dir));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

// one row per figure, in the order the benchmarks report them (SQLite's first, then any only PostgreSQL has)
const cell = (run: Run | undefined, figure: string) => {
  if (!run) return '';
  if (run.failed) return `failed (${run.failed})`;
  const f = run.figures?.find((x) => x.figure === figure);
  return f ? `${f.value.toLocaleString('en-US')}${f.detail ? ` (${f.detail})` : ''}` : '—';
};
const rows: Record<string, string>[] = [];
for (const benchmark of BENCHMARKS) {
  const [sqlite, postgres] = STORES.map((s) => runs.find((r) => r.benchmark === benchmark && r.store === s));
  const names = [...new Set([...(sqlite?.figures ?? []), ...(postgres?.figures ?? [])].map((f) => f.figure))];
  if (names.length === 0) names.push('(no figures)');
  for (const figure of names) {
    const a = sqlite?.figures?.find((f) => f.figure === figure)?.value;
    const b = postgres?.figures?.find((f) => f.figure === figure)?.value;
    rows.push({
      benchmark: `bench:${benchmark}`,
      figure,
      SQLite: cell(sqlite, figure),
      PostgreSQL: cell(postgres, figure),
      'PostgreSQL ÷ SQLite': a && b !== undefined ? (b / a).toFixed(2) : '',
    });
  }
}

console.log(
  `\nbench:stores, started ${started.toISOString()}, ${os.cpus().length} cores, node ${process.version}, PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@/]*@/, '//')}`,
);
console.log(`load average at start ${loadAtStart}, at end ${load()}`);
for (const r of runs) {
  console.log(
    `  bench:${r.benchmark} on ${storeLabel(r.store)}: ${r.seconds.toFixed(0)} s, load average before ${r.loadBefore}, after ${r.loadAfter}${r.failed ? `, FAILED (${r.failed})` : ''}`,
  );
}
console.table(rows);
// the same as Markdown, for docs/benchmarks.md
const columns = Object.keys(rows[0] ?? {});
console.log(`\n| ${columns.join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
process.exit(runs.some((r) => r.failed) ? 1 : 0);
