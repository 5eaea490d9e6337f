// Fast (short-term up/down) orders. Placing moves the stake from available to frozen and
// records the entry tick in force; at expiry the order settles exactly once on the recorded
// tick in force at the expiry time: up wins when exit > entry, down when exit < entry, an
// equal price refunds the stake (docs/decisions/010-fast-trading.md). A win pays stake +
// stake × profit rate from the trading house. Nothing a staff member can set changes an
// outcome: settlement reads the order row and recorded ticks only.
import { applyRate, formatAmount, parseAmount } from '../../../shared/money.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import type { Leg, Mode } from '../../ledger/ledger.ts';
import { GroupCommit } from '../../ledger/group-commit.ts';
import { createWithJournal } from '../../ledger/operations.ts';
import { pageOf } from '../../lib/paging.ts';
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
const COLUMNS =
  'id, userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, status, result, exitTicks, exitTime, payout, settledAt, settleJournalId, createdAt';

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

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly demo: DemoService,
    private readonly hub: WsHub,
  ) {
    const db = ctx.sqlite;
    this.group = new GroupCommit(ctx.ledger);
    this.q = {
      options: db
        .prepare(`SELECT id, productId, durationSec, profitRate, minAmount, maxAmount FROM "FastOption" WHERE enabled = 1 ORDER BY productId, durationSec`)
        .safeIntegers(true),
      option: db
        .prepare<[number, number]>(`SELECT profitRate, minAmount, maxAmount FROM "FastOption" WHERE productId = ? AND durationSec = ? AND enabled = 1`)
        .safeIntegers(true),
      insert: db.prepare(
        `INSERT INTO "FastOrder" (userId, mode, productId, direction, currency, amount, durationSec, profitRate, entryTicks, entryTime, expiresAt, status, createdAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
      ),
      byId: db.prepare(`SELECT ${COLUMNS} FROM "FastOrder" WHERE id = ?`).safeIntegers(true),
      // the settlement hot path reads only what deciding needs, as arrays (a JS object per
      // row with every column cost more than the rest of settling): see DueRow
      due: db
        .prepare(
          `SELECT id, userId, mode, productId, direction, currency, CAST(amount AS TEXT), profitRate, entryTicks, expiresAt FROM "FastOrder" WHERE status = 'open' AND expiresAt <= ? ORDER BY expiresAt, id LIMIT ?`,
        )
        .raw(),
      settle: db.prepare(
        `UPDATE "FastOrder" SET status = 'settled', result = ?, exitTicks = ?, exitTime = ?, payout = ?, settledAt = ?, settleJournalId = ? WHERE id = ? AND status = 'open'`,
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
      payout: o.payout === null ? null : formatAmount(o.payout, SCALE),
      profit: o.payout === null ? null : formatAmount(o.payout - o.amount, SCALE),
      settledAt: o.settledAt,
      settlementJournalId: o.settleJournalId,
      createdAt: o.createdAt,
    };
  }

  order(id: number, userId: number) {
    const row = this.q.byId.get(id) as Record<string, unknown> | undefined;
    const o = row ? FastService.normalize(row) : undefined;
    if (!o || o.userId !== userId) throw new AppError('NOT_FOUND');
    return this.view(o);
  }

  /** Checks an order before anything is written (the demo grant aside): product, option, stake. */
  private check(userId: number, input: PlaceInput) {
    const product = this.market.product(input.productId);
    if (!product?.tradeModes.includes('fast')) throw new AppError('PRODUCT_NOT_FOUND');
    const option = this.q.option.get(input.productId, input.durationSec) as { profitRate: string; minAmount: bigint; maxAmount: bigint } | undefined;
    if (!option) throw new AppError('FAST_DURATION_UNAVAILABLE', { seconds: input.durationSec });
    const amount = parseStake(input.amount, option);
    if (input.mode === 'demo') this.demo.ensure(userId);
    return { productId: product.id, profitRate: option.profitRate, amount };
  }

  /**
   * Places a checked order: the entry is the tick in force now; the order row and the stake's
   * move from available to frozen are one transaction (or one savepoint of the caller's).
   */
  private placeChecked(userId: number, input: PlaceInput, c: ReturnType<FastService['check']>): number {
    const now = this.ctx.clock.now();
    const entry = this.market.ticks.inForce(c.productId, now);
    if (!entry) throw new AppError('MARKET_CLOSED');
    return createWithJournal(
      this.ctx.ledger,
      this.ctx.sqlite,
      () =>
        Number(
          this.q.insert.run(
            userId,
            input.mode,
            c.productId,
            input.direction,
            FAST_CURRENCY,
            c.amount,
            input.durationSec,
            c.profitRate,
            entry.ticks,
            entry.time,
            now + input.durationSec * 1000,
            now,
          ).lastInsertRowid,
        ),
      (orderId) => ({
        key: `fast:${orderId}:stake`,
        type: 'fast_stake',
        userId,
        reference: `fast:${orderId}`,
        legs: [
          { account: { userId, kind: 'available', currency: FAST_CURRENCY, mode: input.mode }, amount: -c.amount },
          { account: { userId, kind: 'frozen', currency: FAST_CURRENCY, mode: input.mode }, amount: c.amount },
        ],
      }),
    );
  }

  private viewOf(id: number) {
    return this.view(FastService.normalize(this.q.byId.get(id) as Record<string, unknown>));
  }

  /** Places an order in its own transaction. */
  place(userId: number, input: PlaceInput) {
    return this.viewOf(this.placeChecked(userId, input, this.check(userId, input)));
  }

  /**
   * Places an order through the group commit (the API's path): orders arriving in the same
   * event-loop turn share one transaction, each in its own savepoint; resolves once committed.
   */
  async submit(userId: number, input: PlaceInput) {
    const checked = this.check(userId, input);
    return this.viewOf(await this.group.run(() => this.placeChecked(userId, input, checked)));
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
   * Each transaction is one settlement run: its orders' stakes leave frozen, payouts reach
   * available and the rest goes to the trading house, netted per account into one journal
   * (docs/decisions/012-fast-settlement-runs.md); each order row records its result, exit
   * tick and the run's journal, guarded by its open status so it settles exactly once.
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
    const decided = due.map((o) => this.decideOne(o, cache)).filter((d) => d !== undefined);
    if (decided.length === 0) return { due: due.length, settled: [] };

    // net legs per account: stakes out of frozen, payouts into available, the rest to the house
    const legs = new Map<string, Leg>();
    const add = (key: string, account: Leg['account'], amount: bigint) => {
      const leg = legs.get(key);
      if (leg) leg.amount += amount;
      else legs.set(key, { account, amount });
    };
    let firstId = Number.MAX_SAFE_INTEGER;
    for (const o of decided) {
      const { payout } = o;
      firstId = Math.min(firstId, o.id);
      const at = `${o.currency}|${o.mode}`;
      add(`f|${o.userId}|${at}`, { userId: o.userId, kind: 'frozen', currency: o.currency, mode: o.mode }, -o.amount);
      if (payout > 0n) add(`a|${o.userId}|${at}`, { userId: o.userId, kind: 'available', currency: o.currency, mode: o.mode }, payout);
      if (o.amount !== payout) add(`h|${at}`, { platform: 'trading_house', currency: o.currency, mode: o.mode }, o.amount - payout);
    }
    const posted = this.ctx.ledger.post({
      // an order settles once, so the run's smallest order id names the run once
      key: `fast-settle:${firstId}`,
      type: 'fast_settle',
      reference: `fast-settle:${firstId}`,
      memo: `${decided.length} orders`,
      legs: [...legs.values()].filter((l) => l.amount !== 0n),
    });
    if (!posted.created) throw new Error(`fast settlement run ${firstId} was posted before`);
    for (const { id, result, exit, payout } of decided) {
      // the rows were read in this transaction, so each is still open: anything else is a bug
      if (this.q.settle.run(result, exit.ticks, exit.time, payout, now, posted.journalId, id).changes !== 1) {
        throw new Error(`fast order ${id} was settled twice`);
      }
    }
    return { due: due.length, settled: decided };
  }

  list(userId: number, q: { status?: 'open' | 'settled'; mode?: Mode; page?: number; pageSize?: number }) {
    const query = {
      columns: COLUMNS,
      from: 'FROM "FastOrder" WHERE userId = ? AND (? IS NULL OR status = ?) AND (? IS NULL OR mode = ?)',
      order: 'id DESC',
      params: [userId, q.status ?? null, q.status ?? null, q.mode ?? null, q.mode ?? null],
    };
    return pageOf(this.ctx.sqlite, query, q.page, q.pageSize, (r: Record<string, unknown>) => this.view(FastService.normalize(r)));
  }

  stats(userId: number, mode: Mode) {
    const rows = this.ctx.sqlite
      .prepare(`SELECT result, COUNT(*) AS n, SUM(amount) AS staked, SUM(payout) AS paid FROM "FastOrder" WHERE userId = ? AND mode = ? AND status = 'settled' GROUP BY result`)
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
