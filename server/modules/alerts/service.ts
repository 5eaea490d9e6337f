// Price alerts as customers set them (issue 37 point 3): create (checked against the current
// tick, which it records as the tick it was armed on), list, cancel. Runs on the engine's
// instance (the routes are engine routes: the index lives in its memory), so what is set or
// cancelled reaches the index at once. Demo visitors set alerts the same way: they move no money.
import { formatScaled, parseScaled } from '../../../shared/market.ts';
import {
  type AlertKind,
  bpToPercent,
  MAX_ACTIVE_ALERTS,
  MOVE_MAX_BP,
  MOVE_MIN_BP,
  MOVE_WINDOWS,
  type MoveWindow,
  percentToBp,
  windowName,
} from '../../../shared/price-alerts.ts';
import type { AdminAlertList, AlertCreateBody, AlertList, AlertView } from '../../../shared/schemas/alerts.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { movedBy } from './alert-index.ts';
import { AlertEvaluator } from './evaluator.ts';
import type { AlertRepository, AlertRow } from './repository.ts';

/** Fired and cancelled alerts listed with the active ones. */
const RECENT = 20;

/** A price as exact text at the product's precision: "95000.5" → "95000.50"; undefined when not a positive price. */
function priceText(text: string, precision: number): string | undefined {
  if (!/^\d{1,15}(\.\d+)?$/.test(text)) return undefined;
  try {
    const units = parseScaled(text, precision);
    if (units <= 0n || units > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    return formatScaled(units, precision);
  } catch {
    return undefined;
  }
}

export class PriceAlerts {
  constructor(
    private readonly repo: AlertRepository,
    private readonly market: MarketEngine,
    private readonly clock: Clock,
    private readonly evaluator: AlertEvaluator,
  ) {}

  /** The index's key of a stored alert: price ticks (above, below) or basis points (move). */
  readonly keyOf = (row: Pick<AlertRow, 'kind' | 'threshold' | 'productId'>): number | undefined => {
    if (row.kind === 'move') return percentToBp(row.threshold);
    const product = this.market.product(row.productId);
    return product ? Number(parseScaled(row.threshold, product.pricePrecision)) : undefined;
  };

  view(row: AlertRow): AlertView {
    return {
      id: row.id,
      symbol: this.market.product(row.productId)?.symbol ?? '',
      kind: row.kind as AlertKind,
      threshold: row.threshold,
      window: row.windowMs === null ? null : (windowName(row.windowMs) ?? null),
      status: row.status as AlertView['status'],
      createdAt: row.createdAt,
      armedAt: { time: row.armedTickTime, price: row.armedPrice },
      firedAt: row.firedAt,
      firedTick: row.firedTickTime === null ? null : { time: row.firedTickTime, price: row.firedPrice ?? '' },
      cancelledAt: row.cancelledAt,
    };
  }

  create(userId: number, body: AlertCreateBody): AlertView {
    const product = this.market.product(body.symbol);
    const quote = this.market.quote(body.symbol);
    if (!product || !quote) throw new AppError('SYMBOL_UNKNOWN');
    const precision = product.pricePrecision;
    const priceTicks = Number(parseScaled(quote.price, precision));
    let threshold: string;
    let key: number;
    let windowMs: number | null = null;
    if (body.kind === 'move') {
      if (!body.window) throw new AppError('ALERT_WINDOW_INVALID');
      windowMs = MOVE_WINDOWS[body.window as MoveWindow];
      const bp = percentToBp(body.threshold);
      if (bp === undefined || bp < MOVE_MIN_BP || bp > MOVE_MAX_BP) {
        throw new AppError('ALERT_PERCENT_INVALID', { min: bpToPercent(MOVE_MIN_BP), max: bpToPercent(MOVE_MAX_BP) });
      }
      const window = this.evaluator.window(product.id, windowMs);
      if (window && movedBy(bp, priceTicks, window)) {
        throw new AppError('ALERT_ALREADY_MOVED', { symbol: product.symbol, percent: bpToPercent(bp), window: body.window });
      }
      threshold = bpToPercent(bp);
      key = bp;
    } else {
      const exact = priceText(body.threshold, precision);
      if (exact === undefined) throw new AppError('ALERT_PRICE_INVALID', { decimals: precision });
      key = Number(parseScaled(exact, precision));
      // an alert the current price has already crossed would fire on the next tick: refused
      if (body.kind === 'above' ? key <= priceTicks : key >= priceTicks) {
        throw new AppError('ALERT_ALREADY_CROSSED', { symbol: product.symbol, price: quote.price });
      }
      threshold = exact;
    }
    if (this.repo.activeCount(userId) >= MAX_ACTIVE_ALERTS) throw new AppError('ALERT_LIMIT_REACHED', { max: MAX_ACTIVE_ALERTS });
    const row = {
      userId,
      productId: product.id,
      kind: body.kind,
      threshold,
      windowMs,
      createdAt: this.clock.now(),
      armedTickTime: quote.time,
      armedPrice: quote.price,
    };
    const id = this.repo.insert(row);
    this.evaluator.add(AlertEvaluator.indexed({ ...row, id }, key));
    return this.view(this.repo.byId(id) as AlertRow);
  }

  list(userId: number): AlertList {
    return {
      active: this.repo.activeOf(userId).map((r) => this.view(r)),
      recent: this.repo.recentOf(userId, RECENT).map((r) => this.view(r)),
      max: MAX_ACTIVE_ALERTS,
    };
  }

  /** Cancels one of the user's alerts (another user's, or none: 404); a fired or cancelled one is answered as it is. */
  cancel(userId: number, id: number): AlertView {
    const row = this.repo.byId(id);
    if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
    if (this.repo.cancel(id, userId, this.clock.now())) this.evaluator.remove(id);
    return this.view(this.repo.byId(id) as AlertRow);
  }

  /** A customer's alerts in the back office (read only): the list the customer sees, and their counts by status. */
  staffView(userId: number): AdminAlertList {
    const { active, recent } = this.list(userId);
    const c = this.repo.countsOf(userId);
    return { active, recent, counts: { active: c.active ?? 0, fired: c.fired ?? 0, cancelled: c.cancelled ?? 0 } };
  }
}
