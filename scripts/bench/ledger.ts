// Ledger throughput: postings per second, one journal per transaction ("single") and 1,000
// journals per transaction ("batched"). Each journal is a transfer between two users'
// available balances (2 postings). Each case runs for 5 seconds on its own fresh database
// file configured as the server runs it (WAL, synchronous=FULL, checkpoints in a worker
// thread). The flow index (postings by account) is built by its worker thread, as in the
// server: postings/s counts the time until the index has caught up with the last posting.
// Every posting counted must be in the database and the ledger must reconcile, else the run stops.
// BENCH_STORE=postgres: the same cases on PostgreSQL (decision 080), each on a fresh migrated
// database through the synchronous connection the server uses (openPgSync); checkpoints, the
// flow worker and the synchronous pragma are SQLite's and do not apply (the flow index is a view).
//   npm run bench:ledger
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCheckpointer } from '../../server/db/checkpointer.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { openFlowConnection, startFlowWorker } from '../../server/ledger/flow-index.ts';
import { openSqlite, type Sqlite } from '../../server/db/sqlite.ts';
import { openPgSync } from '../../server/db/store/index.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { type JournalEntry, Ledger } from '../../server/ledger/ledger.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { reportFigures } from './lib/figures.ts';
import { setting, sized } from './lib/scale.ts';
import { BENCH_STORE, type BenchPgDatabase, createBenchPgDatabase, migratePgInChild, storeLabel } from './lib/store.ts';

const USERS = sized(1000, 100);
const SECONDS = setting('BENCH_SECONDS', 5, 1);
/** FULL as the server runs (decision 072); BENCH_SYNCHRONOUS=NORMAL measures what durability costs, in the same run's conditions. */
const SYNCHRONOUS = process.env.BENCH_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL';

/** The store's side of a case: a fresh migrated database and what runs beside the writers. */
interface CaseStore {
  db: Sqlite;
  /** Starts what keeps the flow index; resolves once it holds every posting up to the last journal. */
  startIndex(): { caughtUp(lastJournalId: number): Promise<void> };
  /** Stops the work beside the writers; the connection reconcile reads and what is left to show (WAL size). */
  finish(): Promise<{ reader: Sqlite; shown: Record<string, number>; done(): Promise<void> }>;
}

async function sqliteCase(): Promise<CaseStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const file = path.join(dir, 'ledger.db');
  await migrateDeploy(file);
  const db = openSqlite(file, { synchronous: SYNCHRONOUS });
  // as the server runs it: no checkpoints on the writing thread, a worker checkpoints
  db.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file);
  let flowWorker: ReturnType<typeof startFlowWorker> | undefined;
  return {
    db,
    startIndex: () => {
      flowWorker = startFlowWorker(file, (e) => {
        throw e;
      });
      return flowWorker;
    },
    finish: async () => {
      await flowWorker?.stop();
      const flow = openFlowConnection(file);
      const walMb = fs.statSync(`${file}-wal`).size / 1e6;
      return {
        reader: flow,
        shown: { 'WAL MB at end': Math.round(walMb) },
        done: async () => {
          flow.close();
          await checkpointer.stop();
          db.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** Migrated once a run (in its own process); each case copies it. */
let pgTemplate: BenchPgDatabase | undefined;

async function postgresCase(): Promise<CaseStore> {
  if (!pgTemplate) {
    pgTemplate = await createBenchPgDatabase('ledger_template');
    await migratePgInChild(pgTemplate.url);
  }
  const database = await createBenchPgDatabase('ledger', pgTemplate.name);
  const db = openPgSync(database.url, { applicationName: 'bench-ledger' });
  return {
    db,
    // the flow index is a view over the postings: caught up as soon as they are committed
    startIndex: () => ({ caughtUp: async () => {} }),
    finish: async () => ({
      reader: db,
      shown: {},
      done: async () => {
        db.close();
        await database.drop();
      },
    }),
  };
}

async function runCase(label: string, journalsPerTransaction: number) {
  const store = BENCH_STORE === 'postgres' ? await postgresCase() : await sqliteCase();
  const { db } = store;
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
  const flowIndex = store.startIndex();
  let postings = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    if (journalsPerTransaction === 1) ledger.post(transfer());
    else ledger.postMany(Array.from({ length: journalsPerTransaction }, transfer));
    postings += 2 * journalsPerTransaction;
  }
  const writing = (performance.now() - t0) / 1000;
  const last = (db.prepare('SELECT MAX(id) AS id FROM "LedgerJournal"').get() as { id: number }).id;
  await flowIndex.caughtUp(last);
  const elapsed = (performance.now() - t0) / 1000;
  const end = await store.finish();
  const drifts = reconcile(end.reader);
  // the postings counted are the postings written (the funding journals' two legs each on top)
  const written = Number((db.prepare('SELECT COUNT(*) AS n FROM "LedgerPosting"').get() as { n: number | bigint }).n);
  await end.done();
  if (drifts.length) throw new Error(`${label}: the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 5))}`);
  if (written !== postings + 2 * USERS) throw new Error(`${label}: ${written - 2 * USERS} postings written, ${postings} counted`);
  return {
    case: label,
    postings,
    'writing s': +writing.toFixed(2),
    'index caught up s': +elapsed.toFixed(2),
    'postings/s': Math.round(postings / elapsed),
    ...end.shown,
    reconcile: drifts.length ? `DRIFT ${JSON.stringify(drifts.slice(0, 2))}` : 'clean',
  };
}

let rows: Awaited<ReturnType<typeof runCase>>[];
try {
  rows = [await runCase('single (1 journal per transaction)', 1), await runCase('batched (1,000 journals per transaction)', 1000)];
} finally {
  await pgTemplate?.drop();
}
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(
  BENCH_STORE === 'postgres'
    ? `\n${storeLabel()}: ${os.cpus().length} cores, node ${process.version}, load average ${load}; every statement a round trip to the database server through the connection's worker thread, each transaction taking the writers' advisory lock (decision 080). SQLite's checkpointer, flow worker and synchronous pragma do not apply: the flow index is a view over the postings\n`
    : `\n${storeLabel()}: ${os.cpus().length} cores, node ${process.version}, load average ${load}, WAL synchronous=${SYNCHRONOUS} (decision 072), checkpoints in a worker thread\n`,
);
console.table(rows);
reportFigures(
  'ledger',
  rows.map((r) => ({ figure: `${r.case.split(' ')[0]}, postings/s`, value: r['postings/s'] })),
);
