// The ledger: the only code that moves money. Every operation is one journal of balanced
// postings, executed as one synchronous better-sqlite3 IMMEDIATE transaction with no await
// inside (docs/decisions/003-money-write-path.md), under an idempotency key: posting the
// same key again returns the first journal and changes nothing.
import type { Sqlite } from '../db/sqlite.ts';
import type { Clock } from '../lib/clock.ts';

export const USER_KINDS = ['available', 'frozen'] as const;
export const PLATFORM_KINDS = [
  'deposit_clearing',
  'withdrawal_clearing',
  'fees',
  'trading_house',
  'bonuses',
  'mining_interest',
  'exchange',
  'demo_issuance',
] as const;
export type UserKind = (typeof USER_KINDS)[number];
export type PlatformKind = (typeof PLATFORM_KINDS)[number];
export type Mode = 'real' | 'demo';

export type AccountRef =
  | { userId: number; kind: UserKind; currency: string; mode?: Mode }
  | { platform: PlatformKind; currency: string; mode?: Mode };

export interface Leg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface JournalEntry {
  /** Unique per operation: the same key never posts twice. */
  key: string;
  type: string;
  userId?: number | null;
  reference?: string;
  memo?: string;
  legs: Leg[];
}

export type LedgerErrorReason = 'UNBALANCED' | 'ZERO_LEG' | 'INSUFFICIENT_BALANCE' | 'EMPTY';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'LedgerError';
  }
}

export interface PostResult {
  journalId: number;
  /** false when the key had been posted before (nothing changed this time). */
  created: boolean;
}

function ownerKeyOf(ref: AccountRef): string {
  return 'userId' in ref ? `user:${ref.userId}` : 'platform';
}
function kindOf(ref: AccountRef): string {
  return 'userId' in ref ? ref.kind : ref.platform;
}

export class Ledger {
  private readonly q;
  private readonly postTx;
  private readonly postManyTx;

  constructor(
    private readonly db: Sqlite,
    private readonly clock: Clock,
  ) {
    this.q = {
      journalByKey: db.prepare<[string], { id: number }>('SELECT id FROM "LedgerJournal" WHERE idempotencyKey = ?'),
      insertJournal: db.prepare<[string, string, number | null, string, string, number], { id: number }>(
        'INSERT INTO "LedgerJournal" (idempotencyKey, type, userId, reference, memo, createdAt) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotencyKey) DO NOTHING RETURNING id',
      ),
      findAccount: db.prepare<[string, string, string, string], { id: number }>(
        'SELECT id FROM "LedgerAccount" WHERE ownerKey = ? AND currency = ? AND kind = ? AND mode = ?',
      ),
      insertAccount: db.prepare<[string, number | null, string, string, string]>(
        'INSERT INTO "LedgerAccount" (ownerKey, userId, currency, kind, mode, balance) VALUES (?, ?, ?, ?, ?, 0)',
      ),
      readBalance: db.prepare<[number], { balance: bigint }>('SELECT balance FROM "LedgerAccount" WHERE id = ?').safeIntegers(true),
      writeBalance: db.prepare<[bigint, number]>('UPDATE "LedgerAccount" SET balance = ? WHERE id = ?'),
      insertPosting: db.prepare<[number, number, string, bigint, number]>(
        'INSERT INTO "LedgerPosting" (journalId, accountId, currency, amount, createdAt) VALUES (?, ?, ?, ?, ?)',
      ),
      balance: db.prepare<[string, string, string, string], { balance: bigint }>(
        'SELECT balance FROM "LedgerAccount" WHERE ownerKey = ? AND currency = ? AND kind = ? AND mode = ?',
      ).safeIntegers(true),
    };
    this.postTx = db.transaction((entry: JournalEntry) => this.applyAll([entry])[0] as PostResult);
    this.postManyTx = db.transaction((entries: JournalEntry[]) => this.applyAll(entries));
  }

  /** Posts one journal atomically. Throws LedgerError (and changes nothing) when it is invalid. */
  post(entry: JournalEntry): PostResult {
    return this.run(() => this.postTx.immediate(entry));
  }

