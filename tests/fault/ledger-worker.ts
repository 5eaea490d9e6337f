// Child process for the crash test: posts ledger journals as fast as it can until killed.
// usage: tsx tests/fault/ledger-worker.ts <database file> <seed>
import { openSqlite } from '../../server/db/sqlite.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { type JournalEntry, Ledger } from '../../server/ledger/ledger.ts';

const [file, seedText] = process.argv.slice(2);
if (!file) throw new Error('database file required');
const db = openSqlite(file);
const ledger = new Ledger(db, systemClock);
let s = Number(seedText ?? 1) >>> 0;
const rand = (n: number) => {
  s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
  return s % n;
};
const run = `${process.pid}-${Date.now()}`;
let n = 0;

function entry(): JournalEntry {
  const user = rand(50);
  const amount = BigInt(1 + rand(10_000));
  const key = `${run}:${n++}`;
  switch (rand(3)) {
    case 0:
      return {
        key,
        type: 'deposit',
        legs: [
          { account: { platform: 'deposit_clearing', currency: 'USDT' }, amount: -amount },
          { account: { userId: user, kind: 'available', currency: 'USDT' }, amount },
        ],
      };
    case 1:
      return {
        key,
        type: 'freeze',
        legs: [
          { account: { userId: user, kind: 'available', currency: 'USDT' }, amount: -amount },
          { account: { userId: user, kind: 'frozen', currency: 'USDT' }, amount },
        ],
      };
    default:
      return {
        key,
        type: 'transfer',
        legs: [
          { account: { userId: user, kind: 'available', currency: 'USDT' }, amount: -amount },
          { account: { userId: (user + 1) % 50, kind: 'available', currency: 'USDT' }, amount },
        ],
      };
  }
}

process.send?.('ready');
for (;;) {
  try {
    if (rand(4) === 0) ledger.postMany(Array.from({ length: 1 + rand(200) }, entry));
    else ledger.post(entry());
  } catch {
    // insufficient balance: the journal (or batch) is refused as a whole; go on
  }
}
