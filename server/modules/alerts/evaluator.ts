// The price-alert evaluator (issue 37 point 3): on the engine only, after every frame, the
// recorded ticks after the last one evaluated go through the in-memory index (alert-index.ts);
// every alert a tick crosses is marked fired at that tick (its time and price kept) in one
// synchronous transaction with its notification-centre message, then pushed on the owner's
// private channel. Marking is conditional (`status = 'active'`), so an alert fires once
// whatever runs twice. At start (also on taking the engine over) the index is built from the
// active alerts and every tick recorded after the persisted cursor is replayed in time order
// (the restart's gap fill records real ticks: they fire alerts as live ones do), an alert
// applying only to ticks after the one it was armed on. The cursor is written with every
// firing and at least every CURSOR_EVERY_MS of ticks: a replay from a cursor behind the last
// evaluated tick changes nothing (the same ticks, the same alerts).
import { bucketStart, formatScaled } from '../../../shared/market.ts';
import type { AlertKind } from '../../../shared/price-alerts.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { UserMessages } from '../content/user-messages.ts';
import { AlertIndex, type IndexedAlert } from './alert-index.ts';
import type { AlertRepository, AlertRow } from './repository.ts';

/** Recorded ticks read per product per pass (a long replay goes in passes). */
const TICKS_PER_PASS = 5000;
/** The cursor is written at least this often (in tick time) while nothing fires. */
export const CURSOR_EVERY_MS = 10_000;
const DAY = 86_400_000;

export interface ArmedAlert extends IndexedAlert {
  /** The tick it was checked against when set: it applies to ticks after this time only. */
  armedAt: number;
}

export interface FiredAlert {
  row: AlertRow;
  symbol: string;
}

interface TickAt {
  productId: number;
  time: number;
  ticks: number;
}

export class AlertEvaluator {
  private index: AlertIndex;
  /** The last recorded tick time evaluated (in memory; the stored cursor may be behind). */
  private through = 0;
  private cursorWritten = 0;
  private started = false;
  /** A commit failed after the index had moved on: it is built again from the database before the next run. */
  private broken = false;
  private keyOf: (row: AlertRow) => number | undefined = () => undefined;

  constructor(
    private readonly repo: AlertRepository,
    private readonly market: MarketEngine,
    private readonly clock: Clock,
    private readonly messages: UserMessages,
    private readonly windows: readonly number[],
    /** Told of the alerts a committed tick fired (the private channel's push). */
    private readonly onFired: (fired: FiredAlert[]) => void,
  ) {
    this.index = new AlertIndex(windows);
  }

  /** Whether this instance evaluates (the engine, once started). */
  get running() {
    return this.started;
  }

  /** Alerts in the index. */
  get size() {
    return this.index.size;
  }

  /** The index's key of an alert row: price ticks or basis points. */
  static indexed(row: Pick<AlertRow, 'id' | 'userId' | 'productId' | 'kind' | 'windowMs' | 'armedTickTime'>, key: number): ArmedAlert {
    return {
      id: row.id,
      userId: row.userId,
      productId: row.productId,
      kind: row.kind as AlertKind,
      key,
      windowMs: row.windowMs ?? 0,
      armedAt: row.armedTickTime,
    };
  }

  /** At start and on taking the engine over: the index from the database, then the ticks recorded after the cursor. */
  start(keyOf: (row: AlertRow) => number | undefined) {
    this.keyOf = keyOf;
    this.started = false;
    this.broken = false;
    this.index = new AlertIndex(this.windows);
    let cursor = this.repo.cursor();
    if (cursor === undefined) {
      cursor = this.repo.latestTickTime() ?? this.market.lastTickTime;
      this.repo.setCursor(cursor);
    }
    this.through = cursor;
    this.cursorWritten = cursor;
    const pending: ArmedAlert[] = [];
    for (const row of this.repo.active()) {
      const key = keyOf(row);
      if (key === undefined) continue;
      pending.push(AlertEvaluator.indexed(row, key));
      this.ensureTracked(row.productId, cursor);
    }
    // (in the order armed: each joins the index before the first tick after its arming)
    this.run(Math.max(this.market.lastTickTime, this.clock.now()), pending);
    for (const a of pending) this.index.add(a);
    this.started = true;
  }

  stop() {
    if (this.started && this.through > this.cursorWritten) this.repo.setCursor(this.through);
    this.started = false;
  }

  /** Starts keeping a product's windows, seeded from its minute candles and the recorded ticks up to `through`. */
  private ensureTracked(productId: number, through: number) {
    if (this.index.tracks(productId)) return;
    this.index.track(productId, (push) => {
      const minute = bucketStart('1m', through);
      for (const c of this.market.store.since(productId, '1m', through - DAY)) {
        if (c.openTime < minute) push(c.openTime, c.low, c.high);
      }
      for (const t of this.repo.ticksAfter(productId, minute - 1, through, TICKS_PER_PASS)) push(Number(t.time), Number(t.ticks));
    });
  }