  /** Posts many journals in one transaction: all of them or none. */
  postMany(entries: JournalEntry[]): PostResult[] {
    return this.run(() => this.postManyTx.immediate(entries));
  }

  /** Runs `fn` (synchronous: it may post and write other rows) in one IMMEDIATE transaction. */
  transaction<T>(fn: () => T): T {
    return this.run(() => this.db.transaction(fn).immediate());
  }

  // Account ids are cached once their rows are known to be committed: ids met inside a
  // transaction wait in `pendingIds` until the outermost transaction commits, and are
  // dropped if it rolls back (an id created there may be reused by another account).
  private readonly accountIds = new Map<string, number>();
  private readonly pendingIds = new Map<string, number>();

  private run<T>(fn: () => T): T {
    const outermost = !this.db.inTransaction;
    // ids left pending by a transaction the ledger did not open (and so never saw end) may
    // have been rolled back: forget them
    if (outermost) this.pendingIds.clear();
    try {
      const result = fn();
      if (outermost) for (const [k, v] of this.pendingIds) this.accountIds.set(k, v);
      return result;
    } finally {
      if (outermost) this.pendingIds.clear();
    }
  }

  balance(ref: AccountRef): bigint {
    return this.q.balance.get(ownerKeyOf(ref), ref.currency, kindOf(ref), ref.mode ?? 'real')?.balance ?? 0n;
  }

  private accountId(ref: AccountRef): number {
    const mode = ref.mode ?? 'real';
    const owner = ownerKeyOf(ref);
    const kind = kindOf(ref);
    const key = `${owner}|${ref.currency}|${kind}|${mode}`;
    const known = this.accountIds.get(key) ?? this.pendingIds.get(key);
    if (known !== undefined) return known;
    const row = this.q.findAccount.get(owner, ref.currency, kind, mode);
    const id = row ? row.id : Number(this.q.insertAccount.run(owner, 'userId' in ref ? ref.userId : null, ref.currency, kind, mode).lastInsertRowid);
    this.pendingIds.set(key, id);
    return id;
  }

  /**
   * Applies journals inside the caller's transaction. Balances are tracked in memory for
   * the batch (each account read once) and written once per account at the end.
   */
  private applyAll(entries: JournalEntry[]): PostResult[] {
    const balances = new Map<number, bigint>();
    const results = entries.map((e) => this.apply(e, balances));
    for (const [id, balance] of balances) this.q.writeBalance.run(balance, id);
    return results;
  }

  private apply(entry: JournalEntry, balances: Map<number, bigint>): PostResult {
    if (entry.legs.length === 0) throw new LedgerError('EMPTY', entry.key);
    const sums = new Map<string, bigint>();
    for (const leg of entry.legs) {
      if (leg.amount === 0n) throw new LedgerError('ZERO_LEG', entry.key);
      const k = `${leg.account.currency}|${leg.account.mode ?? 'real'}`;
      sums.set(k, (sums.get(k) ?? 0n) + leg.amount);
    }
    for (const [k, sum] of sums) if (sum !== 0n) throw new LedgerError('UNBALANCED', `${entry.key} ${k} off by ${sum}`);

    const now = this.clock.now();
    const inserted = this.q.insertJournal.get(entry.key, entry.type, entry.userId ?? null, entry.reference ?? '', entry.memo ?? '', now);
    if (!inserted) {
      // this key was posted before: answer with the first journal, change nothing
      return { journalId: (this.q.journalByKey.get(entry.key) as { id: number }).id, created: false };
    }
    for (const leg of entry.legs) {
      const accountId = this.accountId(leg.account);
      const before = balances.get(accountId) ?? this.q.readBalance.get(accountId)?.balance ?? 0n;
      const after = before + leg.amount;
      // user balances never go below zero; platform accounts may (they are the counterparty)
      if ('userId' in leg.account && after < 0n) {
        throw new LedgerError('INSUFFICIENT_BALANCE', `${entry.key} ${leg.account.kind} ${leg.account.currency}`);
      }
      balances.set(accountId, after);
      this.q.insertPosting.run(inserted.id, accountId, leg.account.currency, leg.amount, now);
    }
    return { journalId: inserted.id, created: true };
  }
}
