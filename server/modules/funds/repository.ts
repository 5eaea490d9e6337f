// The funds module's storage: every SQL statement of currencies, payee channels, bindings,
// balances and fund flow, deposits, withdrawals, exchanges, uploads and the security
// password, with the row types (derived from the Prisma schema). The services around it hold
// the rules. Prepared statements on the synchronous connection: these rows move together
// with ledger postings inside one better-sqlite3 transaction (docs/decisions/003).
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type {
  BankCard,
  BankCardChange,
  CryptoAddress,
  Currency,
  Deposit,
  Exchange,
  OfflineChannel,
  Upload,
  Withdrawal,
} from '../../generated/prisma/client.ts';
import { pageOf } from '../../db/paging.ts';
import { indexedThrough } from '../../ledger/flow-index.ts';
import type { Mode } from '../../ledger/ledger.ts';

export type CurrencyRow = BigRowOf<
  Currency,
  'code' | 'scale' | 'minDeposit' | 'maxDeposit' | 'minWithdraw' | 'maxWithdraw' | 'withdrawFeeRate'
>;

/** A currency's limits, fees and withdrawal approval threshold (the currency-settings proposal reads and writes them). */
export interface CurrencySettingsRow {
  code: string;
  scale: number;
  minDeposit: bigint;
  maxDeposit: bigint;
  minWithdraw: bigint;
  maxWithdraw: bigint;
  withdrawFeeRate: string;
  withdrawApprovalThreshold: bigint;
}
const CURRENCY_SETTINGS = `SELECT code, scale, minDeposit, maxDeposit, minWithdraw, maxWithdraw, withdrawFeeRate, withdrawApprovalThreshold
  FROM "Currency" WHERE enabled = TRUE`;

/** A payee channel as stored: no QR code is "", the flag and the time are integers. */
export type ChannelRow = RowOf<
  OfflineChannel,
  'id' | 'currency' | 'payeeName' | 'bankName' | 'accountNumber' | 'bankBranch' | 'qrImage' | 'enabled' | 'updatedAt'
>;
const CHANNEL_COLUMNS = 'id, currency, payeeName, bankName, accountNumber, bankBranch, qrImage, enabled, updatedAt';

export type CardRow = RowOf<BankCard, 'id' | 'holder' | 'number' | 'bankName' | 'bankAddress' | 'currency' | 'createdAt'>;
/** A bank-card change request as stored (times in ms). */
export type CardChangeRow = RowOf<
  BankCardChange,
  'id' | 'userId' | 'holder' | 'number' | 'bankName' | 'bankAddress' | 'currency' | 'note' | 'rejectReason' | 'createdAt' | 'reviewedAt'
> & { status: 'pending' | 'approved' | 'rejected' };
const CARD_CHANGE_COLUMNS =
  'id, userId, holder, number, bankName, bankAddress, currency, note, status, rejectReason, createdAt, reviewedAt';
export type AddressRow = RowOf<CryptoAddress, 'id' | 'coin' | 'chain' | 'address' | 'createdAt'>;
export type UploadRow = RowOf<Upload, 'id' | 'userId' | 'purpose' | 'path' | 'mime' | 'size'>;

/** A Deposit row as read with BigInt integers (the amount never becomes a JS number). */
export type DepositRow = BigRowOf<
  Deposit,
  | 'id'
  | 'userId'
  | 'currency'
  | 'amount'
  | 'remitterName'
  | 'remitterCard'
  | 'remitterAddress'
  | 'customerIdNumber'
  | 'chain'
  | 'txHash'
  | 'proofUploadId'
  | 'rejectReason'
  | 'createdAt'
  | 'reviewedAt'
  | 'reference'
> & { channel: 'offline' | 'crypto'; status: 'reviewing' | 'success' | 'rejected' };
const DEPOSIT_COLUMNS =
  'id, userId, channel, currency, amount, remitterName, remitterCard, remitterAddress, customerIdNumber, chain, txHash, proofUploadId, status, rejectReason, createdAt, reviewedAt, reference';