  /** An alert set now (on the engine): into the index. */
  add(alert: ArmedAlert) {
    if (!this.started) return;
    this.ensureTracked(alert.productId, this.through);
    this.index.add(alert);
  }

  /** A cancelled alert: out of the index. */
  remove(id: number) {
    this.index.remove(id);
  }

  /** The window of a product for a `move` check before an alert is set (seeded on first use). */
  window(productId: number, windowMs: number) {
    if (!this.started) return undefined;
    this.ensureTracked(productId, this.through);
    return this.index.window(productId, windowMs);
  }

  /** Evaluates every tick recorded after the last one evaluated up to `upTo` (the live path: after each frame). */
  process(upTo: number = this.clock.now()) {
    if (this.broken) return this.start(this.keyOf);
    if (!this.started) return;
    const late: ArmedAlert[] = [];
    this.run(upTo, late);
    for (const a of late) this.index.add(a);
  }

  private run(upTo: number, pending: ArmedAlert[]) {
    let next = 0;
    while (this.through < upTo) {
      const { ticks, horizon } = this.ticksAfter(this.through, upTo);
      const fired: { alert: ArmedAlert; tick: TickAt }[] = [];
      for (const tick of ticks) {
        // alerts armed before this tick join the index first (a replay after a restart)
        while (next < pending.length && (pending[next] as ArmedAlert).armedAt < tick.time) this.index.add(pending[next++] as ArmedAlert);
        const crossed = this.index.tick(tick.productId, tick.time, tick.ticks) as ArmedAlert[];
        for (const alert of crossed) {
          // set after this tick was recorded (its check used the same tick): the next tick decides
          if (alert.armedAt >= tick.time) {
            let at = next;
            while (at < pending.length && (pending[at] as ArmedAlert).armedAt <= alert.armedAt) at++;
            pending.splice(at, 0, alert);
          } else fired.push({ alert, tick });
        }
      }
      this.commit(fired, horizon);
    }
    pending.splice(0, next);
  }

  /** The recorded ticks of tracked products in (after, upTo], in time order, up to a horizon every product was read to. */
  private ticksAfter(after: number, upTo: number): { ticks: TickAt[]; horizon: number } {
    let horizon = upTo;
    const read: TickAt[] = [];
    for (const productId of this.index.productIds()) {
      const rows = this.repo.ticksAfter(productId, after, upTo, TICKS_PER_PASS);
      if (rows.length === TICKS_PER_PASS) horizon = Math.min(horizon, Number((rows.at(-1) as { time: number }).time));
      for (const r of rows) read.push({ productId, time: Number(r.time), ticks: Number(r.ticks) });
    }
    const ticks = horizon === upTo ? read : read.filter((t) => t.time <= horizon);
    if (this.index.productIds().length > 1) ticks.sort((a, b) => a.time - b.time || a.productId - b.productId);
    return { ticks, horizon };
  }

  /** Marks what the ticks fired, with their messages and the cursor, in one transaction; then tells the owners. */
  private commit(fired: { alert: ArmedAlert; tick: TickAt }[], horizon: number) {
    const writeCursor = fired.length > 0 || horizon - this.cursorWritten >= CURSOR_EVERY_MS;
    const done: FiredAlert[] = [];
    if (fired.length || writeCursor) {
      const now = this.clock.now();
      try {
        this.repo.db
          .transaction(() => {
            for (const { alert, tick } of fired) {
              const product = this.market.product(alert.productId);
              if (!product) continue;
              const price = formatScaled(tick.ticks, product.pricePrecision);
              if (!this.repo.fire(alert.id, now, tick.time, price)) continue;
              const row = this.repo.byId(alert.id) as AlertRow;
              this.messages.send(alert.userId, 'priceAlertTriggered', {
                symbol: product.symbol,
                price,
                // (the rule is worded when read, its threshold formatted for the reader)
                kind: row.kind,
                threshold: row.threshold,
                ...(row.windowMs === null ? {} : { windowMs: row.windowMs }),
                time: new Date(tick.time).toISOString().slice(0, 19).replace('T', ' '),
              });
              done.push({ row, symbol: product.symbol });
            }
            if (writeCursor) this.repo.setCursor(horizon);
          })
          .immediate();
      } catch (e) {
        // nothing was marked, but the index moved on: take it from the database again
        this.broken = true;
        throw e;
      }
      if (writeCursor) this.cursorWritten = horizon;
    }
    this.through = horizon;
    if (done.length) this.onFired(done);
  }
}
