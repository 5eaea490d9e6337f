// The back office's overview (issue 14 point 8). "Today" is the UTC calendar day of the app's
// clock; the chart covers the 30 days ending today. Deposits count when approved, withdrawals
// when paid (docs/decisions/030-back-office-overview.md).
import type { AdminOverview, CurrencyFigure, OverviewDay, SpotFigure } from '../../../shared/schemas/overview.ts';
import { CONTRACT_CURRENCY, CONTRACT_SCALE } from '../../../shared/contract.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
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
    private readonly ledger: Ledger,
  ) {}

  /** Contract trading per mode: open and pending positions, the margin held and the insurance fund (from the ledger). */
  private contract() {
    const rows = this.repo.contractPositions();
    return (['real', 'demo'] as const).map((mode) => {
      const r = rows.find((x) => x.mode === mode);
      const balance = (platform: 'contract_margin' | 'insurance') =>
        formatAmount(this.ledger.balance({ platform, currency: CONTRACT_CURRENCY, mode }), CONTRACT_SCALE);
      return {
        mode,
        open: Number(r?.open ?? 0),
        pending: Number(r?.pending ?? 0),
        marginHeld: balance('contract_margin'),
        insurance: balance('insurance'),
        currency: CONTRACT_CURRENCY,
      };
    });
  }

  /** Spot trading per mode: open orders, and from the ledger what they hold and the fees collected, per coin. */
  private spot(): SpotFigure[] {
    const orders = this.repo.spotOrders();
    const balances = (kind: 'spot_orders' | 'spot_fees', mode: string) =>
      this.repo
        .platformBalances(kind)
        .filter((r) => r.mode === mode && r.amount !== 0n)
        .map((r) => ({ currency: r.currency, amount: this.book.format(r.currency, r.amount) }));
    return (['real', 'demo'] as const).map((mode) => {
      const r = orders.find((x) => x.mode === mode);
      return {
        mode,
        open: Number(r?.open ?? 0),
        houseOpen: Number(r?.houseOpen ?? 0),
        frozen: balances('spot_orders', mode),
        fees: balances('spot_fees', mode),
      };
    });
  }

  private figures(rows: CurrencySum[]): CurrencyFigure[] {
    return rows.map((r) => ({ currency: r.currency, count: Number(r.count), amount: this.book.format(r.currency, r.amount) }));
  }

  overview(): AdminOverview {
    const now = this.clock.now();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const tomorrow = today + DAY_MS;
    const positions = this.repo.openPositions();
    return {
      day: dayOf(today),
      asOf: new Date(now).toISOString(),
      deposits: this.figures(this.repo.depositsApproved(today, tomorrow)),
      withdrawals: this.figures(this.repo.withdrawalsPaid(today, tomorrow)),
      newUsers: Number(this.repo.newUsers(today, tomorrow)),
      openPositions: this.figures(positions.filter((p) => p.mode === 'real')),
      openDemoPositions: positions.filter((p) => p.mode === 'demo').reduce((n, p) => n + Number(p.count), 0),
      platformResult: this.repo.productResults(today, tomorrow).map((r) => ({
        productId: Number(r.productId),
        symbol: r.symbol,
        currency: r.currency,
        settledToday: Number(r.settledToday),
        today: this.book.format(r.currency, r.today),
        total: this.book.format(r.currency, r.total),
      })),
      houseBalance: this.repo.houseBalance().map((r) => ({ currency: r.currency, amount: this.book.format(r.currency, r.amount) })),
      queues: this.repo.pendingQueues(),
      contract: this.contract(),
      spot: this.spot(),
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
