// Ledger invariants, checked against the database itself (not the code that wrote it):
// every journal balances per currency and mode; all accounts together sum to zero per
// currency and mode; each cached balance equals the sum of its postings; no user balance
// is negative; what is held for open commitments equals what they hold.
import { hasFlowIndexFile } from '../db/store/kind.ts';
import type { Sqlite } from '../db/sqlite.ts';

export interface Drift {
  check:
    | 'journal-balance'
    | 'global-balance'
    | 'cached-balance'
    | 'negative-balance'
    | 'flow-index'
    | 'frozen-commitments'
    | 'escrow-commitments'
    | 'fast-order-state'
    | 'contract-commitments'
    | 'contract-position-state'
    | 'spot-commitments'
    | 'spot-order-state'
    | 'proposal-journals'
    | 'bonus-grants'
    | 'mining-commitments'
    | 'mining-order-state'
    | 'incoming-transfers'
    | 'api-keys'
    | 'futures-orders'
    | 'copy-trading'
    | 'class-wallets';
  detail: string;
}

/**
 * `commitments`: also check that each user's frozen balance equals what open commitments
 * hold (withdrawals in process; later issues add margins), that the fast-order escrow holds
 * exactly the stakes of open fast orders, and that every fast order is either queued or
 * settled. Ledger-only tests that freeze money without a commitment turn it off.
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
  const attached = hasFlowIndexFile(db);
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
  // frozen money is exactly what open commitments hold: withdrawals in process. (In these
  // commitment checks each group joins at most one account: MAX(a.balance) is its balance.)
  if (options.commitments === false) return drifts;
  for (const r of all<{ userId: bigint; currency: string; mode: string; frozen: bigint; open: bigint }>(
    `SELECT u.userId, u.currency, u.mode, COALESCE(MAX(a.balance), 0) AS frozen, SUM(u.open) AS open FROM (
        SELECT userId, currency, 'real' AS mode, amount AS open FROM "Withdrawal" WHERE status = 'processing'
        UNION ALL
        SELECT userId, currency, mode, 0 FROM "LedgerAccount" WHERE kind = 'frozen' AND userId IS NOT NULL
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'user:' || u.userId AND a.currency = u.currency AND a.kind = 'frozen' AND a.mode = u.mode
      GROUP BY u.userId, u.currency, u.mode HAVING COALESCE(MAX(a.balance), 0) != SUM(u.open)`,
  )) {
    drifts.push({
      check: 'frozen-commitments',
      detail: `user ${r.userId} ${r.currency}/${r.mode}: frozen ${r.frozen}, open commitments ${r.open}`,
    });
  }
  // the fast-order escrow holds exactly the stakes of the orders in the settlement queue and of
  // the replays' unsettled orders (a replay settles its own, never queued: decision 105)
  for (const r of all<{ currency: string; mode: string; held: bigint; open: bigint }>(
    `SELECT u.currency, u.mode, COALESCE(MAX(a.balance), 0) AS held, SUM(u.open) AS open FROM (
        SELECT o.currency, o.mode, o.amount AS open FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId
        UNION ALL
        SELECT o.currency, o.mode, o.amount FROM "FastOrder" o
         WHERE o.replaySessionId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "FastSettlement" s WHERE s.orderId = o.id)
        UNION ALL
        SELECT currency, mode, 0 FROM "LedgerAccount" WHERE kind = 'fast_escrow' AND ownerKey = 'platform'
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'platform' AND a.kind = 'fast_escrow' AND a.currency = u.currency AND a.mode = u.mode
      GROUP BY u.currency, u.mode HAVING COALESCE(MAX(a.balance), 0) != SUM(u.open)`,
  )) {
    drifts.push({ check: 'escrow-commitments', detail: `fast escrow ${r.currency}/${r.mode} holds ${r.held}, open stakes ${r.open}` });
  }
  // a live fast order is queued or settled, never both, never neither; the queue names its
  // expiry; a replay's order is never queued, and settled at most once
  // (the counts are named in an outer query: PostgreSQL reads no select alias in WHERE)
  for (const r of all<{ id: bigint; queued: bigint; settled: bigint }>(
    `SELECT id, queued, settled FROM (
        SELECT o.id, o.replaySessionId, (SELECT COUNT(*) FROM "FastOpenOrder" q WHERE q.orderId = o.id AND q.expiresAt = o.expiresAt) AS queued,
               (SELECT COUNT(*) FROM "FastSettlement" s WHERE s.orderId = o.id) AS settled
          FROM "FastOrder" o
      ) c WHERE (replaySessionId IS NULL AND queued + settled != 1) OR (replaySessionId IS NOT NULL AND (queued != 0 OR settled > 1))
     UNION ALL
     SELECT q.orderId, 1, 0 FROM "FastOpenOrder" q WHERE NOT EXISTS (SELECT 1 FROM "FastOrder" o WHERE o.id = q.orderId AND o.expiresAt = q.expiresAt)
     UNION ALL
     SELECT s.orderId, 0, 1 FROM "FastSettlement" s WHERE NOT EXISTS (SELECT 1 FROM "FastOrder" o WHERE o.id = s.orderId)`,
  )) {
    drifts.push({ check: 'fast-order-state', detail: `fast order ${r.id}: queued ${r.queued}, settled ${r.settled}` });
  }
  drifts.push(...contractDrifts(all));
  drifts.push(...spotDrifts(all));
  drifts.push(...miningDrifts(all));
  // staff-made money (manual adjustments, promotional credits) exists only as the one journal
  // of an approved proposal, and the adjustment account moves only with those journals (a
  // reference is matched as text: one that is not a number is a drift, where PostgreSQL's CAST would throw)
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'journal without an approved proposal' AS problem, j.reference AS ref FROM "LedgerJournal" j
      WHERE j.type IN ('manual_adjustment', 'promotion_grant')
        AND NOT EXISTS (SELECT 1 FROM "Proposal" p WHERE 'proposal:' || p.id = j.reference AND p.status = 'approved')
     UNION ALL
     SELECT 'approved proposal without exactly one journal', 'proposal:' || p.id FROM "Proposal" p
       LEFT JOIN (SELECT reference, COUNT(*) AS n FROM "LedgerJournal" WHERE type IN ('manual_adjustment', 'promotion_grant') GROUP BY reference) j
         ON j.reference = 'proposal:' || p.id
      WHERE p.status = 'approved' AND p.kind IN ('balance-adjustment', 'promotion-grant') AND COALESCE(j.n, 0) != 1
     UNION ALL
     SELECT 'adjustment account moved by another journal', 'journal:' || j.id FROM "LedgerPosting" x
       JOIN "LedgerAccount" a ON a.id = x.accountId JOIN "LedgerJournal" j ON j.id = x.journalId
      WHERE a.ownerKey = 'platform' AND a.kind = 'adjustments' AND j.type != 'manual_adjustment'`,
  )) {
    drifts.push({ check: 'proposal-journals', detail: `${r.problem}: ${r.ref}` });
  }
  drifts.push(...bonusDrifts(all));
  drifts.push(...incomingDrifts(all));
  drifts.push(...apiKeyDrifts(all));
  drifts.push(...futuresOrderDrifts(all));
  drifts.push(...copyDrifts(all));
  drifts.push(...classDrifts(all));
  return drifts;
}

/**
 * Classrooms (decisions 105, 106): a class wallet (mode `class:<id>`) is a learner's of that
 * class only: every user account and every fast order, contract position and customer spot order
 * of a class's mode belongs to a member of that class (never its teacher, never a class that does
 * not exist), so no one's money or trades reach a class they are not in.
 */
function classDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  const notMember = (alias: string) =>
    `NOT EXISTS (SELECT 1 FROM "ClassMember" m WHERE 'class:' || m.classId = ${alias}.mode AND m.userId = ${alias}.userId)`;
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'class account of a non-member' AS problem, 'account:' || a.id AS ref FROM "LedgerAccount" a
      WHERE a.mode LIKE 'class:%' AND a.userId IS NOT NULL AND ${notMember('a')}
     UNION ALL
     SELECT 'class fast order of a non-member', 'fast:' || f.id FROM "FastOrder" f
      WHERE f.mode LIKE 'class:%' AND ${notMember('f')}
     UNION ALL
     SELECT 'class position of a non-member', 'contract:' || p.id FROM "ContractPosition" p
      WHERE p.mode LIKE 'class:%' AND ${notMember('p')}
     UNION ALL
     SELECT 'class spot order of a non-member', 'spot:' || o.id FROM "SpotOrder" o
      WHERE o.mode LIKE 'class:%' AND o.userId IS NOT NULL AND ${notMember('o')}`,
  )) {
    drifts.push({ check: 'class-wallets', detail: `${r.problem}: ${r.ref}` });
  }
  return drifts;
}

/**
 * Copy trading (docs/decisions/103-copy-trading.md): every done open job has exactly one
 * position, the one it names, a copy of the job's subscription and of the leader's position;
 * every copy has its done open job; no demo leader was copied into a real wallet (no such
 * subscription, no real copy of a demo leader's position); a done job names a position of its
 * follower in the subscription's wallet; an active subscription's open copies hold no more margin
 * than its cap (each open and add is checked against it, the margin of a copy only shrinks
 * otherwise, and a cap below the margin in use is refused).
 */
function copyDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'done open job without exactly its copy' AS problem, 'copy-job:' || j.id AS ref FROM "CopyJob" j
      WHERE j.kind = 'open' AND j.status = 'done'
        AND (SELECT COUNT(*) FROM "ContractPosition" p
              WHERE p.copyOf = j.subscriptionId AND p.followOf = j.leaderPositionId AND p.id = j.positionId) != 1
     UNION ALL
     SELECT 'copy without its done open job', 'contract:' || p.id FROM "ContractPosition" p
      WHERE p.copyOf IS NOT NULL
        AND (SELECT COUNT(*) FROM "CopyJob" j WHERE j.kind = 'open' AND j.status = 'done' AND j.positionId = p.id) != 1
     UNION ALL
     SELECT 'demo leader copied into real money', 'copy-subscription:' || s.id FROM "CopySubscription" s
      WHERE s.leaderMode = 'demo' AND s.mode = 'real'
     UNION ALL
     SELECT 'real copy of a demo position', 'contract:' || p.id FROM "ContractPosition" p
       JOIN "ContractPosition" l ON l.id = p.followOf
      WHERE p.copyOf IS NOT NULL AND p.mode = 'real' AND l.mode = 'demo'
     UNION ALL
     SELECT 'done job naming a position not the follower''s in its wallet', 'copy-job:' || j.id FROM "CopyJob" j
       JOIN "CopySubscription" s ON s.id = j.subscriptionId
      WHERE j.status = 'done' AND (j.positionId IS NULL OR NOT EXISTS (SELECT 1 FROM "ContractPosition" p
              WHERE p.id = j.positionId AND p.userId = s.followerId AND p.mode = s.mode AND p.copyOf = s.id))
     UNION ALL
     SELECT 'open copies above the cap', 'copy-subscription:' || s.id FROM "CopySubscription" s
      WHERE s.status = 'active'
        AND (SELECT COALESCE(SUM(p.margin), 0) FROM "ContractPosition" p WHERE p.copyOf = s.id AND p.status IN ('holding', 'locked')) > s.maxMargin`,
  )) {
    drifts.push({ check: 'copy-trading', detail: `${r.problem}: ${r.ref}` });
  }
  return drifts;
}

