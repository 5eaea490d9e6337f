// Contract trading as a trading product (issue 31): the margin of open positions and the
// reserve of pending orders are what it holds, an open or pending real position blocks a
// cancellation, positions are rows of the trade history, its fees (open, fill, add, close,
// overnight) share into referral rewards, and the overview shows positions, margin and the
// insurance fund per mode.
import { CONTRACT_CURRENCY, CONTRACT_SCALE, feeOf, LOT_SCALE } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { Ledger, Mode } from '../../ledger/ledger.ts';
import {
  type FeeShare,
  historyBase,
  type ProductFigure,
  type TradeHistoryDbRow,
  type TradeHistoryView,
  type TradingProduct,
} from '../trading/products.ts';
import type { ContractProductRepository } from './product-repository.ts';
import type { ContractRepository } from './repository.ts';
import { specOf } from './terms.ts';

export function contractProduct(
  ledger: Ledger,
  repo: ContractRepository,
  reads: ContractProductRepository,
  market: MarketEngine,
  /** A product's price precision (the fee of a batched close is recomputed with it). */
  precisionOf: (productId: number) => number,
  /** The masked name of the leader a copy subscription follows (decision 103). */
  copiedFrom: (subscriptionId: number) => string | null,
): TradingProduct {
  const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);
  const platform = (account: 'contract_margin' | 'insurance', mode: Mode) =>
    ledger.balance({ platform: account, currency: CONTRACT_CURRENCY, mode });

  return {
    name: 'contract',
    held(userId, mode) {
      const held = repo.held(userId, mode);
      return held > 0n ? new Map([[CONTRACT_CURRENCY, held]]) : new Map();
    },
    cancellation: { name: 'contract-positions', blocks: (userId) => reads.openReal(userId) > 0 },
    // (contracts settle in USDT at the limits' 6 decimals)
    realizedResult: (userId, from, to) => reads.realizedResult(userId, from, to),
    history: {
      select: (f) => reads.history(f),
      view(r: TradeHistoryDbRow): TradeHistoryView {
        const p = market.product(r.productId);
        const price = (t: bigint | null) => (t === null ? null : formatScaled(t, p?.pricePrecision ?? 0));
        const lots = r.qty ?? 0n;
        const filled = r.status !== 'pending' && r.status !== 'revoked';
        // the average entry, rounded half up to the product's precision (as the position view)
        const entry = filled && lots > 0n ? price((2n * (r.aux ?? 0n) + lots) / (2n * lots)) : price(r.openTicks);
        return {
          ...historyBase(r, p?.symbol ?? ''),
          status: r.status as TradeHistoryView['status'],
          currency: CONTRACT_CURRENCY,
          amount: null,
          quantity: formatScaled(lots, LOT_SCALE),
          openPrice: entry,
          closePrice: price(r.closeTicks),
          // a closed position's profit is net of every fee it paid; the gross beside it
          profit: r.status === 'closed' && r.pnl !== null ? money(r.pnl - (r.fee ?? 0n)) : null,
          grossProfit: r.status === 'closed' && r.pnl !== null ? money(r.pnl) : null,
          fee: money(r.fee ?? 0n),
          // (ref: the copy subscription that opened it)
          copiedFrom: r.ref === null ? null : copiedFrom(Number(r.ref)),
        };
      },
    },
    referral: {
      feeTypes: ['contract_open', 'contract_fill', 'contract_add', 'contract_close', 'contract_overnight'],
      shares(p): FeeShare[] {
        // a contract journal of one position names its user; its whole fee leg is that user's fee
        if (p.userId !== null) return [{ userId: p.userId, amount: p.amount }];
        // a batch of closes (the risk engine nets them into one journal): each close's fee again,
        // with the same arithmetic and the terms fixed on the position
        const out = new Map<number, bigint>();
        for (const c of reads.batchCloses(p.journalId)) {
          if (c.mode !== 'real') continue;
          const productId = Number(c.productId);
          const fee = feeOf(specOf(c, precisionOf(productId)), c.lots, c.ticks);
          const userId = Number(c.userId);
          if (fee > 0n) out.set(userId, (out.get(userId) ?? 0n) + fee);
        }
        return [...out].map(([userId, amount]) => ({ userId, amount }));
      },
    },
    overview: {
      figures: (): ProductFigure[] => {
        const rows = reads.positions();
        return (['real', 'demo'] as const).map((mode) => {
          const r = rows.find((x) => x.mode === mode);
          return {
            mode,
            open: Number(r?.open ?? 0) + Number(r?.pending ?? 0),
            held: new Map([[CONTRACT_CURRENCY, platform('contract_margin', mode)]]),
          };
        });
      },
      // per mode: open and pending positions, the margin held and the insurance fund (from the ledger)
      sections: () => {
        const rows = reads.positions();
        return {
          contract: (['real', 'demo'] as const).map((mode) => {
            const r = rows.find((x) => x.mode === mode);
            return {
              mode,
              open: Number(r?.open ?? 0),
              pending: Number(r?.pending ?? 0),
              marginHeld: money(platform('contract_margin', mode)),
              insurance: money(platform('insurance', mode)),
              currency: CONTRACT_CURRENCY,
            };
          }),
        };
      },
    },
  };
}
