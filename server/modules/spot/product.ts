// Spot (coin-to-coin) trading as a trading product (issue 31): what open orders froze is what
// it holds, an open real order blocks a cancellation, orders are rows of the trade history,
// the fees of fills share into referral rewards, and the overview shows the open orders and,
// from the ledger, what they hold and the fees collected per coin.
import { formatAmount } from '../../../shared/money.ts';
import type { Mode } from '../../ledger/ledger.ts';
import {
  type FeeShare,
  heldAmounts,
  historyBase,
  type ProductFigure,
  type TradeHistoryDbRow,
  type TradeHistoryView,
  type TradingProduct,
} from '../trading/products.ts';
import type { SpotProductRepository } from './product-repository.ts';
import type { SpotRepository } from './repository.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from './terms.ts';

export function spotProduct(
  repo: SpotRepository,
  reads: SpotProductRepository,
  terms: (marketId: number) => MarketTerms,
  format: (currency: string, amount: bigint) => string,
): TradingProduct {
  /** A platform ledger account's balance per coin in one mode (accounts never posted to, or at zero, are absent). */
  const balances = (kind: 'spot_orders' | 'spot_fees', mode: Mode) =>
    new Map(
      reads
        .platformBalances(kind)
        .filter((r) => r.mode === mode && r.amount !== 0n)
        .map((r) => [r.currency, r.amount]),
    );

  return {
    name: 'spot',
    held: (userId, mode) => repo.held(userId, mode),
    cancellation: { name: 'spot-orders', blocks: (userId) => reads.openReal(userId) > 0 },
    history: {
      select: (f) => reads.history(f),
      view(r: TradeHistoryDbRow): TradeHistoryView {
        const t = terms(r.ref ?? 0);
        const filledLots = r.aux ?? 0n;
        const dealValue = r.aux2 ?? 0n;
        type Status = TradeHistoryView['status'];
        const status: Status = r.status === 'open' ? (filledLots > 0n ? 'partially_filled' : 'unfilled') : (r.status as Status);
        return {
          ...historyBase(r, t.symbol),
          status,
          currency: t.quote,
          amount: quoteText(t, dealValue),
          quantity: r.qty === null ? null : qtyText(t, r.qty),
          openPrice: r.openTicks === null ? null : priceText(t, r.openTicks),
          // average deal price = deal value / deal count, rounded down (as the order view)
          closePrice: filledLots > 0n ? formatAmount((dealValue * t.tickScaled) / (t.unit * filledLots), t.pricePrecision) : null,
          profit: null,
          grossProfit: null,
          fee: quoteText(t, r.fee ?? 0n),
        };
      },
    },
    referral: {
      feeTypes: ['spot_fill'],
      shares(p): FeeShare[] {
        const out = new Map<number, bigint>();
        for (const t of reads.fill(p.journalId)) {
          if (t.mode !== 'real') continue;
          for (const [userId, fee] of [
            [t.makerUserId, t.makerFee],
            [t.takerUserId, t.takerFee],
          ] as const) {
            if (userId !== null && fee > 0n) out.set(Number(userId), (out.get(Number(userId)) ?? 0n) + fee);
          }
        }
        return [...out].map(([userId, amount]) => ({ userId, amount }));
      },
    },
    overview: {
      figures: (): ProductFigure[] => {
        const rows = reads.orders();
        const held = reads.customersHeld();
        return (['real', 'demo'] as const).map((mode) => ({
          mode,
          open: Number(rows.find((x) => x.mode === mode)?.open ?? 0),
          held: new Map(held.filter((h) => h.mode === mode).map((h) => [h.currency, h.held])),
        }));
      },
      // per mode: customers' and the house's open orders, what every open order holds and the fees so far
      sections: () => {
        const rows = reads.orders();
        return {
          spot: (['real', 'demo'] as const).map((mode) => {
            const r = rows.find((x) => x.mode === mode);
            return {
              mode,
              open: Number(r?.open ?? 0),
              houseOpen: Number(r?.houseOpen ?? 0),
              frozen: heldAmounts(balances('spot_orders', mode), format),
              fees: heldAmounts(balances('spot_fees', mode), format),
            };
          }),
        };
      },
    },
  };
}
