// Fast (short-term up/down) orders. Placing moves the stake from the user's available balance
// to the platform's fast-order escrow and records the entry tick in force; at expiry the
// order settles exactly once on the recorded tick in force at the expiry time: up wins when
// exit > entry, down when exit < entry, an equal price refunds the stake
// (docs/decisions/010-fast-trading.md). A win pays stake + stake × profit rate, the trading
// house paying the profit and taking lost stakes. The order row is written once; settling
// appends its FastSettlement row and takes it off the FastOpenOrder queue
// (docs/decisions/013-fast-escrow-and-settlement-rows.md). Nothing a staff member can set
// changes an outcome: settlement reads the order row and recorded ticks only.
import { applyRate, formatAmount, parseAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import type { Leg, Mode } from '../../ledger/ledger.ts';
import { MultiInsert } from '../../db/multi-insert.ts';
import { GroupCommit } from '../../ledger/group-commit.ts';
import { createWithJournal, requestFingerprint } from '../../ledger/operations.ts';
import { pageOf } from '../../db/paging.ts';
import type { WsHub } from '../realtime/hub.ts';
import { DEMO_CURRENCY, DEMO_SCALE, type DemoService } from './demo.ts';

export const FAST_CURRENCY = DEMO_CURRENCY;
const SCALE = DEMO_SCALE;
/** Orders settled per transaction; the event loop gets a turn between chunks. */
export const SETTLE_CHUNK = 1000;

export interface FastOrderRow {
  id: number;
  userId: number;
  mode: Mode;
  productId: number;
  direction: 'up' | 'down';
  currency: string;
  amount: bigint;
  durationSec: number;
  profitRate: string;
  entryTicks: number;
  entryTime: number;
  expiresAt: number;
  status: 'open' | 'settled';
  result: 'win' | 'loss' | 'tie' | null;
  exitTicks: number | null;
  exitTime: number | null;
  payout: bigint | null;
  settledAt: number | null;
  settleJournalId: number | null;
  createdAt: number;
}
/** An order with its settlement, if any: `FROM ${ORDERS}` then `SELECT ${COLUMNS}`. */
const ORDERS = `"FastOrder" o LEFT JOIN "FastSettlement" s ON s.orderId = o.id`;
const COLUMNS = `o.id, o.userId, o.mode, o.productId, o.direction, o.currency, o.amount, o.durationSec, o.profitRate, o.entryTicks,
  o.entryTime, o.expiresAt, CASE WHEN s.orderId IS NULL THEN 'open' ELSE 'settled' END AS status, s.result, s.exitTicks,
  s.exitTime, s.payout, s.settledAt, s.journalId AS settleJournalId, o.createdAt`;

/** A due order as the settlement query reads it (amount as exact decimal text). */
type DueRow = [id: number, userId: number, mode: Mode, productId: number, direction: 'up' | 'down', currency: string, amount: string, profitRate: string, entryTicks: number, expiresAt: number];

/** The outcome of an order given its exit price: pure, so it can be checked on its own. */
export function decide(direction: 'up' | 'down', entry: number, exit: number): 'win' | 'loss' | 'tie' {
  if (exit === entry) return 'tie';
  return (direction === 'up') === exit > entry ? 'win' : 'loss';
}

export function payoutOf(result: 'win' | 'loss' | 'tie', amount: bigint, profitRate: string): bigint {
  if (result === 'tie') return amount;
  if (result === 'loss') return 0n;
  return amount + applyRate(amount, profitRate);
}

type PlaceInput = { productId: number; direction: 'up' | 'down'; amount: string; durationSec: number; mode: Mode };

export class FastService {
  private settling = false;
  private readonly q;
  private readonly group: GroupCommit;
  private readonly insertSettlements: MultiInsert;

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly demo: DemoService,
    private readonly hub: WsHub,
  ) {
    const db = ctx.sqlite;
    this.group = new GroupCommit(ctx.ledger);
    this.insertSettlements = new MultiInsert(db, '"FastSettlement" (orderId, result, exitTicks, exitTime, payout, settledAt, journalId)', 7, 128);
    this.q = {
      options: db
        .prepare(`SELECT id, productId, durationSec, profitRate, minAmount, maxAmount FROM "FastOption" WHERE enabled = 1 ORDER BY productId, durationSec`)
        .safeIntegers(true),
      option: db
        .prepare<[number, number]>(`SELECT profitRate, minAmount, maxAmount FROM "FastOption" WHERE productId = ? AND durationSec = ? AND enabled = 1`)
        .safeIntegers(true),
      insert: db.prepare(
        `INSERT INTO "FastOrder" (userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, createdAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      enqueue: db.prepare<[number, number]>(`INSERT INTO "FastOpenOrder" (expiresAt, orderId) VALUES (?, ?)`),
      byId: db.prepare(`SELECT ${COLUMNS} FROM ${ORDERS} WHERE o.id = ?`).safeIntegers(true),
      // the settlement hot path reads only what deciding needs, as arrays (a JS object per
      // row with every column cost more than the rest of settling): see DueRow
      due: db
        .prepare(
          `SELECT o.id, o.userId, o.mode, o.productId, o.direction, o.currency, CAST(o.amount AS TEXT), o.profitRate, o.entryTicks, q.expiresAt
             FROM "FastOpenOrder" q JOIN "FastOrder" o ON o.id = q.orderId
            WHERE q.expiresAt <= ? ORDER BY q.expiresAt, q.orderId LIMIT ?`,
        )
        .raw(),
      // a stretch of the queue, first and last entry included
      dequeue: db.prepare<[number, number, number, number]>(
        `DELETE FROM "FastOpenOrder" WHERE (expiresAt, orderId) >= (?, ?) AND (expiresAt, orderId) <= (?, ?)`,
      ),
      latestTick: db.prepare<[number], { time: number }>('SELECT time FROM "Tick" WHERE productId = ? ORDER BY time DESC LIMIT 1'),
    };
  }

  private static normalize(r: Record<string, unknown>): FastOrderRow {
    const n = (v: unknown) => (v === null ? null : Number(v));
    return {
      ...(r as unknown as FastOrderRow),
      id: Number(r.id),
      userId: Number(r.userId),
      productId: Number(r.productId),
      durationSec: Number(r.durationSec),
      entryTicks: Number(r.entryTicks),
      entryTime: Number(r.entryTime),
      expiresAt: Number(r.expiresAt),
      exitTicks: n(r.exitTicks),
      exitTime: n(r.exitTime),
      settledAt: n(r.settledAt),
      settleJournalId: n(r.settleJournalId),
      createdAt: Number(r.createdAt),
      amount: BigInt(r.amount as bigint),
      payout: r.payout === null ? null : BigInt(r.payout as bigint),
    };
  }

  options(productId?: number) {
    const rows = this.q.options.all() as { id: bigint; productId: bigint; durationSec: bigint; profitRate: string; minAmount: bigint; maxAmount: bigint }[];
    return rows
      .filter((r) => productId === undefined || Number(r.productId) === productId)
      .map((r) => ({
        productId: Number(r.productId),
        durationSec: Number(r.durationSec),
        profitRate: r.profitRate,
        profitPercent: formatScaled(Number(applyRate(10000n, r.profitRate)), 2),
        minAmount: formatAmount(r.minAmount, SCALE),
        maxAmount: formatAmount(r.maxAmount, SCALE),
        currency: FAST_CURRENCY,
      }));
  }

  view(o: FastOrderRow) {
    const product = this.market.product(o.productId);
    const p = product?.pricePrecision ?? 0;
    const price = (t: number | null) => (t === null ? null : formatScaled(t, p));
    return {
      id: o.id,
      mode: o.mode,
      productId: o.productId,
      symbol: product?.symbol ?? '',
      direction: o.direction,
      currency: o.currency,
      amount: formatAmount(o.amount, SCALE),
      durationSec: o.durationSec,
      profitRate: o.profitRate,
      entryPrice: price(o.entryTicks) as string,
      entryTime: o.entryTime,
      expiresAt: o.expiresAt,
      status: o.status,
      result: o.result,
      exitPrice: price(o.exitTicks),
      exitTime: o.exitTime,
      // the market periods whose seeds drew the entry and exit ticks: once revealed, anyone can
      // recompute both ticks (docs/decisions/015-market-commit-reveal.md)
      ...this.proofOf(o),
      payout: o.payout === null ? null : formatAmount(o.payout, SCALE),
      profit: o.payout === null ? null : formatAmount(o.payout - o.amount, SCALE),
      settledAt: o.settledAt,
      settlementJournalId: o.settleJournalId,
      createdAt: o.createdAt,
    };
  }

  private proofOf(o: FastOrderRow) {
    const entry = this.market.periods.containing(o.entryTime);
    const exit = o.exitTime === null ? undefined : this.market.periods.containing(o.exitTime);
    return {
      entryPeriodStart: entry?.start ?? null,
      entryCommitment: entry?.commitment ?? null,
      exitPeriodStart: exit?.start ?? null,
      exitCommitment: exit?.commitment ?? null,
    };
  }

  order(id: number, userId: number) {
    const row = this.q.byId.get(id) as Record<string, unknown> | undefined;
    const o = row ? FastService.normalize(row) : undefined;
    if (!o || o.userId !== userId) throw new AppError('NOT_FOUND');
    return this.view(o);
  }

  /** Checks an order before anything is written: product, option, stake. */
  private check(input: PlaceInput) {
    // a demo-only deployment may run on a public seed: nothing real may ride on it
    if (input.mode === 'real' && this.ctx.config.marketDemoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    const product = this.market.product(input.productId);
    if (!product?.tradeModes.includes('fast')) throw new AppError('PRODUCT_NOT_FOUND');
    const option = this.q.option.get(input.productId, input.durationSec) as { profitRate: string; minAmount: bigint; maxAmount: bigint } | undefined;
    if (!option) throw new AppError('FAST_DURATION_UNAVAILABLE', { seconds: input.durationSec });
    const amount = parseStake(input.amount, option);
    return { productId: product.id, profitRate: option.profitRate, amount };
  }

  /**
   * Places a checked order: the entry is the tick in force now; the order row, its queue entry
   * and the stake's move from available to the escrow are one transaction (or one savepoint
   * of the caller's).
   */
  private placeChecked(userId: number, input: PlaceInput, c: ReturnType<FastService['check']>, idempotencyKey?: string): number {
    const now = this.ctx.clock.now();
    const entry = this.market.ticks.inForce(c.productId, now);
    if (!entry) throw new AppError('MARKET_CLOSED');
    const expiresAt = now + input.durationSec * 1000;
    return createWithJournal(
      this.ctx.ledger,
      this.ctx.sqlite,
      () => {
        // (inside the order's transaction: a refused order leaves no grant behind either)
        if (input.mode === 'demo') this.demo.ensure(userId);
        const { insert, enqueue } = this.q;
        const { amount, profitRate } = c;
        const id = Number(
          insert.run(userId, input.mode, c.productId, input.direction, FAST_CURRENCY, amount, input.durationSec, profitRate, entry.ticks, entry.time, expiresAt, now)
            .lastInsertRowid,
        );
        enqueue.run(expiresAt, id);
        return id;
      },
      (orderId) => ({
        key: idempotencyKey === undefined ? `fast:${orderId}:stake` : `fast-order:${userId}:${idempotencyKey}`,
        fingerprint:
          idempotencyKey === undefined
            ? undefined
            : requestFingerprint({ productId: c.productId, mode: input.mode, direction: input.direction, durationSec: input.durationSec, amount: c.amount.toString() }),
        type: 'fast_stake',
        userId,
        reference: `fast:${orderId}`,
        legs: [
          { account: { userId, kind: 'available', currency: FAST_CURRENCY, mode: input.mode }, amount: -c.amount },
          { account: { platform: 'fast_escrow', currency: FAST_CURRENCY, mode: input.mode }, amount: c.amount },
        ],
      }),
    );
  }

  private viewOf(id: number) {
    return this.view(FastService.normalize(this.q.byId.get(id) as Record<string, unknown>));
  }

  /** Places an order in its own transaction. */
  place(userId: number, input: PlaceInput) {
    return this.viewOf(this.placeChecked(userId, input, this.check(input)));
  }

  /**
   * Places an order through the group commit (the API's path): orders arriving in the same
   * event-loop turn share one transaction, each in its own savepoint; resolves once committed.
   */
  async submit(userId: number, input: PlaceInput, idempotencyKey?: string) {
    const checked = this.check(input);
    return this.viewOf(await this.group.run(() => this.placeChecked(userId, input, checked, idempotencyKey)));
  }

  /**
   * Decides one due order if its exit tick is final (a tick at or after its expiry is
   * recorded). `cache` holds the recorded-tick lookups of the current run.
   */
  private decideOne(row: DueRow, cache: Map<string, number | RecordedTick | undefined>) {
    const [id, userId, mode, productId, direction, currency, amountText, profitRate, entryTicks, expiresAt] = row;
    const latestKey = `latest:${productId}`;
    if (!cache.has(latestKey)) cache.set(latestKey, this.q.latestTick.get(productId)?.time);
    const latest = cache.get(latestKey) as number | undefined;
    if (latest === undefined || latest < expiresAt) return undefined;
    const exitKey = `exit:${productId}:${expiresAt}`;
    if (!cache.has(exitKey)) cache.set(exitKey, this.market.ticks.inForce(productId, expiresAt));
    const exit = cache.get(exitKey) as RecordedTick | undefined;
    if (!exit) return undefined;
    const amount = BigInt(amountText);
    const result = decide(direction, entryTicks, exit.ticks);
    return { id, userId, mode, currency, amount, result, exit, payout: payoutOf(result, amount, profitRate) };
  }

  /**
   * Settles every due order, SETTLE_CHUNK per transaction with an event-loop turn between.
   * Each transaction is one settlement run: the escrow releases its orders' stakes, payouts
   * reach available and the rest goes to the trading house, netted per account into one
   * journal (docs/decisions/012-fast-settlement-runs.md); each order gets its FastSettlement
   * row (result, exit tick, payout, the run's journal) and leaves the queue. The settlement
   * row's primary key makes a second settlement of an order impossible.
   */
  async settleDue(now: number = this.ctx.clock.now()): Promise<number> {
    if (this.settling) return 0;
    this.settling = true;
    let total = 0;
    try {
      for (let runs = 0; runs < 10_000; runs++) {
        const run = this.ctx.ledger.transaction(() => this.settleRun(now));
        total += run.settled.length;
        // the order's view is built only for users who are connected
        for (const o of run.settled) this.hub.sendToUser(o.userId, () => ({ kind: 'fast-settled', order: this.order(o.id, o.userId) }));
        // orders whose exit tick is not recorded yet stay due; stop when nothing moved
        if (run.settled.length === 0 || run.due < SETTLE_CHUNK) break;
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.settling = false;
    }
    return total;
  }

  /** One settlement run, inside the caller's transaction. */
  private settleRun(now: number): { due: number; settled: { id: number; userId: number }[] } {
    const due = this.q.due.all(now, SETTLE_CHUNK) as DueRow[];
    const cache = new Map<string, number | RecordedTick | undefined>();
    const decided: NonNullable<ReturnType<FastService['decideOne']>>[] = [];
    // stretches of consecutive decided entries of the queue: each leaves it in one DELETE
    const stretches: { first: DueRow; last: DueRow; n: number }[] = [];
    let open: { first: DueRow; last: DueRow; n: number } | undefined;
    for (const row of due) {
      const d = this.decideOne(row, cache);
      if (!d) {
        open = undefined;
        continue;
      }
      decided.push(d);
      if (open) {
        open.last = row;
        open.n++;
      } else {
        open = { first: row, last: row, n: 1 };
        stretches.push(open);
      }
    }
    if (decided.length === 0) return { due: due.length, settled: [] };

    // net legs per account: the escrow releases the stakes, payouts go to available, the
    // trading house takes lost stakes and pays winning profits
    const legs = new Map<string, Leg>();
    const add = (key: string, account: Leg['account'], amount: bigint) => {
      const leg = legs.get(key);
      if (leg) leg.amount += amount;
      else legs.set(key, { account, amount });
    };
    for (const { userId, currency, mode, amount, payout } of decided) {
      const at = `${currency}|${mode}`;
      add(`e|${at}`, { platform: 'fast_escrow', currency, mode }, -amount);
      if (payout > 0n) add(`a|${userId}|${at}`, { userId, kind: 'available', currency, mode }, payout);
      if (amount !== payout) add(`h|${at}`, { platform: 'trading_house', currency, mode }, amount - payout);
    }
    // an order settles once, so the run's smallest order id names the run once
    const firstId = decided.reduce((min, o) => Math.min(min, o.id), Number.MAX_SAFE_INTEGER);
    const posted = this.ctx.ledger.post({
      key: `fast-settle:${firstId}`,
      type: 'fast_settle',
      reference: `fast-settle:${firstId}`,
      memo: `${decided.length} orders`,
      legs: [...legs.values()].filter((l) => l.amount !== 0n),
    });
    if (!posted.created) throw new Error(`fast settlement run ${firstId} was posted before`);
    const rows: unknown[] = [];
    for (const { id, result, exit, payout } of decided) rows.push(id, result, exit.ticks, exit.time, payout, now, posted.journalId);
    this.insertSettlements.run(rows);
    for (const { first, last, n } of stretches) {
      // the entries were read in this transaction, so all of them are still queued
      if (this.q.dequeue.run(first[9], first[0], last[9], last[0]).changes !== n) throw new Error(`fast orders ${first[0]}–${last[0]} left the queue before`);
    }
    return { due: due.length, settled: decided };
  }

  list(userId: number, q: { status?: 'open' | 'settled'; mode?: Mode; page?: number; pageSize?: number }) {
    const query = {
      columns: COLUMNS,
      from: `FROM ${ORDERS} WHERE o.userId = ? AND (? IS NULL OR (s.orderId IS NULL) = (? = 'open')) AND (? IS NULL OR o.mode = ?)`,
      order: 'o.id DESC',
      params: [userId, q.status ?? null, q.status ?? null, q.mode ?? null, q.mode ?? null],
    };
    return pageOf(this.ctx.sqlite, query, q.page, q.pageSize, (r: Record<string, unknown>) => this.view(FastService.normalize(r)));
  }

  stats(userId: number, mode: Mode) {
    const rows = this.ctx.sqlite
      .prepare(
        `SELECT s.result, COUNT(*) AS n, SUM(o.amount) AS staked, SUM(s.payout) AS paid
           FROM "FastOrder" o JOIN "FastSettlement" s ON s.orderId = o.id WHERE o.userId = ? AND o.mode = ? GROUP BY s.result`,
      )
      .safeIntegers(true)
      .all(userId, mode) as { result: string; n: bigint; staked: bigint; paid: bigint }[];
    let count = 0n;
    let wins = 0n;
    let pnl = 0n;
    for (const r of rows) {
      count += r.n;
      if (r.result === 'win') wins += r.n;
      pnl += r.paid - r.staked;
    }
    const winRate = count === 0n ? 0n : (wins * 10000n) / count;
    return { count: Number(count), wins: Number(wins), winRate: formatScaled(Number(winRate), 2), profit: formatAmount(pnl, SCALE), currency: FAST_CURRENCY };
  }
}

function parseStake(text: string, option: { minAmount: bigint; maxAmount: bigint }): bigint {
  const parsed = parseAmount(text, SCALE);
  if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale: SCALE });
  if (parsed.units < option.minAmount) throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(option.minAmount, SCALE), currency: FAST_CURRENCY });
  if (parsed.units > option.maxAmount) throw new AppError('AMOUNT_TOO_LARGE', { max: formatAmount(option.maxAmount, SCALE), currency: FAST_CURRENCY });
  return parsed.units;
}
