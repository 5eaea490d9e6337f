// Crash test: a child process posting ledger journals is killed with SIGKILL at random
// moments, 20 times; after each kill the database passes SQLite's integrity check and every
// ledger invariant, and the work of earlier runs is still there.
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

it('20 SIGKILLs at random moments leave an intact database and a ledger that reconciles', async () => {
  fs.mkdirSync(dir, { recursive: true });
  await migrateDeploy(file);
  let previous = 0;
  for (let run = 0; run < 20; run++) {
    await runAndKill(run + 1, 50 + Math.floor(Math.random() * 400));
    const db = openSqlite(file);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(reconcile(db, { commitments: false })).toEqual([]);
      const journals = (db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get() as { n: number }).n;
      expect(journals).toBeGreaterThanOrEqual(previous);
      previous = journals;
    } finally {
      db.close();
    }
  }
  expect(previous).toBeGreaterThan(100);
}, 120_000);
