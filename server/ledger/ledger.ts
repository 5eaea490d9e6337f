// The ledger: the only code that moves money. Every operation is one journal of balanced
// postings, executed as one synchronous better-sqlite3 IMMEDIATE transaction with no await
// inside (docs/decisions/003-money-write-path.md), under an idempotency key: posting the
// same key again with the same content returns the first journal and changes nothing; with
// other content it is refused (KEY_REUSED), as TigerBeetle's `exists_with_different_*`.
import { hash } from 'node:crypto';
import type { Sqlite } from '../db/sqlite.ts';
import { MultiInsert } from '../db/multi-insert.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { onceSettled } from '../lib/once-settled.ts';

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
  'fast_escrow',
  /** The counterparty of staff's manual balance adjustments (four-eyes proposals, issue 14.4). */
  'adjustments',
  /** Contract trading (issue 15): margins of holding and locked positions. */
  'contract_margin',
  /** Margin and opening fee reserved by pending contract limit orders. */
  'contract_orders',
  /** Pays what a stopped-out position's margin did not cover: no user balance goes negative. */
  'insurance',
  /** Spot trading (issue 16): what open spot orders hold, per coin (quote for buys, base for sells). */
  'spot_orders',
  /** Fees of spot fills (quote coin). */
  'spot_fees',
  /** The house market maker's coins (its available balance: checked before it freezes). */
  'spot_house',
  /** The platform capital that funds the house market maker (its counterparty: money is never invented). */
  'house_capital',
  /** Real-mode remainders below the minimum withdrawal that a cancelled account left (decision 047). */
  'cancellation_dust',
  /** Mining financing (issue 18): the principal of mining orders in progress, per currency (decision 049). */
  'mining_positions',
  /** A sandbox's test money (issue 41, decision 097): the counterparty of its fixtures' real balances. */
  'sandbox_funding',
] as const;
export type UserKind = (typeof USER_KINDS)[number];
export type PlatformKind = (typeof PLATFORM_KINDS)[number];
/**
 * The wallet an account belongs to (decision 105): real money, the demo wallet, the replay wallet
 * and each class's wallets (`class:<classId>`). Money never moves between modes: a journal
 * balances per currency and mode.
 */
export type Mode = 'real' | 'demo' | 'replay' | `class:${number}`;
/** The two wallets the live products' own APIs trade (Binance's, API keys, copy trading, the overview). */
export type TradeMode = 'real' | 'demo';
export const isTradeMode = (mode: string): mode is TradeMode => mode === 'real' || mode === 'demo';
/** Play money: every wallet but the real one. */
export const isVirtual = (mode: Mode) => mode !== 'real';
/** The class a `class:<id>` mode belongs to, else null. */
export const classOfMode = (mode: string): number | null => (mode.startsWith('class:') ? Number(mode.slice(6)) : null);

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
  /**
   * What makes two posts under one key the same operation, for keys a client chose (an HTTP
   * Idempotency-Key): the request's own content, as its legs may differ on a retry (a rate or
   * a fee that moved). Without it the journal's type, user and legs are compared.
   */
  fingerprint?: string;
}

export type LedgerErrorReason = 'UNBALANCED' | 'ZERO_LEG' | 'INSUFFICIENT_BALANCE' | 'EMPTY' | 'DUPLICATE_ACCOUNT' | 'KEY_REUSED';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'LedgerError';
  }
}

/** Whose balances a committed transaction changed: per user, the modes and currencies its journals touched. */
export interface BalanceChange {
  userId: number;
  modes: Mode[];
  currencies: string[];
}

export type BalanceListener = (changes: BalanceChange[]) => void;

/** A journal's user legs, kept until the transaction that posted it ends. */
interface TouchedJournal {
  key: string;
  accounts: { userId: number; mode: Mode; currency: string }[];
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
function accountKeyOf(ref: AccountRef): string {
  return `${ownerKeyOf(ref)}|${ref.currency}|${kindOf(ref)}|${ref.mode ?? 'real'}`;
}

/** The hash stored with a journal's key: its fingerprint, or its type, user and legs in a fixed order. */
export function contentHashOf(entry: JournalEntry): string {
  const content =
    entry.fingerprint ??
    entry.legs
      .map((leg) => `${accountKeyOf(leg.account)}=${leg.amount}`)
      .sort()
      .join(';');
  // (the one-shot hash: a third of createHash's cost on this hot path)
  return hash('sha256', `${entry.type}\n${entry.userId ?? ''}\n${content}`, 'base64url');
}

export class Ledger {
  private readonly q;
  private readonly postTx;
  private readonly postManyTx;
  private readonly runTx;
  private readonly insertJournals: MultiInsert;
  private readonly insertPostings: MultiInsert;