/**
 * Futures orders of the Binance-compatible API (docs/decisions/095-binance-futures-api.md): an
 * order's executed lots and value are the sum of its fills; each fill is an open or close event of
 * its position under the same journal, lots and price (an open: of a position the order opened);
 * a position an order opened and that filled has the order's fill; the status agrees with the
 * parts: a working order has a part waiting or resting (a pending position), and its executed,
 * waiting and resting lots are at most its lots (less once a waiting part was refused at its tick;
 * a stop waits whole until triggered), a filled one executed them all (a closePosition stop:
 * something), a cancelled or expired one has nothing left working; the key was its user's, of its wallet.
 */
function futuresOrderDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  const stop = `o.type IN ('STOP_MARKET', 'TAKE_PROFIT_MARKET')`;
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'executed lots or value differ from its fills' AS problem, 'futures-order:' || o.id AS ref FROM "FuturesOrder" o
       LEFT JOIN (SELECT orderId, SUM(lots) AS lots, SUM(lots * ticks) AS value FROM "FuturesOrderFill" GROUP BY orderId) f ON f.orderId = o.id
      WHERE o.executedLots != COALESCE(f.lots, 0) OR o.executedValue != COALESCE(f.value, 0)
     UNION ALL
     SELECT 'fill without its position''s event', 'futures-fill:' || f.id FROM "FuturesOrderFill" f
      WHERE NOT EXISTS (SELECT 1 FROM "ContractEvent" e WHERE e.positionId = f.positionId AND e.journalId = f.journalId
                           AND e.kind = f.kind AND e.lots = f.lots AND e.ticks = f.ticks)
         OR (f.kind = 'open' AND NOT EXISTS (SELECT 1 FROM "ContractPosition" p WHERE p.id = f.positionId AND p.futuresOrderId = f.orderId))
     UNION ALL
     SELECT 'position an order opened without the order''s fill', 'contract:' || p.id FROM "ContractPosition" p
      WHERE p.futuresOrderId IS NOT NULL AND p.status IN ('holding', 'locked', 'closed')
        AND NOT EXISTS (SELECT 1 FROM "FuturesOrderFill" f WHERE f.positionId = p.id AND f.orderId = p.futuresOrderId AND f.kind = 'open')
     UNION ALL
     SELECT 'status ' || o.status || ' disagrees with its parts', 'futures-order:' || o.id FROM (
        SELECT o.*, COALESCE((SELECT SUM(p.lots) FROM "ContractPosition" p WHERE p.futuresOrderId = o.id AND p.status = 'pending'), 0) AS resting
          FROM "FuturesOrder" o
      ) o
      WHERE NOT CASE
        WHEN o.status IN ('NEW', 'PARTIALLY_FILLED') THEN (o.status = 'NEW') = (o.executedLots = 0)
          AND CASE WHEN ${stop} THEN o.triggerTickTime IS NULL AND o.waitingLots = o.lots AND o.resting = 0
                   ELSE (o.waitingLots > 0 OR o.resting > 0) AND o.executedLots + o.waitingLots + o.resting <= o.lots END
        WHEN o.status = 'FILLED' THEN o.waitingLots = 0 AND o.resting = 0 AND o.executedLots > 0
          AND (o.executedLots = o.lots OR o.closePosition) AND (NOT ${stop} OR o.triggerTickTime IS NOT NULL)
        WHEN o.status = 'EXPIRED' THEN o.waitingLots = 0 AND o.resting = 0 AND (o.executedLots < o.lots OR o.lots = 0)
          AND (NOT ${stop} OR o.triggerTickTime IS NOT NULL)
        WHEN o.status = 'CANCELED' THEN o.waitingLots = 0 AND o.resting = 0 AND (o.executedLots < o.lots OR o.lots = 0)
        ELSE FALSE END
     UNION ALL
     SELECT 'futures order placed by a key of another user or wallet', 'futures-order:' || o.id FROM "FuturesOrder" o
      WHERE NOT EXISTS (SELECT 1 FROM "ApiKey" k WHERE k.id = o.apiKeyId AND k.userId = o.userId AND k.mode = o.mode)`,
  )) {
    drifts.push({ check: 'futures-orders', detail: `${r.problem}: ${r.ref}` });
  }
  return drifts;
}

/**
 * API keys (docs/decisions/092-api-keys.md): no key stays active on an account that is not (a
 * freeze or a cancellation ends them in its own transaction); an order placed by key was placed
 * by a key of its own user and of its own wallet (a demo key never moves real money).
 */
function apiKeyDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'active key of an account that is not active' AS problem, 'key:' || k.id AS ref FROM "ApiKey" k
       JOIN "User" u ON u.id = k.userId
      WHERE k.revokedAt IS NULL AND u.status != 'active'
     UNION ALL
     SELECT 'order placed by a key of another user or wallet', 'spot-order:' || o.id FROM "SpotOrder" o
      WHERE o.apiKeyId IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "ApiKey" k WHERE k.id = o.apiKeyId AND k.userId = o.userId AND k.mode = o.mode)`,
  )) {
    drifts.push({ check: 'api-keys', detail: `${r.problem}: ${r.ref}` });
  }
  return drifts;
}

