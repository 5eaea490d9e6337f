// Ledger invariants, checked against the database itself (not the code that wrote it):
// every journal balances per currency and mode; all accounts together sum to zero per
// currency and mode; each cached balance equals the sum of its postings; no user balance
// is negative.
import type { Sqlite } from '../db/sqlite.ts';

export interface Drift {
  check: 'journal-balance' | 'global-balance' | 'cached-balance' | 'negative-balance';
  detail: string;
}

export function reconcile(db: Sqlite): Drift[] {
  const drifts: Drift[] = [];
  const all = <T>(sql: string) => db.prepare(sql).safeIntegers(true).all() as T[];

  for (const r of all<{ journalId: bigint; currency: string; mode: string; total: bigint }>(
    `SELECT p.journalId, p.currency, a.mode, SUM(p.amount) AS total
       FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId
      GROUP BY p.journalId, p.currency, a.mode HAVING SUM(p.amount) != 0`,
  )) {
    drifts.push({ check: 'journal-balance', detail: `journal ${r.journalId} ${r.currency}/${r.mode} sums to ${r.total}` });
  }
  for (const r of all<{ currency: string; mode: string; total: bigint }>(
    `SELECT currency, mode, SUM(balance) AS total FROM "LedgerAccount" GROUP BY currency, mode HAVING SUM(balance) != 0`,
  )) {
    drifts.push({ check: 'global-balance', detail: `all ${r.currency}/${r.mode} accounts sum to ${r.total}` });
  }
  for (const r of all<{ id: bigint; balance: bigint; posted: bigint }>(
    `SELECT a.id, a.balance, COALESCE(SUM(p.amount), 0) AS posted
       FROM "LedgerAccount" a LEFT JOIN "LedgerPosting" p ON p.accountId = a.id
      GROUP BY a.id HAVING a.balance != COALESCE(SUM(p.amount), 0)`,
  )) {
    drifts.push({ check: 'cached-balance', detail: `account ${r.id} caches ${r.balance} but its postings sum to ${r.posted}` });
  }
  for (const r of all<{ id: bigint; ownerKey: string; kind: string; balance: bigint }>(
    `SELECT id, ownerKey, kind, balance FROM "LedgerAccount" WHERE userId IS NOT NULL AND balance < 0`,
  )) {
    drifts.push({ check: 'negative-balance', detail: `account ${r.id} (${r.ownerKey} ${r.kind}) is ${r.balance}` });
  }
  return drifts;
}