  /**
   * A demo-only deployment (`MARKET_DEMO_ONLY`, decision 071) runs on a public market seed: no
   * real-mode journal is posted, whoever asks (orders, exchanges, deposits, withdrawals, staff
   * credits, bonuses, the house's funding). A journal with a real-mode leg is refused with
   * DEMO_ONLY_DEPLOYMENT (403) before anything is written; demo journals post as always.
   */
  readonly demoOnly: boolean;

  constructor(
    private readonly db: Sqlite,
    private readonly clock: Clock,
    options: { demoOnly?: boolean } = {},
  ) {
    this.demoOnly = options.demoOnly ?? false;
    this.q = {
      journalByKey: db.prepare<[string], { id: number; contentHash: string | null }>(
        'SELECT id, contentHash FROM "LedgerJournal" WHERE idempotencyKey = ?',
      ),
      lastJournalId: db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM "LedgerJournal"'),
      findAccount: db.prepare<[string, string, string, string], { id: number }>(
        'SELECT id FROM "LedgerAccount" WHERE ownerKey = ? AND currency = ? AND kind = ? AND mode = ?',
      ),
      insertAccount: db.prepare<[string, number | null, string, string, string]>(
        'INSERT INTO "LedgerAccount" (ownerKey, userId, currency, kind, mode, balance) VALUES (?, ?, ?, ?, ?, 0)',
      ),
      readBalance: db.prepare<[number], { balance: bigint }>('SELECT balance FROM "LedgerAccount" WHERE id = ?').safeIntegers(true),
      writeBalance: db.prepare<[bigint, number]>('UPDATE "LedgerAccount" SET balance = ? WHERE id = ?'),
      balance: db
        .prepare<[string, string, string, string], { balance: bigint }>(
          'SELECT balance FROM "LedgerAccount" WHERE ownerKey = ? AND currency = ? AND kind = ? AND mode = ?',
        )
        .safeIntegers(true),
    };
    this.insertJournals = new MultiInsert(
      db,
      '"LedgerJournal" (id, idempotencyKey, type, userId, reference, memo, createdAt, contentHash)',
      8,
      64,
    );
    this.insertPostings = new MultiInsert(db, '"LedgerPosting" (journalId, accountId, amount)', 3, 256);
    this.postTx = db.transaction((entry: JournalEntry) => this.applyAll([entry])[0] as PostResult);
    this.postManyTx = db.transaction((entries: JournalEntry[]) => this.applyAll(entries));
    // one wrapper for every caller's function (better-sqlite3 builds four per transaction() call)
    this.runTx = db.transaction((fn: () => unknown) => fn());
  }

  /** Posts one journal atomically. Throws LedgerError (and changes nothing) when it is invalid. */
  post(entry: JournalEntry): PostResult {
    return this.run(() => this.postTx.immediate(entry));
  }

  /** Posts many journals in one transaction: all of them or none. */
  postMany(entries: JournalEntry[]): PostResult[] {
    return this.run(() => this.postManyTx.immediate(entries));
  }

  /**
   * Posts journals as part of the caller's open transaction, without a savepoint of their own
   * (a savepoint pair per call is measurable on the spot order path): all of them or, when it
   * throws, the caller must roll back what it runs in (its own savepoint or transaction), as an
   * exception may leave some of their rows written. Throws when no transaction is open.
   */
  postManyInside(entries: JournalEntry[]): PostResult[] {
    if (!this.db.inTransaction) throw new Error('postManyInside runs inside a transaction');
    return this.run(() => this.applyAll(entries));
  }

  /** Runs `fn` (synchronous: it may post and write other rows) in one IMMEDIATE transaction. */
  transaction<T>(fn: () => T): T {
    // (nested in a group that rolls back whole when any of it throws: no savepoint of its own)
    if (this.noSavepoints > 0 && this.db.inTransaction) {
      try {
        return this.run(fn);
      } catch (e) {
        // what it wrote before throwing stays: only the whole transaction can take it back,
        // even when a caller catches this (createWithJournal answering a retried request)
        this.brokenWithoutSavepoint = true;
        throw e;
      }
    }
    return this.run(() => this.runTx.immediate(fn) as T);
  }

  /** `withoutSavepoints` calls open on the stack. */
  private noSavepoints = 0;
  /** A transaction nested in `withoutSavepoints` threw: some of its writes may be left. */
  private brokenWithoutSavepoint = false;

