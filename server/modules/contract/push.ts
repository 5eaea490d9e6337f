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

  changed(rows: PositionRow[]) {
    for (const p of rows) this.hub.sendToUser(p.userId, () => ({ kind: 'contract-position', position: this.views.position(p) }));
  }

  /** The marks of a tick for the owners of open positions (`owners`: user ids). */
  marks(time: number, owners: Iterable<number>) {
    for (const userId of owners) {
      this.hub.sendToUser(userId, () => {
        const marks = new Map<number, bigint | undefined>();
        const positions = [...this.repo.userOpen(userId, 'real'), ...this.repo.userOpen(userId, 'demo')].flatMap((p) => {
          if (!marks.has(p.productId)) marks.set(p.productId, this.views.markOf(p.productId));
          const mark = marks.get(p.productId);
          return mark === undefined ? [] : [{ id: p.id, ...this.views.marks(p, mark) }];
        });
        return { kind: 'contract-marks', time, positions };
      });
    }
  }
}
