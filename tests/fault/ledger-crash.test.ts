// Crash test: a child process posting ledger journals is killed with SIGKILL at random
// moments, 20 times; after each kill the database passes SQLite's integrity check and every
// ledger invariant, and the work of earlier runs is still there. The moments come from a
// seed that the test prints; CRASH_SEED=<seed> replays a failing run's kill schedule.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { ROOT, TEST_TMP } from '../helpers/paths.ts';

const dir = path.join(TEST_TMP, `crash-${process.pid}`);
const file = path.join(dir, 'crash.db');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function runAndKill(seed: number, afterMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(ROOT, 'tests/fault/ledger-worker.ts'), [file, String(seed)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'ignore',
    });
    child.once('message', () => setTimeout(() => child.kill('SIGKILL'), afterMs));
    child.once('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`worker exited by itself: ${signal}`))));
    child.once('error', reject);
  });
}

const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000) >>> 0;

/** The kill delays (ms after the worker's first journal) of the 20 runs, from `seed`. */
function killSchedule(seed: number, runs = 20): number[] {
  let s = seed;
  return Array.from({ length: runs }, () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return 50 + (s % 400);
  });
}

it('20 SIGKILLs at random moments leave an intact database and a ledger that reconciles', async () => {
  fs.mkdirSync(dir, { recursive: true });
  await migrateDeploy(file);
  const schedule = killSchedule(SEED);
  console.log(`crash test: CRASH_SEED=${SEED} (kills after ${schedule.join(', ')} ms)`);
  let previous = 0;
  for (const [run, afterMs] of schedule.entries()) {
    // (the worker's journals are seeded by the run too)
    await runAndKill(SEED + run + 1, afterMs);
    const db = openSqlite(file);
    try {
      expect(db.pragma('integrity_check', { simple: true }), `CRASH_SEED=${SEED}, run ${run + 1}`).toBe('ok');
      expect(reconcile(db, { commitments: false }), `CRASH_SEED=${SEED}, run ${run + 1}`).toEqual([]);
      const journals = (db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get() as { n: number }).n;
      expect(journals, `CRASH_SEED=${SEED}, run ${run + 1}`).toBeGreaterThanOrEqual(previous);
      previous = journals;
    } finally {
      db.close();
    }
  }
  expect(previous).toBeGreaterThan(100);
}, 120_000);