  /**
   * Runs `fn` inside the caller's open transaction, where nested `transaction` calls open no
   * savepoint: `fn` is all or nothing only with the caller's whole transaction, which must roll
   * back when it throws (a group commit's optimistic try, decision 113). It throws, too, when a
   * nested transaction threw and its caller caught that (what it wrote may be left half). A
   * savepoint pair per write is measurable on the fast-order path.
   */
  withoutSavepoints<T>(fn: () => T): T {
    if (!this.db.inTransaction) throw new Error('Ledger.withoutSavepoints runs inside a transaction');
    if (this.noSavepoints === 0) this.brokenWithoutSavepoint = false;
    this.noSavepoints += 1;
    try {
      const result = fn();
      if (this.brokenWithoutSavepoint) throw new Error('a transaction nested without a savepoint threw: the whole transaction rolls back');
      return result;
    } finally {
      this.noSavepoints -= 1;
    }
  }

  // Balance changes (issue 37): the user accounts each journal posted to wait here until the
  // transaction ends; listeners hear them once it committed, never for one rolled back.
  private readonly touched: TouchedJournal[] = [];
  private readonly balanceListeners = new Set<BalanceListener>();
  /** ledger calls open on the stack (0: none; a transaction open at 0 is someone else's) */
  private depth = 0;

  /**
   * Calls `listener` after every commit that changed user balances (available or frozen), with
   * each user's modes and currencies: after the ledger's own transaction commits; for journals
   * posted inside a transaction the caller opened, once it ended (a microtask: every money
   * transaction is synchronous) and only if their journals are there (it committed). A listener
   * that throws is ignored (the money has moved). Returns the function that stops it.
   */
  onBalancesChanged(listener: BalanceListener): () => void {
    this.balanceListeners.add(listener);
    return () => this.balanceListeners.delete(listener);
  }

  /**
   * Inside a transaction: the user's balance changes posted in it so far are not announced. An
   * account closing (its sessions revoked in the same transaction) has nobody left to tell, and a
   * client re-reading on the push with its ended session would only be refused.
   */
  unannounced(userId: number) {
    for (const j of this.touched) j.accounts = j.accounts.filter((a) => a.userId !== userId);
  }

  // Account ids are cached once their rows are known to be committed: ids met inside a
  // transaction wait in `pendingIds` until the outermost transaction commits, and are
  // dropped if it rolls back (an id created there may be reused by another account).
  private readonly accountIds = new Map<string, number>();
  private readonly pendingIds = new Map<string, number>();

  /**
   * Forgets every cached account id: the database was put back to an earlier state (a
   * sandbox's restore), where an id may be another account's or none.
   */
  forgetAccountIds() {
    this.accountIds.clear();
    this.pendingIds.clear();
  }

  private run<T>(fn: () => T): T {
    const outermost = !this.db.inTransaction;
    const external = !outermost && this.depth === 0;
    // ids left pending by a transaction the ledger did not open (and so never saw end) may
    // have been rolled back: forget them
    if (outermost) this.pendingIds.clear();
    const mark = this.pendingIds.size;
    const touchedMark = this.touched.length;
    let committed = false;
    this.depth += 1;
    try {
      const result = fn();
      if (outermost) for (const [k, v] of this.pendingIds) this.accountIds.set(k, v);
      committed = outermost;
      return result;
    } catch (e) {
      // a nested transaction (a savepoint) rolled back: the ids it met may be gone while the
      // outer transaction goes on and commits (entries are only ever appended: drop the tail)
      if (!outermost) for (const k of [...this.pendingIds.keys()].slice(mark)) this.pendingIds.delete(k);
      this.touched.length = touchedMark;
      throw e;
    } finally {
      this.depth -= 1;
      if (outermost) {
        this.pendingIds.clear();
        // (entries before the mark are an ended outside transaction's, still to be checked)
        const journals = this.touched.splice(touchedMark);
        if (committed) this.announce(journals);
      } else if (external && this.touched.length > touchedMark) this.checkExternal();
    }
  }

  /** Journals posted in a transaction the ledger did not open: announced once it ended, if it committed. */
  private readonly checkExternal = onceSettled(
    () => this.db.inTransaction,
    () => {
      const journals = this.touched.splice(0);
      this.announce(journals.filter((j) => this.q.journalByKey.get(j.key) !== undefined));
    },
  );

  private announce(journals: TouchedJournal[]) {
    if (journals.length === 0 || this.balanceListeners.size === 0) return;
    const byUser = new Map<number, { modes: Set<Mode>; currencies: Set<string> }>();
    for (const j of journals) {
      for (const a of j.accounts) {
        let u = byUser.get(a.userId);
        if (!u) {
          u = { modes: new Set(), currencies: new Set() };
          byUser.set(a.userId, u);
        }
        u.modes.add(a.mode);
        u.currencies.add(a.currency);
      }
    }
    const changes = [...byUser].map(([userId, u]) => ({ userId, modes: [...u.modes], currencies: [...u.currencies] }));
    for (const listener of this.balanceListeners) {
      try {
        listener(changes);
      } catch {
        // (a push that failed moves no money back)
      }
    }
  }

