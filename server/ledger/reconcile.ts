// Ledger invariants, checked against the database itself (not the code that wrote it):
// every journal balances per currency and mode; all accounts together sum to zero per
// currency and mode; each cached balance equals the sum of its postings; no user balance
// is negative.
import type { Sqlite } from '../db/sqlite.ts';

export interface Drift {
  check: 'journal-balance' | 'global-balance' | 'cached-balance' | 'negative-balance' | 'flow-index' | 'frozen-commitments';
  detail: string;
}

/**
 * `commitments`: also check that each user's frozen balance equals what open commitments
 * hold (withdrawals in process; later issues add orders and margins). Ledger-only tests that
 * freeze money without a commitment turn it off.
 */
export function reconcile(db: Sqlite, options: { commitments?: boolean; sinceJournalId?: number } = {}): Drift[] {
  const drifts: Drift[] = [];
  // with sinceJournalId, the per-journal and per-account checks look only at journals after
  // it and the accounts they touched (for checks after every step of a long test)
  const since = options.sinceJournalId ?? 0;
  const all = <T>(sql: string) => db.prepare(sql).safeIntegers(true).all({ since }) as T[];

  for (const r of all<{ journalId: bigint; currency: string; mode: string; total: bigint }>(
    `SELECT p.journalId, a.currency, a.mode, SUM(p.amount) AS total
       FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId
      WHERE p.journalId > @since
      GROUP BY p.journalId, a.currency, a.mode HAVING SUM(p.amount) != 0`,
  )) {
    drifts.push({ check: 'journal-balance', detail: `journal ${r.journalId} ${r.currency}/${r.mode} sums to ${r.total}` });
  }
  for (const r of all<{ currency: string; mode: string; total: bigint }>(
    `SELECT currency, mode, SUM(balance) AS total FROM "LedgerAccount" GROUP BY currency, mode HAVING SUM(balance) != 0`,
  )) {
    drifts.push({ check: 'global-balance', detail: `all ${r.currency}/${r.mode} accounts sum to ${r.total}` });
  }
  for (const r of all<{ id: bigint; balance: bigint; posted: bigint }>(
    `SELECT a.id, a.balance, COALESCE(s.posted, 0) AS posted
       FROM "LedgerAccount" a LEFT JOIN (SELECT accountId, SUM(amount) AS posted FROM "LedgerPosting" GROUP BY accountId) s ON s.accountId = a.id
      WHERE (@since = 0 OR a.id IN (SELECT accountId FROM "LedgerPosting" WHERE journalId > @since))
        AND a.balance != COALESCE(s.posted, 0)`,
  )) {
    drifts.push({ check: 'cached-balance', detail: `account ${r.id} caches ${r.balance} but its postings sum to ${r.posted}` });
  }
  for (const r of all<{ id: bigint; ownerKey: string; kind: string; balance: bigint }>(
    `SELECT id, ownerKey, kind, balance FROM "LedgerAccount" WHERE userId IS NOT NULL AND balance < 0`,
  )) {
    drifts.push({ check: 'negative-balance', detail: `account ${r.id} (${r.ownerKey} ${r.kind}) is ${r.balance}` });
  }
  // the flow index holds exactly the postings up to its watermark (on a connection that has
  // the index file attached, see flow-index.ts)
  const attached = (db.pragma('database_list') as { name: string }[]).some((d) => d.name === 'flow');
  if (attached) {
    for (const r of all<{ problem: string; n: bigint }>(
      `SELECT 'postings up to the watermark missing from the index' AS problem, COUNT(*) AS n FROM "LedgerPosting" p
        WHERE p.journalId <= (SELECT indexedThrough FROM flow."LedgerFlowState" WHERE id = 1)
          AND NOT EXISTS (SELECT 1 FROM flow."LedgerFlow" f WHERE f.accountId = p.accountId AND f.journalId = p.journalId)
       UNION ALL
       SELECT 'index entries without a posting up to the watermark', COUNT(*) FROM flow."LedgerFlow" f
        WHERE f.journalId > (SELECT indexedThrough FROM flow."LedgerFlowState" WHERE id = 1)
           OR NOT EXISTS (SELECT 1 FROM "LedgerPosting" p WHERE p.journalId = f.journalId AND p.accountId = f.accountId)`,
    )) {
      if (r.n !== 0n) drifts.push({ check: 'flow-index', detail: `${r.n} ${r.problem}` });
    }
  }
  // frozen money is exactly what open commitments hold: withdrawals in process (real) and
  // open fast orders (real or demo)
  if (options.commitments === false) return drifts;
  for (const r of all<{ userId: bigint; currency: string; mode: string; frozen: bigint; open: bigint }>(
    `SELECT u.userId, u.currency, u.mode, COALESCE(a.balance, 0) AS frozen, SUM(u.open) AS open FROM (
        SELECT userId, currency, 'real' AS mode, amount AS open FROM "Withdrawal" WHERE status = 'processing'
        UNION ALL
        SELECT userId, currency, mode, amount FROM "FastOrder" WHERE status = 'open'
        UNION ALL
        SELECT userId, currency, mode, 0 FROM "LedgerAccount" WHERE kind = 'frozen' AND userId IS NOT NULL
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'user:' || u.userId AND a.currency = u.currency AND a.kind = 'frozen' AND a.mode = u.mode
      GROUP BY u.userId, u.currency, u.mode HAVING COALESCE(a.balance, 0) != SUM(u.open)`,
  )) {
    drifts.push({ check: 'frozen-commitments', detail: `user ${r.userId} ${r.currency}/${r.mode}: frozen ${r.frozen}, open commitments ${r.open}` });
  }
  return drifts;
}
