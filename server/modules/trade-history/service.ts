// The unified trade history (issue 17.7): the caller's own fast orders, contract positions
// and spot orders as one paged list, or as CSV (docs/decisions/042-trade-history.md).
import type { Mode } from '../../ledger/ledger.ts';
import type { z } from 'zod';
import { TRADE_HISTORY_CSV_MAX_ROWS, type TradeHistoryQuery } from '../../../shared/schemas/trade-history.ts';
import type { TradeHistoryFilter, TradeHistoryRepository } from './repository.ts';
import { csvOf, type TradeHistoryView, type TradeHistoryViews } from './views.ts';

/** The API's query; a class wallet's rows (`class:<id>`) are asked by the classes module (its teacher's view). */
type Query = Omit<z.infer<typeof TradeHistoryQuery>, 'mode'> & { mode?: Mode };

export class TradeHistoryService {
  constructor(
    private readonly repo: TradeHistoryRepository,
    private readonly views: TradeHistoryViews,
  ) {}

  private filterOf(userId: number, q: Query): TradeHistoryFilter {
    return { userId, type: q.type, mode: q.mode, productId: q.productId, from: q.from, to: q.to };
  }

  page(userId: number, q: Query) {
    const f = this.filterOf(userId, q);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const items = this.repo.rows(f, pageSize, (page - 1) * pageSize).map((r) => this.views.row(r));
    return { items, total: this.repo.count(f), page, pageSize };
  }

  /** The views of the user's rows of these (kind, id) pairs in one mode, by `kind:id`. */
  rowsOf(userId: number, mode: Mode, keys: readonly { kind: string; id: number }[]): Map<string, TradeHistoryView> {
    const out = new Map<string, TradeHistoryView>();
    for (const r of this.repo.rowsByKeys({ userId, mode }, keys)) out.set(`${r.kind}:${r.id}`, this.views.row(r));
    return out;
  }

  /** The CSV export of the filtered rows, newest first, at most TRADE_HISTORY_CSV_MAX_ROWS. */
  csv(userId: number, q: Query): string {
    return csvOf(this.repo.rows(this.filterOf(userId, q), TRADE_HISTORY_CSV_MAX_ROWS, 0).map((r) => this.views.row(r)));
  }
}
