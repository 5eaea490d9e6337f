// Fast settlement: at expiry an order settles exactly once on the recorded tick in force at
// the expiry time: up wins when exit > entry, down when exit < entry, an equal price refunds
// the stake (docs/decisions/010-fast-trading.md). A win pays stake + stake × profit rate, the
// trading house paying the profit and taking lost stakes. Orders settle in runs, netted per
// account into one journal (docs/decisions/012-fast-settlement-runs.md); each order gets its
// FastSettlement row and leaves the FastOpenOrder queue (013-fast-escrow-and-settlement-rows.md).
// Nothing a staff member can set changes an outcome: settlement reads the order row and
// recorded ticks only.
import { applyRate } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { PriceSource } from '../../engine/price-source.ts';
import type { RecordedTick } from '../../engine/ticks.ts';
import type { Leg, Mode } from '../../ledger/ledger.ts';
import type { DueRow, FastRepository } from './repository.ts';

/** Orders settled per transaction; the event loop gets a turn between chunks. */
export const SETTLE_CHUNK = 1000;

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

/** A decided order of a run. */
export interface Decided {
  id: number;
  userId: number;
  mode: Mode;
  productId: number;
  currency: string;
  amount: bigint;
  result: 'win' | 'loss' | 'tie';
  exit: RecordedTick;
  payout: bigint;
}

/**
 * The run's journal legs, netted per account: the escrow releases the stakes, payouts go to
 * available, the trading house takes lost stakes and pays winning profits.
 */
export function netLegs(decided: Decided[]): Leg[] {
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
  return [...legs.values()].filter((l) => l.amount !== 0n);
}

/** A due order decided on its exit tick (undefined: no tick in force at its expiry). */
function decidedOf(row: DueRow, exit: RecordedTick | undefined): Decided | undefined {
  if (!exit) return undefined;
  const [id, userId, mode, productId, direction, currency, amountText, profitRate, entryTicks] = row;
  const amount = BigInt(amountText);
  const result = decide(direction, entryTicks, exit.ticks);
  return { id, userId, mode, productId, currency, amount, result, exit, payout: payoutOf(result, amount, profitRate) };
}

export class FastSettlement {
  private settling = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly repo: FastRepository,
    /** Told of each run's settled orders once the run is committed. */
    private readonly onSettled: (orders: { id: number; userId: number }[]) => void,
    /** Each run's decided orders, inside the run's transaction (their owners' messages: one batch with the run). */
    private readonly inRun: (decided: readonly Decided[]) => void = () => {},
  ) {}

  /**
   * Settles every due order, SETTLE_CHUNK per transaction with an event-loop turn between.
   * Each transaction is one settlement run. The settlement row's primary key makes a second
   * settlement of an order impossible.
   */
  async settleDue(now: number = this.ctx.clock.now()): Promise<number> {
    if (this.settling) return 0;
    this.settling = true;
    let total = 0;
    try {
      for (let runs = 0; runs < 10_000; runs++) {
        const run = this.ctx.ledger.transaction(() => this.settleRun(now));
        total += run.settled.length;
        this.onSettled(run.settled);
        // orders whose exit tick is not recorded yet stay due; stop when nothing moved
        if (run.settled.length === 0 || run.due < SETTLE_CHUNK) break;
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.settling = false;
    }
    return total;
  }

  /**
   * Decides one due order if its exit tick is final (a tick at or after its expiry is
   * recorded). `cache` holds the recorded-tick lookups of the current run.
   */
  private decideOne(row: DueRow, cache: Map<string, number | RecordedTick | undefined>): Decided | undefined {
    const productId = row[3];
    const expiresAt = row[9];
    const latestKey = `latest:${productId}`;
    if (!cache.has(latestKey)) cache.set(latestKey, this.repo.latestTickTime(productId));
    const latest = cache.get(latestKey) as number | undefined;
    if (latest === undefined || latest < expiresAt) return undefined;
    const exitKey = `exit:${productId}:${expiresAt}`;
    if (!cache.has(exitKey)) cache.set(exitKey, this.market.ticks.inForce(productId, expiresAt));
    return decidedOf(row, cache.get(exitKey) as RecordedTick | undefined);
  }

  /**
   * Settles a replay session's orders expired at its replay time `upTo` (decision 105), inside
   * the caller's transaction: each on the tick its source has in force at its expiry, with the
   * live settlement's rules and journal. Returns the settled orders.
   */
  settleSession(sessionId: number, source: PriceSource, upTo: number, now: number = this.ctx.clock.now()): Decided[] {
    const decided = this.repo
      .sessionDue(sessionId, upTo)
      .map((row) => decidedOf(row, source.inForce(row[3], row[9])))
      .filter((d): d is Decided => d !== undefined);
    if (decided.length) this.record(decided, now);
    return decided;
  }

  /** A run's decided orders: their netted journal and settlement rows (inside the caller's transaction). */
  private record(decided: Decided[], now: number) {
    // an order settles once, so the run's smallest order id names the run once
    const firstId = decided.reduce((min, o) => Math.min(min, o.id), Number.MAX_SAFE_INTEGER);
    const posted = this.ctx.ledger.post({
      key: `fast-settle:${firstId}`,
      type: 'fast_settle',
      reference: `fast-settle:${firstId}`,
      memo: `${decided.length} orders`,
      legs: netLegs(decided),
    });
    if (!posted.created) throw new Error(`fast settlement run ${firstId} was posted before`);
    this.repo.insertSettlementRows(
      decided.map(({ id, result, exit, payout }) => ({
        orderId: id,
        result,
        exitTicks: exit.ticks,
        exitTime: exit.time,
        payout,
        settledAt: now,
        journalId: posted.journalId,
      })),
    );
  }

  /** One settlement run, inside the caller's transaction. */
  private settleRun(now: number): { due: number; settled: { id: number; userId: number }[] } {
    const due = this.repo.due(now, SETTLE_CHUNK);
    const cache = new Map<string, number | RecordedTick | undefined>();
    const decided: Decided[] = [];
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

    this.record(decided, now);
    this.inRun(decided);
    for (const { first, last, n } of stretches) {
      // the entries were read in this transaction, so all of them are still queued
      if (this.repo.dequeue(first, last) !== n) throw new Error(`fast orders ${first[0]}–${last[0]} left the queue before`);
    }
    return { due: due.length, settled: decided };
  }
}
