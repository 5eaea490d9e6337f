// The back office's view of mining financing (issue 18, decision 049): products as customers
// see them plus what their orders in progress hold and a change pending approval, and any
// customer's orders, read only, as the customer sees them plus who holds them.
import type { AdminMiningOrderQuery } from '../../../shared/schemas/mining.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { MiningRepository } from './repository.ts';
import type { MiningService } from './service.ts';

export class MiningAdmin {
  constructor(
    private readonly repo: MiningRepository,
    private readonly mining: MiningService,
    private readonly approvals: Pick<ApprovalService, 'pendingFor'>,
  ) {}

  products() {
    return this.repo.products().map((p) => {
      const { held, n } = this.repo.heldInProduct(p.id);
      return {
        ...this.mining.productView(p),
        sort: p.sort,
        held: this.mining.format(held, p.currency),
        ordersInProgress: n,
        pendingProposalId: this.approvals.pendingFor('mining-product', 'mining-product', p.id),
      };
    });
  }

  orders(q: AdminMiningOrderQuery) {
    const { page, pageSize, status, productId, user } = q;
    return this.repo.allOrders({ status, productId, user }, page, pageSize, ({ account, ...o }) => ({
      ...this.mining.orderView(o),
      userId: o.userId,
      account,
    }));
  }

  order(id: number) {
    const o = this.repo.order(id);
    if (!o) throw new AppError('NOT_FOUND');
    return { ...this.mining.detailOf(o), userId: o.userId, account: this.repo.accountOf(o.userId) };
  }
}