  balance(ref: AccountRef): bigint {
    return this.q.balance.get(ownerKeyOf(ref), ref.currency, kindOf(ref), ref.mode ?? 'real')?.balance ?? 0n;
  }

  private accountId(ref: AccountRef): number {
    const mode = ref.mode ?? 'real';
    const owner = ownerKeyOf(ref);
    const kind = kindOf(ref);
    const key = accountKeyOf(ref);
    const known = this.accountIds.get(key) ?? this.pendingIds.get(key);
    if (known !== undefined) return known;
    const row = this.q.findAccount.get(owner, ref.currency, kind, mode);
    const id = row
      ? row.id
      : Number(this.q.insertAccount.run(owner, 'userId' in ref ? ref.userId : null, ref.currency, kind, mode).lastInsertRowid);
    this.pendingIds.set(key, id);
    return id;
  }

  /**
   * Applies journals inside the caller's transaction. Journals get consecutive ids; balances
   * are tracked in memory for the batch (each account read once) and written once per
   * account at the end; journal and posting rows go in with multi-row INSERTs.
   */
  private applyAll(entries: JournalEntry[]): PostResult[] {
    const now = this.clock.now();
    let nextId = (this.q.lastJournalId.get()?.id ?? 0) + 1;
    const balances = new Map<number, bigint>();
    const keysInBatch = new Map<string, { id: number; contentHash: string | null }>();
    const journals: unknown[] = [];
    const postings: unknown[] = [];
    const results: PostResult[] = [];
    for (const entry of entries) {
      const accountIds = this.validate(entry);
      const contentHash = contentHashOf(entry);
      // a key posted before (or earlier in this batch) answers with the first journal, if it
      // stood for the same content (journals from before hashes were kept are taken on trust)
      const earlier = keysInBatch.get(entry.key) ?? this.q.journalByKey.get(entry.key);
      if (earlier !== undefined) {
        if (earlier.contentHash !== null && earlier.contentHash !== contentHash) {
          throw new LedgerError('KEY_REUSED', `${entry.key} was posted with other content`);
        }
        results.push({ journalId: earlier.id, created: false });
        continue;
      }
      const journalId = nextId++;
      keysInBatch.set(entry.key, { id: journalId, contentHash });
      const touched: TouchedJournal['accounts'] = [];
      journals.push(journalId, entry.key, entry.type, entry.userId ?? null, entry.reference ?? '', entry.memo ?? '', now, contentHash);
      entry.legs.forEach((leg, i) => {
        const accountId = accountIds[i] as number;
        const before = balances.get(accountId) ?? this.q.readBalance.get(accountId)?.balance ?? 0n;
        const after = before + leg.amount;
        // user balances never go below zero; platform accounts may (they are the counterparty)
        if ('userId' in leg.account && after < 0n) {
          throw new LedgerError('INSUFFICIENT_BALANCE', `${entry.key} ${leg.account.kind} ${leg.account.currency}`);
        }
        balances.set(accountId, after);
        postings.push(journalId, accountId, leg.amount);
        if ('userId' in leg.account)
          touched.push({ userId: leg.account.userId, mode: leg.account.mode ?? 'real', currency: leg.account.currency });
      });
      if (touched.length) this.touched.push({ key: entry.key, accounts: touched });
      results.push({ journalId, created: true });
    }
    this.insertJournals.run(journals);
    this.insertPostings.run(postings);
    for (const [id, balance] of balances) this.q.writeBalance.run(balance, id);
    return results;
  }

  /** Checks a journal's shape and returns the account id of each leg. */
  private validate(entry: JournalEntry): number[] {
    if (entry.legs.length === 0) throw new LedgerError('EMPTY', entry.key);
    // (before any account row is created for it)
    if (this.demoOnly && entry.legs.some((leg) => (leg.account.mode ?? 'real') === 'real')) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    const sums = new Map<string, bigint>();
    const ids: number[] = [];
    for (const leg of entry.legs) {
      if (leg.amount === 0n) throw new LedgerError('ZERO_LEG', entry.key);
      const k = `${leg.account.currency}|${leg.account.mode ?? 'real'}`;
      sums.set(k, (sums.get(k) ?? 0n) + leg.amount);
      ids.push(this.accountId(leg.account));
    }
    // one posting per account and journal (the posting's primary key)
    if (new Set(ids).size !== ids.length) throw new LedgerError('DUPLICATE_ACCOUNT', `${entry.key} names one account twice`);
    for (const [k, sum] of sums) if (sum !== 0n) throw new LedgerError('UNBALANCED', `${entry.key} ${k} off by ${sum}`);
    return ids;
  }
}
