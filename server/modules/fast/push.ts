// Settled orders pushed to their owners over the private user channel
// ({kind:'fast-settled', order}): the client writes the order into its cache instead of
// reading its lists again. The view is built only for users who are connected.
import type { WsHub } from '../realtime/hub.ts';
import type { FastOrderRow, FastRepository } from './repository.ts';
import type { FastViews } from './views.ts';

export class SettlementPush {
  constructor(
    private readonly hub: WsHub,
    private readonly repo: FastRepository,
    private readonly views: FastViews,
  ) {}

  settled(orders: { id: number; userId: number }[]) {
    for (const o of orders) {
      // (the order was settled just now: its row is there)
      this.hub.sendToUser(o.userId, () => ({ kind: 'fast-settled', order: this.views.order(this.repo.order(o.id) as FastOrderRow) }));
    }
  }
}
