// What the trade history shows of each row: the same decimal strings as each module's own
// views (fast stakes at the fast scale, contract lots and USDT, spot prices, quantities and
// quote amounts of the market), and the CSV export of those strings.
import type { z } from 'zod';
import { CONTRACT_CURRENCY, CONTRACT_SCALE, LOT_SCALE } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import { formatAmount } from '../../../shared/money.ts';
import { TRADE_HISTORY_CSV_COLUMNS, type TradeHistoryRow } from '../../../shared/schemas/trade-history.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { FAST_SCALE } from '../fast/views.ts';
import { type MarketTerms, priceText, qtyText, quoteText } from '../spot/terms.ts';
import type { TradeHistoryDbRow } from './repository.ts';

export type TradeHistoryView = z.infer<typeof TradeHistoryRow>;
type Status = TradeHistoryView['status'];

export class TradeHistoryViews {
  constructor(
    private readonly market: MarketEngine,
    private readonly spotTerms: (marketId: number) => MarketTerms,
  ) {}

  row(r: TradeHistoryDbRow): TradeHistoryView {
    const product = this.market.product(r.productId);
    const precision = product?.pricePrecision ?? 0;
    const price = (t: bigint | null) => (t === null ? null : formatScaled(t, precision));
    const base = {
      kind: r.kind,
      id: r.id,
      mode: r.mode,
      productId: r.productId,
      symbol: product?.symbol ?? '',
      side: r.side as TradeHistoryView['side'],
      orderType: r.orderType,
      createdAt: r.createdAt,
      closedAt: r.closedAt,
    };
    if (r.kind === 'fast') {
      return {
        ...base,
        status: r.status as Status,
        currency: r.currency ?? '',
        amount: formatAmount(r.qty ?? 0n, FAST_SCALE),
        quantity: null,
        openPrice: price(r.openTicks),
        closePrice: price(r.closeTicks),
        profit: r.pnl === null ? null : formatAmount(r.pnl, FAST_SCALE),
        fee: null,
      };
    }
    if (r.kind === 'contract') {
      const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);
      const lots = r.qty ?? 0n;
      const filled = r.status !== 'pending' && r.status !== 'revoked';
      // the average entry, rounded half up to the product's precision (as the position view)
      const entry = filled && lots > 0n ? price((2n * (r.aux ?? 0n) + lots) / (2n * lots)) : price(r.openTicks);
      return {
        ...base,
        status: r.status as Status,
        currency: CONTRACT_CURRENCY,
        amount: null,
        quantity: formatScaled(lots, LOT_SCALE),
        openPrice: entry,
        closePrice: price(r.closeTicks),
        profit: r.status === 'closed' && r.pnl !== null ? money(r.pnl) : null,
        fee: money(r.fee ?? 0n),
      };
    }
    const t = this.spotTerms(r.ref ?? 0);
    const filledLots = r.aux ?? 0n;
    const dealValue = r.aux2 ?? 0n;
    const status: Status = r.status === 'open' ? (filledLots > 0n ? 'partially_filled' : 'unfilled') : (r.status as Status);
    return {
      ...base,
      symbol: t.symbol,
      status,
      currency: t.quote,
      amount: quoteText(t, dealValue),
      quantity: r.qty === null ? null : qtyText(t, r.qty),
      openPrice: r.openTicks === null ? null : priceText(t, r.openTicks),
      // average deal price = deal value / deal count, rounded down (as the order view)
      closePrice: filledLots > 0n ? formatAmount((dealValue * t.tickScaled) / (t.unit * filledLots), t.pricePrecision) : null,
      profit: null,
      fee: quoteText(t, r.fee ?? 0n),
    };
  }
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

function cell(v: string | number | null): string {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** The CSV text: a header row, then one line per row (CRLF, RFC 4180), times as ISO 8601 UTC. */
export function csvOf(rows: TradeHistoryView[]): string {
  const lines = [TRADE_HISTORY_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      TRADE_HISTORY_CSV_COLUMNS.map((c) => cell(c === 'createdAt' || c === 'closedAt' ? iso(r[c]) : (r[c] as string | number | null))).join(
        ',',
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
