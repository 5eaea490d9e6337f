// The back office's overview (issue 14 point 8). "Today" is the UTC calendar day of the app's
// clock; the chart covers the 30 days ending today. Deposits count when approved, withdrawals
// when paid (docs/decisions/030-back-office-overview.md). What is traded comes from the
// registered trading products (issue 31).
import type { AdminOverview, CurrencyFigure, OverviewDay } from '../../../shared/schemas/overview.ts';
import { isTradeMode } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { heldAmounts, type TradingProducts } from '../trading/products.ts';
import type { CurrencySum, DayCount, OverviewRepository } from './repository.ts';

export const DAY_MS = 86_400_000;
export const CHART_DAYS = 30;

/** The UTC day (YYYY-MM-DD) that starts at `start`. */
function dayOf(start: number): string {
  return new Date(start).toISOString().slice(0, 10);
}

export class OverviewService {
  constructor(
    private readonly clock: Clock,
    private readonly book: CurrencyBook,
    private readonly repo: OverviewRepository,
    /** Each trading product's figures and its own sections of the overview. */
    private readonly products: TradingProducts,
  ) {}

  /** Every product's open business per mode: how many, and what it holds per currency. */
  private trading(): AdminOverview['trading'] {
    const format = (currency: string, amount: bigint) => this.book.format(currency, amount);
    return this.products.all().flatMap((p) =>
      // (the practice wallets, replay and classes, are the classes' and replays' own pages)
      (p.overview?.figures() ?? []).flatMap(({ mode, open, held }) =>
        isTradeMode(mode)
          ? [
              {
                product: p.name,
                mode,
                open,
                // (a currency with nothing held is not listed: "0" reads the same for every product)
                held: heldAmounts(new Map([...held].filter(([, amount]) => amount !== 0n)), format),
              },
            ]
          : [],
      ),
    );
  }

  private figures(rows: CurrencySum[]): CurrencyFigure[] {
    return rows.map((r) => ({ currency: r.currency, count: Number(r.count), amount: this.book.format(r.currency, r.amount) }));
  }

  overview(): AdminOverview {
    const now = this.clock.now();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const tomorrow = today + DAY_MS;
    // the products' own sections (fast results, contract and spot figures) beside the common ones
    const sections = Object.assign({}, ...this.products.all().map((p) => p.overview?.sections?.(now) ?? {}));
    return {
      ...sections,
      day: dayOf(today),
      asOf: new Date(now).toISOString(),
      deposits: this.figures(this.repo.depositsApproved(today, tomorrow)),
      withdrawals: this.figures(this.repo.withdrawalsPaid(today, tomorrow)),
      newUsers: Number(this.repo.newUsers(today, tomorrow)),
      queues: this.repo.pendingQueues(),
      trading: this.trading(),
      days: this.days(today - (CHART_DAYS - 1) * DAY_MS, tomorrow),
    };
  }

  /** One entry per day of [from, to), days without any counted as zeros. */
  private days(from: number, to: number): OverviewDay[] {
    const perDay = this.repo.perDay(from, to);
    const counts = (rows: DayCount[]) => new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
    const deposits = counts(perDay.deposits);
    const withdrawals = counts(perDay.withdrawals);
    const newUsers = counts(perDay.newUsers);
    return Array.from({ length: (to - from) / DAY_MS }, (_, i) => ({
      day: dayOf(from + i * DAY_MS),
      deposits: deposits.get(i) ?? 0,
      withdrawals: withdrawals.get(i) ?? 0,
      newUsers: newUsers.get(i) ?? 0,
    }));
  }
}
