// Fast trading as a trading product (issue 31): the stakes of open orders are what it holds,
// an open real order blocks a cancellation, its orders (with their settlement) are rows of the
// trade history, and the overview shows the open stakes, the platform's result per product and
// the trading house's balance. Fast orders carry no fee: no referral share.
import { formatScaled } from '../../../shared/market.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import {
  heldAmounts,
  historyBase,
  type ProductFigure,
  type TradeHistoryDbRow,
  type TradeHistoryView,
  type TradingProduct,
} from '../trading/products.ts';
import type { FastProductRepository } from './product-repository.ts';
import type { FastRepository } from './repository.ts';
import { FAST_SCALE } from './views.ts';

const DAY_MS = 86_400_000;

export function fastProduct(
  repo: FastRepository,
  reads: FastProductRepository,
  market: MarketEngine,
  format: (currency: string, amount: bigint) => string,
): TradingProduct {
  const figures = (): ProductFigure[] => {
    const rows = reads.openPositions();
    return (['real', 'demo'] as const).map((mode) => {
      const mine = rows.filter((r) => r.mode === mode);
      return { mode, open: mine.reduce((n, r) => n + Number(r.count), 0), held: new Map(mine.map((r) => [r.currency, r.amount])) };
    });
  };

  return {
    name: 'fast',
    held: (userId, mode) => repo.openStakes(userId, mode),
    cancellation: { name: 'fast-orders', blocks: (userId) => reads.openReal(userId) > 0 },
    // (fast orders are staked in USDT, at the limits' 6 decimals)
    realizedResult: (userId, from, to) => reads.realizedResult(userId, from, to),
    history: {
      select: (f) => reads.history(f),
      view(r: TradeHistoryDbRow): TradeHistoryView {
        const p = market.product(r.productId);
        const price = (t: bigint | null) => (t === null ? null : formatScaled(t, p?.pricePrecision ?? 0));
        return {
          ...historyBase(r, p?.symbol ?? ''),
          status: r.status as TradeHistoryView['status'],
          currency: r.currency ?? '',
          amount: formatAmount(r.qty ?? 0n, FAST_SCALE),
          quantity: null,
          openPrice: price(r.openTicks),
          closePrice: price(r.closeTicks),
          profit: r.pnl === null ? null : formatAmount(r.pnl, FAST_SCALE),
          grossProfit: null,
          fee: null,
        };
      },
    },
    overview: {
      figures,
      sections(now) {
        const today = Math.floor(now / DAY_MS) * DAY_MS;
        return {
          // open fast orders with real money: count and stakes per currency; with demo money, the count
          openPositions: reads
            .openPositions()
            .filter((r) => r.mode === 'real')
            .map((r) => ({ currency: r.currency, count: Number(r.count), amount: format(r.currency, r.amount) })),
          openDemoPositions: figures().find((f) => f.mode === 'demo')?.open ?? 0,
          platformResult: reads.productResults(today, today + DAY_MS).map((r) => ({
            productId: Number(r.productId),
            symbol: r.symbol,
            currency: r.currency,
            settledToday: Number(r.settledToday),
            today: format(r.currency, r.today),
            total: format(r.currency, r.total),
          })),
          houseBalance: heldAmounts(new Map(reads.houseBalance().map((r) => [r.currency, r.amount])), format),
        };
      },
    },
  };
}
