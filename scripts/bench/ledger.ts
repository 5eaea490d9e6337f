// Ledger throughput: postings per second, one journal per transaction ("single") and 1,000
// journals per transaction ("batched"). Each journal is a transfer between two users'
// available balances (2 postings), on a fresh database file (WAL, synchronous=NORMAL).
//   npm run bench:ledger
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDeploy } from '../../server/db/migrate.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { type JournalEntry, Ledger } from '../../server/ledger/ledger.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';

const USERS = 1000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
const file = path.join(dir, 'ledger.db');
await migrateDeploy(file);
const db = openSqlite(file);
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
function transfer(): JournalEntry {
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
}

function measure(label: string, seconds: number, step: () => number) {
  let postings = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) postings += step();
  const elapsed = (performance.now() - t0) / 1000;
  return { case: label, postings, seconds: +elapsed.toFixed(2), 'postings/s': Math.round(postings / elapsed) };
}

const rows = [
  measure('single (1 journal per transaction)', 5, () => {
    ledger.post(transfer());
    return 2;
  }),
  measure('batched (1,000 journals per transaction)', 5, () => {
    ledger.postMany(Array.from({ length: 1000 }, transfer));
    return 2000;
  }),
];
console.log(`\n${os.cpus().length} cores, node ${process.version}, SQLite WAL synchronous=NORMAL\n`);
console.table(rows);
const drifts = reconcile(db);
console.log(drifts.length ? `DRIFT: ${JSON.stringify(drifts.slice(0, 3))}` : 'reconcile: no drift');
db.close();
fs.rmSync(dir, { recursive: true, force: true });
