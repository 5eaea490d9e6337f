// The user channel of contract trading: `contract-position` when a position changes state
// (filled, closed by the user or a trigger, charged), and `contract-marks` on every tick with
// the mark figures of each connected owner's holding and locked positions. Views are built
// only for users who are connected (the hub calls the thunk only then).
import type { WsHub } from '../realtime/hub.ts';
import type { ContractRepository, PositionRow } from './repository.ts';
import type { ContractViews } from './views.ts';

export class ContractPush {
  constructor(
    private readonly hub: WsHub,
    private readonly repo: ContractRepository,
    private readonly views: ContractViews,
  ) {}

  /** Positions that changed state: each owner, if connected, gets the position as it is now. */
  changed(positions: Pick<PositionRow, 'id' | 'userId'>[]) {
    for (const { id, userId } of positions) {
      this.hub.sendToUser(userId, () => ({
        kind: 'contract-position',
        position: this.views.position(this.repo.position(id) as PositionRow),
      }));
    }
  }

  /**
   * The marks of a tick for each user connected to this instance who has open positions
   * (`hasOpen`): every instance sends its own clients theirs (decision 081).
   */
  marks(time: number, hasOpen: (userId: number) => boolean) {
    // connected users are few beside position owners: walk them
    for (const userId of this.hub.connectedUsers()) {
      if (!hasOpen(userId)) continue;
      this.hub.sendToLocalUser(userId, () => {
        const marks = new Map<number, bigint | undefined>();
        const positions = [...this.repo.userOpen(userId, 'real'), ...this.repo.userOpen(userId, 'demo')].flatMap((p) => {
          if (!marks.has(p.productId)) marks.set(p.productId, this.views.markOf(p.productId));
          const mark = marks.get(p.productId);
          return mark === undefined ? [] : [{ id: p.id, ...this.views.marks(p, mark) }];
        });
        // (a gateway's guess that the user has positions may be a few seconds old)
        return positions.length ? { kind: 'contract-marks', time, positions } : undefined;
      });
    }
  }
}
