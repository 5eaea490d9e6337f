// What the trade history shows of each row: its product's view of it (the same decimal
// strings as the product's own views), and the CSV export of those strings.
import { TRADE_HISTORY_CSV_COLUMNS } from '../../../shared/schemas/trade-history.ts';
import type { TradeHistoryDbRow, TradeHistoryView, TradingProducts } from '../trading/products.ts';

export type { TradeHistoryView };

export class TradeHistoryViews {
  constructor(private readonly products: TradingProducts) {}

  row(r: TradeHistoryDbRow): TradeHistoryView {
    const history = this.products.byName(r.kind)?.history;
    // (a row is only ever selected by a registered product's part)
    if (!history) throw new Error(`no trade history view for ${r.kind}`);
    return history.view(r);
  }
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/** One CSV field (RFC 4180: quoted when it holds a quote, comma or line break). */
export function cell(v: string | number | boolean | null): string {
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
