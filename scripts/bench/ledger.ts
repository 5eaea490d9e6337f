// Ledger throughput: postings per second, one journal per transaction ("single") and 1,000
// journals per transaction ("batched"). Each journal is a transfer between two users'
// available balances (2 postings). Each case runs for 5 seconds on its own fresh database
// file configured as the server runs it (WAL, synchronous=FULL, checkpoints in a worker
// thread). The flow index (postings by account) is built by its worker thread, as in the
// server: postings/s counts the time until the index has caught up with the last posting.
// Every posting counted must be in the database and the ledger must reconcile, else the run stops.
//   npm run bench:ledger
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCheckpointer } from '../../server/db/checkpointer.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { openFlowConnection, startFlowWorker } from '../../server/ledger/flow-index.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { type JournalEntry, Ledger } from '../../server/ledger/ledger.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { setting, sized } from './lib/scale.ts';

const USERS = sized(1000, 100);
const SECONDS = setting('BENCH_SECONDS', 5, 1);
/** FULL as the server runs (decision 072); BENCH_SYNCHRONOUS=NORMAL measures what durability costs, in the same run's conditions. */
const SYNCHRONOUS = process.env.BENCH_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL';

async function runCase(label: string, journalsPerTransaction: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const file = path.join(dir, 'ledger.db');
  await migrateDeploy(file);
  const db = openSqlite(file, { synchronous: SYNCHRONOUS });
  // as the server runs it: no checkpoints on the writing thread, a worker checkpoints
  db.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file);
  const ledger = new Ledger(db, systemClock);

  // fund every user
  ledger.postMany(
    Array.from({ length: USERS }, (_, u) => ({
      key: `fund:${u}`,
      type: 'deposit',
      userId: u,
      legs: [
        { account: { platform: 'deposit_clearing' as const, currency: 'USDT' }, amount: -1_000_000_000_000n },
        { account: { userId: u, kind: 'available' as const, currency: 'USDT' }, amount: 1_000_000_000_000n },
      ],
    })),
  );

  let seq = 0;
  const transfer = (): JournalEntry => {
    const n = seq++;
    const from = n % USERS;
    const to = (n * 7 + 3) % USERS;
    return {
      key: `t:${n}`,
      type: 'transfer',
      userId: from,
      legs: [
        { account: { userId: from, kind: 'available', currency: 'USDT' }, amount: -1_000n },
        { account: { userId: to === from ? (to + 1) % USERS : to, kind: 'available', currency: 'USDT' }, amount: 1_000n },
      ],
    };
  };

  // the flow index (postings by account) is built by its worker thread as in the server;
  // the time until it has caught up with the last posting counts
  const flowWorker = startFlowWorker(file, (e) => {
    throw e;
  });
  let postings = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    if (journalsPerTransaction === 1) ledger.post(transfer());
    else ledger.postMany(Array.from({ length: journalsPerTransaction }, transfer));
    postings += 2 * journalsPerTransaction;
  }
  const writing = (performance.now() - t0) / 1000;
  const last = (db.prepare('SELECT MAX(id) AS id FROM "LedgerJournal"').get() as { id: number }).id;
  await flowWorker.caughtUp(last);
  const elapsed = (performance.now() - t0) / 1000;
  await flowWorker.stop();
  const flow = openFlowConnection(file);
  const walMb = fs.statSync(`${file}-wal`).size / 1e6;
  const drifts = reconcile(flow);
  flow.close();
  // the postings counted are the postings written (the funding journals' two legs each on top)
  const written = (db.prepare('SELECT COUNT(*) AS n FROM "LedgerPosting"').get() as { n: number }).n;
  await checkpointer.stop();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (drifts.length) throw new Error(`${label}: the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 5))}`);
  if (written !== postings + 2 * USERS) throw new Error(`${label}: ${written - 2 * USERS} postings written, ${postings} counted`);
  return {
    case: label,
    postings,
    'writing s': +writing.toFixed(2),
    'index caught up s': +elapsed.toFixed(2),
    'postings/s': Math.round(postings / elapsed),
    'WAL MB at end': Math.round(walMb),
    reconcile: drifts.length ? `DRIFT ${JSON.stringify(drifts.slice(0, 2))}` : 'clean',
  };
}

const rows = [await runCase('single (1 journal per transaction)', 1), await runCase('batched (1,000 journals per transaction)', 1000)];
console.log(
  `\n${os.cpus().length} cores, node ${process.version}, SQLite WAL synchronous=${SYNCHRONOUS} (decision 072), checkpoints in a worker thread\n`,
);
console.table(rows);