/** A Withdrawal row as read with BigInt integers. */
export type WithdrawalRow = BigRowOf<
  Withdrawal,
  | 'id'
  | 'userId'
  | 'currency'
  | 'amount'
  | 'fee'
  | 'arrival'
  | 'destination'
  | 'rejectReason'
  | 'createdAt'
  | 'reviewedAt'
  | 'confirmedWith'
  | 'allowList'
> & { method: 'bank' | 'crypto'; status: 'processing' | 'passed' | 'rejected' | 'failed' };
const WITHDRAWAL_COLUMNS =
  'id, userId, method, currency, amount, fee, arrival, destination, status, rejectReason, createdAt, reviewedAt, confirmedWith, allowList';

export type ExchangeRow = BigRowOf<Exchange, 'id' | 'fromCurrency' | 'toCurrency' | 'fromAmount' | 'rate' | 'toAmount' | 'createdAt'>;
const EXCHANGE_COLUMNS = 'id, fromCurrency, toCurrency, fromAmount, rate, toAmount, createdAt';

export interface FlowParams {
  owner: string;
  userId: number;
  mode: Mode;
  currency: string | null;
  type: string | null;
  limit: number;
  offset: number;
}

/** One movement: a journal's postings on the user's accounts of one currency. */
export interface FlowRow {
  journalId: bigint;
  currency: string;
  type: string;
  reference: string;
  createdAt: bigint;
  available: bigint;
  frozen: bigint;
}

/** What names the order behind a movement when its reference does not alone. */
export interface FlowReads {
  /** The user's orders a fast settlement run paid. */
  paidInRun(run: number): number[];
  /**
   * The user's spot order in a spot journal referencing order `orderId` (a fill names its taker:
   * the user's may be its maker), with the label of the API key that placed it.
   */
  spotOrder(orderId: number, journalId: number): { id: number; apiKey: string | null } | undefined;
}

/** The order behind a movement. */
type OrderOf<O> = (row: FlowRow, reads: FlowReads) => O;

export interface NewDeposit {
  userId: number;
  channel: 'offline' | 'crypto';
  currency: string;
  amount: bigint;
  remitterName: string;
  remitterCard: string;
  remitterAddress: string;
  customerIdNumber: string;
  chain: string;
  txHash: string;
  proofUploadId: number;
  createdAt: number;
  /** The bank-transfer reference code it quotes ("" for none). */
  reference: string;
}

export interface NewWithdrawal {
  userId: number;
  method: 'bank' | 'crypto';
  currency: string;
  amount: bigint;
  fee: bigint;
  destination: string;
  createdAt: number;
  /** How the customer confirmed it (decision 089). */
  confirmedWith: string;
  /** Whether their address allow-list was on. */
  allowList: boolean;
}

export class FundsRepository {
  private readonly q;
  private readonly flowRead: (params: FlowParams, orderOf: OrderOf<unknown>) => { rows: FlowRow[]; orders: unknown[]; total: number };

