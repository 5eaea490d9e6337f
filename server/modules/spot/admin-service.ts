// The back office's view of spot trading (issue 16, decision 041): every market's settings as
// the customers' API serves them, with the product's name and a change pending approval (changes
// go through the four-eyes `spot-market` proposal), and any customer's orders, read only, shown
// as the customer sees them plus who placed them and every fill with its ledger journal.
import type { AdminSpotMarket, AdminSpotOrderQuery } from '../../../shared/schemas/admin-spot.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { SpotAdminRepository } from './admin-repository.ts';
import type { SpotMarkets } from './markets.ts';
import { orderOf, type SpotRepository } from './repository.ts';
import { fillView, marketView, orderView } from './views.ts';

export class SpotAdmin {
  constructor(
    private readonly admin: SpotAdminRepository,
    private readonly approvals: Pick<ApprovalService, 'pendingFor'>,
    private readonly markets: SpotMarkets,
    private readonly orders: SpotRepository,
  ) {}

  /** Every market's settings, in the products' order. */
  marketList(): AdminSpotMarket[] {
    return this.admin.markets().map((m) => ({
      ...marketView(this.markets.byIdOrThrow(m.id)),
      name: m.name,
      pendingProposalId: this.approvals.pendingFor('spot-market', 'spot-market', m.id),
    }));
  }

  /** Every customer's orders, newest first, filtered. */
  list(q: AdminSpotOrderQuery) {
    const { page, pageSize, appKey: _appKey, ...filter } = q;
    return this.admin.page(filter, page, pageSize, ({ account, apiKeyLabel, ...raw }) => {
      const o = orderOf(raw);
      return { ...orderView(this.markets.byIdOrThrow(o.marketId), o), userId: o.userId as number, account, apiKeyLabel };
    });
  }

  /** One customer's order with who placed it and its fills, each with the journal that moved its coins and fee. */
  get(id: number) {
    const o = this.orders.order(id);
    // (the house market maker's orders are no customer's)
    if (!o || o.userId === null) throw new AppError('NOT_FOUND');
    const t = this.markets.byIdOrThrow(o.marketId);
    return {
      ...orderView(t, o),
      userId: o.userId,
      account: this.admin.accountOf(o.userId),
      apiKeyLabel: o.apiKeyId === null ? null : this.admin.keyLabel(o.apiKeyId),
      fills: this.orders.tradesOf(id).map((f) => fillView(t, f, id)),
    };
  }
}