/**
 * Incoming transfers (docs/decisions/091-incoming-transfers.md): each credited transfer has
 * exactly one journal under its key `incoming:<network>:<txId>` crediting its amount to its
 * user's available balance in its currency and mode, one still confirming has none, and every
 * `incoming_transfer` journal belongs to a credited transfer. Real money comes from deposit
 * clearing and only by staff (a recorded transfer); the simulated chain's transfers are demo
 * money from the demo issuance, never real.
 */
function incomingDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  const key = `'incoming:' || t.network || ':' || t.txId`;
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'credited transfer without exactly one journal of its amount' AS problem, ${key} AS ref FROM "IncomingTransfer" t
      WHERE t.status = 'credited'
        AND (SELECT COUNT(*) FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id JOIN "LedgerAccount" a ON a.id = p.accountId
              WHERE j.idempotencyKey = ${key} AND j.type = 'incoming_transfer' AND a.ownerKey = 'user:' || t.userId
                AND a.kind = 'available' AND a.currency = t.currency AND a.mode = t.mode AND p.amount = t.amount) != 1
     UNION ALL
     SELECT 'confirming transfer with a journal', ${key} FROM "IncomingTransfer" t
      WHERE t.status != 'credited' AND EXISTS (SELECT 1 FROM "LedgerJournal" j WHERE j.idempotencyKey = ${key})
     UNION ALL
     SELECT 'incoming journal without a credited transfer', 'journal:' || j.id FROM "LedgerJournal" j
      WHERE j.type = 'incoming_transfer'
        AND NOT EXISTS (SELECT 1 FROM "IncomingTransfer" t WHERE t.status = 'credited' AND ${key} = j.idempotencyKey)
     UNION ALL
     SELECT 'transfer answering a claim that is not its customer''s closed crypto deposit', ${key} FROM "IncomingTransfer" t
      WHERE t.depositId IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "Deposit" d WHERE d.id = t.depositId AND d.userId = t.userId AND d.channel = 'crypto' AND d.status = 'success')
     UNION ALL
     SELECT 'transfer of the wrong mode for its source', ${key} FROM "IncomingTransfer" t
      WHERE NOT ((t.source = 'staff' AND t.mode = 'real') OR (t.source = 'simulated' AND t.mode = 'demo'))
     UNION ALL
     SELECT 'incoming journal from another account than deposit clearing (real) or demo issuance (demo)', 'journal:' || j.id
       FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id JOIN "LedgerAccount" a ON a.id = p.accountId
      WHERE j.type = 'incoming_transfer' AND a.ownerKey = 'platform'
        AND NOT ((a.kind = 'deposit_clearing' AND a.mode = 'real') OR (a.kind = 'demo_issuance' AND a.mode = 'demo'))`,
  )) {
    drifts.push({ check: 'incoming-transfers', detail: `${r.problem}: ${r.ref}` });
  }
  return drifts;
}

/**
 * Bonuses (docs/decisions/048-bonuses.md): each grant has exactly its one grant journal (the
 * amount from the bonuses account to the user's real USDT), an expired one the expiry journal of
 * what it took back (none when it took nothing), one forfeited on cancellation its forfeit
 * journal likewise (decision 071), and nothing else moves the bonuses account but
 * these and promotional credits; so the account stands at −(granted − taken back − promotional).
 * A settled grant's amounts stay within the grant; one taken back never exceeds what was left.
 */
function bonusDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ problem: string; ref: string }>(
    `SELECT 'grant without its journal' AS problem, 'bonus:' || g.id AS ref FROM "BonusGrant" g
      WHERE NOT EXISTS (SELECT 1 FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id
                          JOIN "LedgerAccount" a ON a.id = p.accountId
                         WHERE j.id = g.journalId AND j.type = 'bonus_grant' AND j.reference = 'bonus:' || g.id
                           AND a.ownerKey = 'user:' || g.userId AND a.kind = 'available' AND a.currency = 'USDT' AND a.mode = 'real'
                           AND p.amount = g.amount)
     UNION ALL
     SELECT 'bonus journal without its grant', 'journal:' || j.id FROM "LedgerJournal" j
      WHERE j.type IN ('bonus_grant', 'bonus_expiry', 'bonus_forfeit')
        AND NOT EXISTS (SELECT 1 FROM "BonusGrant" g WHERE 'bonus:' || g.id = j.reference
                         AND (j.type = 'bonus_grant' AND g.journalId = j.id
                              OR j.type = 'bonus_expiry' AND g.status = 'expired' AND g.reclaimJournalId = j.id
                              OR j.type = 'bonus_forfeit' AND g.status = 'forfeited' AND g.reclaimJournalId = j.id))
     UNION ALL
     SELECT g.status || ' grant without the journal of what it took back', 'bonus:' || g.id FROM "BonusGrant" g
      WHERE g.status IN ('expired', 'forfeited') AND g.reclaimed > 0
        AND NOT EXISTS (SELECT 1 FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId
                         WHERE p.journalId = g.reclaimJournalId AND a.ownerKey = 'platform' AND a.kind = 'bonuses' AND p.amount = g.reclaimed)
     UNION ALL
     SELECT 'grant amounts out of range', 'bonus:' || g.id FROM "BonusGrant" g
      WHERE g.amount <= 0 OR g.settledAmount < 0 OR g.settledAmount > g.amount OR g.reclaimed < 0 OR g.reclaimed > g.settledAmount
         OR (g.status = 'active') != (g.settledAt IS NULL) OR g.status NOT IN ('active', 'unlocked', 'expired', 'forfeited')
         OR (g.status NOT IN ('expired', 'forfeited') AND (g.reclaimed != 0 OR g.reclaimJournalId IS NOT NULL))
     UNION ALL
     SELECT 'bonuses account moved by another journal', 'journal:' || j.id FROM "LedgerPosting" x
       JOIN "LedgerAccount" a ON a.id = x.accountId JOIN "LedgerJournal" j ON j.id = x.journalId
      WHERE a.ownerKey = 'platform' AND a.kind = 'bonuses' AND j.type NOT IN ('bonus_grant', 'bonus_expiry', 'bonus_forfeit', 'promotion_grant')`,
  )) {
    drifts.push({ check: 'bonus-grants', detail: `${r.problem}: ${r.ref}` });
  }
  for (const r of all<{ held: bigint; expected: bigint }>(
    `SELECT COALESCE((SELECT balance FROM "LedgerAccount" WHERE ownerKey = 'platform' AND kind = 'bonuses' AND currency = 'USDT' AND mode = 'real'), 0) AS held,
            -(SELECT COALESCE(SUM(amount - reclaimed), 0) FROM "BonusGrant")
            - (SELECT COALESCE(SUM(p.amount), 0) FROM "LedgerPosting" p JOIN "LedgerJournal" j ON j.id = p.journalId
                 JOIN "LedgerAccount" a ON a.id = p.accountId
                WHERE j.type = 'promotion_grant' AND a.ownerKey != 'platform' AND a.currency = 'USDT' AND a.mode = 'real') AS expected`,
  )) {
    if (r.held !== r.expected)
      drifts.push({ check: 'bonus-grants', detail: `bonuses USDT/real holds ${r.held}, grants say ${r.expected}` });
  }
  return drifts;
}

/**
 * Contract trading (docs/decisions/033-contract-trading.md): contract_margin holds exactly the
 * margins of holding and locked positions, contract_orders exactly the reserves of pending
 * limit orders (per currency and mode), and each position's status agrees with its events:
 * pending has none, holding and locked one fill and no final close, closed one final close,
 * revoked one revocation and no fill.
 */
function contractDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ kind: string; mode: string; held: bigint; open: bigint }>(
    `SELECT u.kind, u.mode, COALESCE(MAX(a.balance), 0) AS held, SUM(u.open) AS open FROM (
        SELECT 'contract_margin' AS kind, mode, margin AS open FROM "ContractPosition" WHERE status IN ('holding', 'locked')
        UNION ALL
        SELECT 'contract_orders', mode, reserve FROM "ContractPosition" WHERE status = 'pending'
        UNION ALL
        SELECT kind, mode, 0 FROM "LedgerAccount" WHERE kind IN ('contract_margin', 'contract_orders') AND ownerKey = 'platform'
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'platform' AND a.kind = u.kind AND a.currency = 'USDT' AND a.mode = u.mode
      GROUP BY u.kind, u.mode HAVING COALESCE(MAX(a.balance), 0) != SUM(u.open)`,
  )) {
    drifts.push({ check: 'contract-commitments', detail: `${r.kind} USDT/${r.mode} holds ${r.held}, positions ${r.open}` });
  }
  for (const r of all<{ id: bigint; status: string; fills: bigint; finals: bigint; revokes: bigint }>(
    `SELECT id, status, fills, finals, revokes FROM (
        SELECT p.id, p.status, p.lots, p.lockedWith, p.closeReason,
               (SELECT COUNT(*) FROM "ContractEvent" e WHERE e.positionId = p.id AND e.kind = 'open') AS fills,
               (SELECT COUNT(*) FROM "ContractEvent" e WHERE e.positionId = p.id AND e.kind = 'close' AND e.remaining = 0) AS finals,
               (SELECT COUNT(*) FROM "ContractEvent" e WHERE e.positionId = p.id AND e.kind = 'revoke') AS revokes
          FROM "ContractPosition" p
      ) p
      WHERE NOT CASE p.status
        WHEN 'pending' THEN fills = 0 AND finals = 0 AND revokes = 0
        WHEN 'holding' THEN fills = 1 AND finals = 0 AND revokes = 0 AND p.lots > 0
        WHEN 'locked' THEN fills = 1 AND finals = 0 AND revokes = 0 AND p.lockedWith IS NOT NULL
        WHEN 'closed' THEN fills = 1 AND finals = 1 AND revokes = 0 AND p.closeReason IS NOT NULL
        WHEN 'revoked' THEN fills = 0 AND finals = 0 AND revokes = 1
        ELSE FALSE END`,
  )) {
    drifts.push({
      check: 'contract-position-state',
      detail: `contract position ${r.id} is ${r.status} with ${r.fills} fills, ${r.finals} final closes, ${r.revokes} revocations`,
    });
  }
  return drifts;
}

/**
 * Spot trading (docs/decisions/038-spot-trading.md): spot_orders holds exactly what open orders
 * still hold, per coin (the quote coin for buys, the base coin for sells) and mode; an open order
 * rests with lots left; a filled or cancelled order holds nothing and rests nothing.
 */
function spotDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ currency: string; mode: string; held: bigint; open: bigint }>(
    `SELECT u.currency, u.mode, COALESCE(MAX(a.balance), 0) AS held, SUM(u.open) AS open FROM (
        SELECT CASE o.side WHEN 'buy' THEN m.quote ELSE m.base END AS currency, o.mode, o.frozen AS open
          FROM "SpotOrder" o JOIN "SpotMarket" m ON m.id = o.marketId WHERE o.status = 'open'
        UNION ALL
        SELECT currency, mode, 0 FROM "LedgerAccount" WHERE kind = 'spot_orders' AND ownerKey = 'platform'
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'platform' AND a.kind = 'spot_orders' AND a.currency = u.currency AND a.mode = u.mode
      GROUP BY u.currency, u.mode HAVING COALESCE(MAX(a.balance), 0) != SUM(u.open)`,
  )) {
    drifts.push({ check: 'spot-commitments', detail: `spot_orders ${r.currency}/${r.mode} holds ${r.held}, open orders ${r.open}` });
  }
  for (const r of all<{ id: bigint; status: string; leftLots: bigint; frozen: bigint }>(
    `SELECT id, status, leftLots, frozen FROM "SpotOrder"
      WHERE (status = 'open' AND (leftLots <= 0 OR frozen < 0 OR type != 'limit'))
         OR (status != 'open' AND (leftLots != 0 OR frozen != 0))`,
  )) {
    drifts.push({
      check: 'spot-order-state',
      detail: `spot order ${r.id} is ${r.status} with ${r.leftLots} lots left, ${r.frozen} frozen`,
    });
  }
  return drifts;
}

/**
 * Mining financing (docs/decisions/049-mining-financing.md): mining_positions holds exactly the
 * principal of the orders in progress (per currency; real money only), and each order agrees
 * with its payouts and journals: as many payout rows as paid days, numbered 1..paidDays, summing
 * to the interest paid, none beyond the period; in progress has no redemption, redeemed has its
 * one redemption journal and a refund + penalty that make up the principal.
 */
function miningDrifts(all: <T>(sql: string) => T[]): Drift[] {
  const drifts: Drift[] = [];
  for (const r of all<{ currency: string; mode: string; held: bigint; open: bigint }>(
    `SELECT u.currency, u.mode, COALESCE(MAX(a.balance), 0) AS held, SUM(u.open) AS open FROM (
        SELECT currency, 'real' AS mode, amount AS open FROM "MiningOrder" WHERE status = 'in_progress'
        UNION ALL
        SELECT currency, mode, 0 FROM "LedgerAccount" WHERE kind = 'mining_positions' AND ownerKey = 'platform'
      ) u
      LEFT JOIN "LedgerAccount" a ON a.ownerKey = 'platform' AND a.kind = 'mining_positions' AND a.currency = u.currency AND a.mode = u.mode
      GROUP BY u.currency, u.mode HAVING COALESCE(MAX(a.balance), 0) != SUM(u.open)`,
  )) {
    drifts.push({
      check: 'mining-commitments',
      detail: `mining_positions ${r.currency}/${r.mode} holds ${r.held}, orders in progress ${r.open}`,
    });
  }
  for (const r of all<{ id: bigint; status: string; problem: string }>(
    `SELECT o.id, o.status, 'payouts do not match paid days or interest' AS problem FROM "MiningOrder" o
       LEFT JOIN (SELECT orderId, COUNT(*) AS n, SUM(amount) AS total, MAX(dayIndex) AS last FROM "MiningPayout" GROUP BY orderId) p ON p.orderId = o.id
      WHERE COALESCE(p.n, 0) != o.paidDays OR COALESCE(p.total, 0) != o.interestPaid OR COALESCE(p.last, 0) != o.paidDays
         OR o.paidDays > o.periodDays
     UNION ALL
     SELECT o.id, o.status, 'state' FROM "MiningOrder" o
      WHERE NOT CASE o.status
        WHEN 'in_progress' THEN o.redeemJournalId IS NULL AND o.redeemedAt IS NULL AND o.redeemKind IS NULL
        WHEN 'redeemed' THEN o.redeemJournalId IS NOT NULL AND o.refund + o.penalty = o.amount
          AND (o.redeemKind = 'early' OR (o.redeemKind = 'matured' AND o.penalty = 0 AND o.paidDays = o.periodDays))
        ELSE FALSE END
     UNION ALL
     SELECT o.id, o.status, 'subscription journal' FROM "MiningOrder" o
      WHERE NOT EXISTS (SELECT 1 FROM "LedgerJournal" j WHERE j.id = o.journalId AND j.type = 'mining_subscribe' AND j.reference = 'mining:' || o.id)`,
  )) {
    drifts.push({ check: 'mining-order-state', detail: `mining order ${r.id} (${r.status}): ${r.problem}` });
  }
  return drifts;
}