  constructor(
    private readonly db: Sqlite,
    flowDb: Sqlite,
  ) {
    this.q = {
      config: db.prepare<[string], { v: string }>('SELECT configValue AS v FROM "ConfigItem" WHERE identify = ?'),
      currencies: db
        .prepare<[], CurrencyRow>(
          'SELECT code, scale, minDeposit, maxDeposit, minWithdraw, maxWithdraw, withdrawFeeRate FROM "Currency" WHERE enabled = TRUE ORDER BY sort, id',
        )
        .safeIntegers(true),
      currencySettings: db.prepare<[], CurrencySettingsRow>(`${CURRENCY_SETTINGS} ORDER BY sort, id`).safeIntegers(true),
      currencySetting: db.prepare<[string], CurrencySettingsRow>(`${CURRENCY_SETTINGS} AND code = ?`).safeIntegers(true),
      updateCurrencySettings: db.prepare<[CurrencySettingsRow]>(
        `UPDATE "Currency" SET minDeposit = @minDeposit, maxDeposit = @maxDeposit, minWithdraw = @minWithdraw, maxWithdraw = @maxWithdraw,
           withdrawFeeRate = @withdrawFeeRate, withdrawApprovalThreshold = @withdrawApprovalThreshold WHERE code = @code`,
      ),
      customer: db.prepare<[number], { id: number }>(`SELECT id FROM "User" WHERE id = ? AND role != 'guest'`),

      channels: db.prepare<[], ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM "OfflineChannel" ORDER BY sort, id`),
      enabledChannels: db.prepare<[], ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM "OfflineChannel" WHERE enabled = TRUE ORDER BY sort, id`),
      channel: db.prepare<[number], ChannelRow>(`SELECT ${CHANNEL_COLUMNS} FROM "OfflineChannel" WHERE id = ?`),
      updateChannel: db.prepare(
        `UPDATE "OfflineChannel" SET payeeName = @payeeName, bankName = @bankName, accountNumber = @accountNumber, bankBranch = @bankBranch,
           qrImage = @qrImage, enabled = @enabled, updatedBy = @staffId, updatedAt = @now WHERE id = @id`,
      ),

      activeCard: db.prepare<[number], CardRow>(
        'SELECT id, holder, number, bankName, bankAddress, currency, createdAt FROM "BankCard" WHERE userId = ? AND removedAt IS NULL',
      ),
      firstCard: db.prepare<[number], { holder: string }>('SELECT holder FROM "BankCard" WHERE userId = ? ORDER BY id LIMIT 1'),
      insertCard: db.prepare(
        'INSERT INTO "BankCard" (userId, holder, number, bankName, bankAddress, currency, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      removeCard: db.prepare('UPDATE "BankCard" SET removedAt = ? WHERE userId = ? AND removedAt IS NULL'),
      cardChange: db.prepare<[number], CardChangeRow>(`SELECT ${CARD_CHANGE_COLUMNS} FROM "BankCardChange" WHERE id = ?`),
      latestCardChange: db.prepare<[number], CardChangeRow>(
        `SELECT ${CARD_CHANGE_COLUMNS} FROM "BankCardChange" WHERE userId = ? ORDER BY id DESC LIMIT 1`,
      ),
      pendingCardChange: db.prepare<[number], { id: number }>(`SELECT id FROM "BankCardChange" WHERE userId = ? AND status = 'pending'`),
      insertCardChange: db.prepare(
        `INSERT INTO "BankCardChange" (userId, holder, number, bankName, bankAddress, currency, note, status, createdAt)
         VALUES (@userId, @holder, @number, @bankName, @bankAddress, @currency, @note, 'pending', @createdAt)`,
      ),
      reviewCardChange: db.prepare(
        `UPDATE "BankCardChange" SET status = ?, rejectReason = ?, reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'pending'`,
      ),
      addresses: db.prepare<[number], AddressRow>(
        'SELECT id, coin, chain, address, createdAt FROM "CryptoAddress" WHERE userId = ? ORDER BY id',
      ),
      insertAddress: db.prepare(
        'INSERT INTO "CryptoAddress" (userId, coin, chain, address, createdAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),

      balances: db
        .prepare<[string, string], { currency: string; kind: string; balance: bigint }>(
          `SELECT currency, kind, balance FROM "LedgerAccount" WHERE ownerKey = ? AND mode = ? AND kind IN ('available', 'frozen')`,
        )
        .safeIntegers(true),

      insertUpload: db.prepare('INSERT INTO "Upload" (userId, purpose, path, mime, size, createdAt) VALUES (?, ?, ?, ?, ?, ?)'),
      upload: db.prepare<[number], UploadRow>('SELECT id, userId, purpose, path, mime, size FROM "Upload" WHERE id = ?'),
      bindProof: db.prepare('UPDATE "Upload" SET depositId = ? WHERE id = ? AND depositId IS NULL'),

      deposit: db.prepare(`SELECT ${DEPOSIT_COLUMNS} FROM "Deposit" WHERE id = ?`).safeIntegers(true),
      insertDeposit: db.prepare(
        `INSERT INTO "Deposit" (userId, channel, currency, amount, remitterName, remitterCard, remitterAddress, customerIdNumber, chain, txHash, proofUploadId, status, createdAt, reference)
         VALUES (@userId, @channel, @currency, @amount, @remitterName, @remitterCard, @remitterAddress, @customerIdNumber, @chain, @txHash, @proofUploadId, 'reviewing', @createdAt, @reference)`,
      ),
      approveDeposit: db.prepare(
        `UPDATE "Deposit" SET status = 'success', reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'reviewing'`,
      ),
      rejectDeposit: db.prepare(
        `UPDATE "Deposit" SET status = 'rejected', rejectReason = ?, reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'reviewing'`,
      ),

      withdrawal: db.prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM "Withdrawal" WHERE id = ?`).safeIntegers(true),
      insertWithdrawal: db.prepare(
        `INSERT INTO "Withdrawal" (userId, method, currency, amount, fee, arrival, destination, status, createdAt, confirmedWith, allowList)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'processing', ?, ?, ?)`,
      ),
      reviewWithdrawal: db.prepare(
        `UPDATE "Withdrawal" SET status = ?, rejectReason = ?, reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'processing'`,
      ),

      exchange: db.prepare(`SELECT ${EXCHANGE_COLUMNS} FROM "Exchange" WHERE id = ?`).safeIntegers(true),
      insertExchange: db.prepare(
        'INSERT INTO "Exchange" (userId, fromCurrency, toCurrency, fromAmount, rate, toAmount, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),

      passwordChangedAt: db.prepare<[number], { t: number | null }>('SELECT passwordChangedAt AS t FROM "User" WHERE id = ?'),
      securityPasswordHash: db.prepare<[number], { h: string | null }>('SELECT securityPasswordHash AS h FROM "User" WHERE id = ?'),
      storeSecurityPassword: db.prepare('UPDATE "User" SET securityPasswordHash = ? WHERE id = ?'),
      setSecurityPassword: db.prepare('UPDATE "User" SET securityPasswordHash = ? WHERE id = ? AND securityPasswordHash IS NULL'),
    };

    // the user's postings: the flow index up to its watermark @w, then the short tail of
    // postings after it (docs/decisions/011-ledger-storage.md), on the flow connection;
    // one row per journal and currency (a freeze moves available to frozen: one movement); the
    // journal's columns are grouped by too (one value per journal), as PostgreSQL requires
    const flow = `WITH acc AS (
        SELECT id, currency, kind FROM "LedgerAccount"
         WHERE ownerKey = @owner AND mode = @mode AND kind IN ('available', 'frozen') AND (CAST(@currency AS TEXT) IS NULL OR currency = @currency)
      ), legs AS (
        SELECT f.accountId, f.journalId FROM flow."LedgerFlow" f JOIN acc ON f.accountId = acc.id WHERE f.journalId <= @w
        UNION ALL
        SELECT p.accountId, p.journalId FROM "LedgerPosting" p JOIN acc ON p.accountId = acc.id WHERE p.journalId > @w
      )
      SELECT %COLUMNS% FROM legs
        JOIN "LedgerPosting" p ON p.journalId = legs.journalId AND p.accountId = legs.accountId
        JOIN acc ON acc.id = legs.accountId
        JOIN "LedgerJournal" j ON j.id = legs.journalId
       WHERE CAST(@type AS TEXT) IS NULL OR j.type = @type
       GROUP BY legs.journalId, acc.currency, j.type, j.reference, j.createdAt`;
    const flowStmt = flowDb
      .prepare(
        `${flow.replace(
          '%COLUMNS%',
          `legs.journalId, acc.currency, j.type, j.reference, j.createdAt,
           SUM(CASE acc.kind WHEN 'available' THEN p.amount ELSE 0 END) AS available,
           SUM(CASE acc.kind WHEN 'frozen' THEN p.amount ELSE 0 END) AS frozen`,
        )} ORDER BY legs.journalId DESC, acc.currency LIMIT @limit OFFSET @offset`,
      )
      .safeIntegers(true);
    const flowCount = flowDb.prepare(`SELECT COUNT(*) AS n FROM (${flow.replace('%COLUMNS%', '1')}) AS movements`);
    // a settlement run pays many users at once: its reference names the run, not the
    // user's orders, which its settlement rows name
    const paidInRun = flowDb.prepare<[number, number, string], { id: number }>(
      `SELECT o.id FROM "FastSettlement" s JOIN "FastOrder" o ON o.id = s.orderId
        WHERE s.journalId = ? AND o.userId = ? AND o.mode = ? AND s.payout > 0 ORDER BY o.id`,
    );
    // a spot journal names an order (a fill its taker); the user's is that one or the fill's maker
    const spotOrder = flowDb.prepare<[number, string, number, number], { id: number; apiKey: string | null }>(
      `SELECT o.id, k.label AS apiKey FROM "SpotOrder" o LEFT JOIN "ApiKey" k ON k.id = o.apiKeyId
        WHERE o.userId = ? AND o.mode = ?
          AND (o.id = ? OR o.id = (SELECT t.makerOrderId FROM "SpotTrade" t WHERE t.journalId = ?))
        ORDER BY o.id LIMIT 1`,
    );
    // one read transaction that reads the index file first: the ledger is then read as of
    // a later moment, which holds every posting the index covers (the other way round, a
    // step committed in between would name postings the ledger snapshot lacks)
    this.flowRead = flowDb.transaction((params: FlowParams, orderOf: OrderOf<unknown>) => {
      const w = indexedThrough(flowDb);
      const rows = flowStmt.all({ ...params, w }) as FlowRow[];
      const reads: FlowReads = {
        paidInRun: (run) => paidInRun.all(run, params.userId, params.mode).map((o) => o.id),
        spotOrder: (orderId, journalId) => spotOrder.get(params.userId, params.mode, orderId, journalId),
      };
      const orders = rows.map((r) => orderOf(r, reads));
      return { rows, orders, total: (flowCount.get({ ...params, w }) as { n: number }).n };
    });
  }

  /** A page of fund flow with the order behind each movement (`orderOf`) and the total, read consistently. */
  readFlow<O>(params: FlowParams, orderOf: OrderOf<O>): { rows: FlowRow[]; orders: O[]; total: number } {
    return this.flowRead(params, orderOf) as { rows: FlowRow[]; orders: O[]; total: number };
  }

  // ---------------------------------------------------------------- settings and currencies
  config(identify: string): string | undefined {
    return this.q.config.get(identify)?.v;
  }

  currencies(): CurrencyRow[] {
    return this.q.currencies.all();
  }

  /** Every enabled currency's limits, fees and approval threshold (the money settings page). */
  currencySettings(): CurrencySettingsRow[] {
    return this.q.currencySettings.all().map((r) => ({ ...r, scale: Number(r.scale) }));
  }

  currencySetting(code: string): CurrencySettingsRow | undefined {
    const r = this.q.currencySetting.get(code);
    return r && { ...r, scale: Number(r.scale) };
  }

  updateCurrencySettings(row: CurrencySettingsRow) {
    this.q.updateCurrencySettings.run(row);
  }

  /** A customer (not a visitor's guest account) of this id exists. */
  customerExists(userId: number): boolean {
    return this.q.customer.get(userId) !== undefined;
  }

  // ---------------------------------------------------------------- payee channels
  channels(only: 'enabled' | 'all'): ChannelRow[] {
    return (only === 'enabled' ? this.q.enabledChannels : this.q.channels).all();
  }

  channel(id: number): ChannelRow | undefined {
    return this.q.channel.get(id);
  }

  /** false: no such channel. */
  updateChannel(
    id: number,
    c: { payeeName: string; bankName: string; accountNumber: string; bankBranch: string; qrImage: string; enabled: boolean },
    staffId: number,
    now: number,
  ): boolean {
    return this.q.updateChannel.run({ ...c, enabled: c.enabled ? 1 : 0, staffId, now, id }).changes > 0;
  }

  // ---------------------------------------------------------------- bank cards and addresses
  activeCard(userId: number): CardRow | undefined {
    return this.q.activeCard.get(userId);
  }

  firstCardHolder(userId: number): string | undefined {
    return this.q.firstCard.get(userId)?.holder;
  }

  insertCard(userId: number, c: { holder: string; number: string; bankName: string; bankAddress: string; currency: string }, now: number) {
    this.q.insertCard.run(userId, c.holder, c.number, c.bankName, c.bankAddress, c.currency, now);
  }

  /** false: no active card. */
  removeCard(userId: number, now: number): boolean {
    return this.q.removeCard.run(now, userId).changes > 0;
  }

  cardChange(id: number): CardChangeRow | undefined {
    return this.q.cardChange.get(id);
  }

  latestCardChange(userId: number): CardChangeRow | undefined {
    return this.q.latestCardChange.get(userId);
  }

  hasPendingCardChange(userId: number): boolean {
    return this.q.pendingCardChange.get(userId) !== undefined;
  }

  insertCardChange(c: Omit<CardChangeRow, 'id' | 'status' | 'rejectReason' | 'reviewedAt'>): number {
    return Number(this.q.insertCardChange.run(c).lastInsertRowid);
  }

  /** false: already reviewed. */
  reviewCardChange(id: number, to: 'approved' | 'rejected', reason: string, staffId: number, now: number): boolean {
    return this.q.reviewCardChange.run(to, reason, staffId, now, id).changes > 0;
  }

  /** The card-change queue (its filters), newest first. */
  cardChangePage<T>(filter: ListFilter, page: number | undefined, pageSize: number | undefined, map: (r: CardChangeRow) => T) {
    return pageOf(
      this.db,
      { columns: CARD_CHANGE_COLUMNS, ...whereOf('BankCardChange', filter), order: 'id DESC' },
      page,
      pageSize,
      (r: CardChangeRow) =>
        map({
          ...r,
          id: Number(r.id),
          userId: Number(r.userId),
          createdAt: Number(r.createdAt),
          reviewedAt: r.reviewedAt === null ? null : Number(r.reviewedAt),
        }),
    );
  }

  addresses(userId: number): AddressRow[] {
    return this.q.addresses.all(userId);
  }

  /** false: the user already has an address on that coin and chain. */
  insertAddress(userId: number, a: { coin: string; chain: string; address: string }, now: number): boolean {
    return this.q.insertAddress.run(userId, a.coin, a.chain, a.address, now).changes > 0;
  }

  // ---------------------------------------------------------------- balances
  /** The available and frozen balances of a ledger owner (`user:<id>`) in one mode. */
  balances(owner: string, mode: Mode) {
    return this.q.balances.all(owner, mode);
  }

  // ---------------------------------------------------------------- uploads
  insertUpload(u: { userId: number; purpose: string; path: string; mime: string; size: number }, now: number): number {
    return Number(this.q.insertUpload.run(u.userId, u.purpose, u.path, u.mime, u.size, now).lastInsertRowid);
  }

  upload(id: number): UploadRow | undefined {
    return this.q.upload.get(id);
  }

  /** false: the proof already backs a deposit. */
  bindProof(depositId: number, uploadId: number): boolean {
    return this.q.bindProof.run(depositId, uploadId).changes === 1;
  }

  // ---------------------------------------------------------------- deposits
  deposit(id: number): DepositRow | undefined {
    return this.q.deposit.get(id) as DepositRow | undefined;
  }

  insertDeposit(d: NewDeposit): number {
    return Number(this.q.insertDeposit.run(d).lastInsertRowid);
  }

  /** false: already reviewed. */
  approveDeposit(id: number, staffId: number | null, now: number): boolean {
    return this.q.approveDeposit.run(staffId, now, id).changes > 0;
  }

  /** false: already reviewed. */
  rejectDeposit(id: number, reason: string, staffId: number | null, now: number): boolean {
    return this.q.rejectDeposit.run(reason, staffId, now, id).changes > 0;
  }

  /** A user's deposits (userId) or the review queue (its filters), newest first. */
  depositPage<T>(filter: ListFilter, page: number | undefined, pageSize: number | undefined, map: (r: DepositRow) => T) {
    return pageOf(this.db, { columns: DEPOSIT_COLUMNS, ...whereOf('Deposit', filter), order: 'id DESC' }, page, pageSize, map);
  }

  // ---------------------------------------------------------------- withdrawals
  withdrawal(id: number): WithdrawalRow | undefined {
    return this.q.withdrawal.get(id) as WithdrawalRow | undefined;
  }

  insertWithdrawal(w: NewWithdrawal): number {
    return Number(
      this.q.insertWithdrawal.run(
        w.userId,
        w.method,
        w.currency,
        w.amount,
        w.fee,
        w.amount - w.fee,
        w.destination,
        w.createdAt,
        w.confirmedWith,
        w.allowList ? 1 : 0,
      ).lastInsertRowid,
    );
  }

  /** false: already reviewed. */
  reviewWithdrawal(id: number, to: 'passed' | 'rejected' | 'failed', reason: string, staffId: number | null, now: number): boolean {
    return this.q.reviewWithdrawal.run(to, reason, staffId, now, id).changes > 0;
  }

  withdrawalPage<T>(filter: ListFilter, page: number | undefined, pageSize: number | undefined, map: (r: WithdrawalRow) => T) {
    return pageOf(this.db, { columns: WITHDRAWAL_COLUMNS, ...whereOf('Withdrawal', filter), order: 'id DESC' }, page, pageSize, map);
  }

  // ---------------------------------------------------------------- exchanges
  exchange(id: number): ExchangeRow | undefined {
    return this.q.exchange.get(id) as ExchangeRow | undefined;
  }

  insertExchange(e: { userId: number; from: string; to: string; amount: bigint; rate: string; arrival: bigint }, now: number): number {
    return Number(this.q.insertExchange.run(e.userId, e.from, e.to, e.amount, e.rate, e.arrival, now).lastInsertRowid);
  }

  exchangePage<T>(userId: number, page: number | undefined, pageSize: number | undefined, map: (r: ExchangeRow) => T) {
    return pageOf(this.db, { columns: EXCHANGE_COLUMNS, ...whereOf('Exchange', { userId }), order: 'id DESC' }, page, pageSize, map);
  }

  // ---------------------------------------------------------------- the user's passwords
  passwordChangedAt(userId: number): number | null | undefined {
    return this.q.passwordChangedAt.get(userId)?.t;
  }

  securityPasswordHash(userId: number): string | null {
    return this.q.securityPasswordHash.get(userId)?.h ?? null;
  }

  storeSecurityPassword(userId: number, hash: string) {
    this.q.storeSecurityPassword.run(hash, userId);
  }

  /** false: it was set meanwhile. */
  setSecurityPasswordIfUnset(userId: number, hash: string): boolean {
    return this.q.setSecurityPassword.run(hash, userId).changes > 0;
  }
}

/**
 * What a list is filtered by: one user's rows (their history), or a staff queue's filters
 * (status, currency, customer, createdAt range in ms, `toMs` excluded; a deposit's reference
 * code); absent: any.
 */
export interface ListFilter {
  userId?: number;
  status?: string;
  currency?: string;
  fromMs?: number;
  toMs?: number;
  reference?: string;
}

function whereOf(table: string, f: ListFilter) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    if (value === undefined) return;
    conditions.push(sql);
    params.push(value);
  };
  add('userId = ?', f.userId);
  add('status = ?', f.status);
  add('currency = ?', f.currency);
  add('createdAt >= ?', f.fromMs);
  add('createdAt < ?', f.toMs);
  add('reference = ?', f.reference);
  return { from: `FROM "${table}"${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`, params };
}
