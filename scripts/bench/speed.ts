// Issue 44's figures in one run (point 5): bench:ticks, bench:api, bench:fast-http,
// bench:client-size and bench:landing-paint, one after the other, each a child process as
// `npm run bench:<name>` runs it (its own tables printed as it goes), then one table of every
// target beside its figure and the anchor it is measured against in the same run. RUNS=3
// repeats the whole series back to back (the issue's "three consecutive runs") and ends with
// the verdict per target across them. A run that fails does not stop the others; exit 1 then.
//   npm run bench:speed            (one series)
//   RUNS=3 npm run bench:speed
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figures, loadAverage } from './lib/figures.ts';
import { setting } from './lib/scale.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERIES = setting('RUNS', 1, 1);

/** A target of the issue: a figure a benchmark reports, compared with a bound (figure names as the scripts report them). */
interface Target {
  benchmark: string;
  figure: string;
  /** a figure of the same run printed beside it: the anchor of a ratio, or the worst of a median */
  anchor?: string;
  op: '>=' | '<=';
  bound: number;
}

const TARGETS: Target[] = [
  // (anchor: the ratio's ceiling with no user-space work at all, the platform's kernel time only)
  { benchmark: 'ticks', figure: 'capacity ÷ bare ws', anchor: 'ceiling ÷ bare ws (platform kernel time only)', op: '>=', bound: 1.5 },
  { benchmark: 'ticks', figure: 'p99 ms at 10,000 clients', anchor: 'bare ws p99 ms at 10,000 clients', op: '<=', bound: 150 },
  { benchmark: 'api', figure: 'authenticated ÷ constant route', anchor: 'constant route req/s', op: '>=', bound: 0.8 },
  { benchmark: 'fast-http', figure: 'accepted orders/s', op: '>=', bound: 10_000 },
  { benchmark: 'fast-http', figure: 'p99 ms', op: '<=', bound: 20 },
  { benchmark: 'client-size', figure: 'desktop home: scripts', op: '<=', bound: 25 },
  { benchmark: 'client-size', figure: 'mobile home: scripts', op: '<=', bound: 25 },
  { benchmark: 'client-size', figure: 'desktop home: JS KB transferred', op: '<=', bound: 200 },
  { benchmark: 'client-size', figure: 'mobile home: JS KB transferred', op: '<=', bound: 200 },
  // the landing page on the slow network: the median visit, its worst run beside it
  ...(['desktop', 'mobile'] as const).flatMap((viewport) =>
    (['LCP ms', 'first live price ms'] as const).map(
      (what): Target => ({
        benchmark: 'landing-paint',
        figure: `${viewport}: ${what} (median, 150 ms RTT, 1.6 Mbit/s)`,
        anchor: `${viewport}: ${what} (worst, 150 ms RTT, 1.6 Mbit/s)`,
        op: '<=',
        bound: 2500,
      }),
    ),
  ),
];
const BENCHMARKS = [...new Set(TARGETS.map((t) => t.benchmark))];

const load = loadAverage;

interface Run {
  benchmark: string;
  figures?: Figures['figures'];
  failed?: string;
  loadBefore: string;
  seconds: number;
}

async function runOne(benchmark: string, dir: string): Promise<Run> {
  const out = path.join(dir, `${benchmark}.json`);
  const loadBefore = load();
  const t0 = performance.now();
  console.log(`\n=== bench:${benchmark} (load average ${loadBefore}) ===`);
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/bench/${benchmark}.ts`], {
    cwd: ROOT,
    env: { ...process.env, BENCH_FIGURES: out },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => child.once('exit', (c, s) => r([c, s])));
  const run: Run = { benchmark, loadBefore, seconds: (performance.now() - t0) / 1000 };
  if (code !== 0) run.failed = signal ? `killed by ${signal}` : `exit ${code}`;
  else if (!fs.existsSync(out)) run.failed = 'no figures written';
  else run.figures = (JSON.parse(fs.readFileSync(out, 'utf8')) as Figures).figures;
  return run;
}

const value = (runs: Run[], benchmark: string, figure: string) =>
  runs.find((r) => r.benchmark === benchmark)?.figures?.find((f) => f.figure === figure)?.value;
const met = (t: Target, v: number | undefined) => v !== undefined && (t.op === '>=' ? v >= t.bound : v <= t.bound);
const fmt = (v: number | undefined) => (v === undefined ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: 2 }));

function printMarkdown(rows: Record<string, string>[]) {
  const columns = Object.keys(rows[0] ?? {});
  console.log(`\n| ${columns.join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
}

const series: Run[][] = [];
let failed = false;
for (let s = 1; s <= SERIES; s++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-speed-'));
  const started = new Date().toISOString();
  const runs: Run[] = [];
  try {
    for (const benchmark of BENCHMARKS) runs.push(await runOne(benchmark, dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  series.push(runs);
  failed ||= runs.some((r) => r.failed);
  console.log(`\nbench:speed series ${s} of ${SERIES}, started ${started}, ${os.cpus().length} cores, node ${process.version}`);
  for (const r of runs) {
    console.log(
      `  bench:${r.benchmark}: ${r.seconds.toFixed(0)} s, load average before ${r.loadBefore}${r.failed ? `, FAILED (${r.failed})` : ''}`,
    );
  }
  printMarkdown(
    TARGETS.map((t) => ({
      benchmark: `bench:${t.benchmark}`,
      figure: t.figure,
      value: fmt(value(runs, t.benchmark, t.figure)),
      anchor: t.anchor ? `${t.anchor}: ${fmt(value(runs, t.benchmark, t.anchor))}` : '',
      target: `${t.op === '>=' ? '≥' : '≤'} ${t.bound.toLocaleString('en-US')}`,
      met: met(t, value(runs, t.benchmark, t.figure)) ? 'yes' : 'no',
    })),
  );
}

if (SERIES > 1) {
  console.log(`\nAcross ${SERIES} consecutive series:`);
  printMarkdown(
    TARGETS.map((t) => {
      const values = series.map((runs) => value(runs, t.benchmark, t.figure));
      return {
        benchmark: `bench:${t.benchmark}`,
        figure: t.figure,
        values: values.map(fmt).join(' / '),
        target: `${t.op === '>=' ? '≥' : '≤'} ${t.bound.toLocaleString('en-US')}`,
        'met in every series': values.every((v) => met(t, v)) ? 'yes' : 'no',
      };
    }),
  );
}
process.exit(failed ? 1 : 0);
