// A futures order's changes on its owner's private channel (issue 40, decision 096): `futures-order`
import type { TradeMode } from '../../../ledger/ledger.ts';
// {mode, orderId, x: NEW | TRADE (with the fills it made) | CANCELED | EXPIRED}, sent once the
// transaction that changed it is over, through the bus to every instance, where the user data
// streams build Binance's ORDER_TRADE_UPDATE from the rows. Every write of an order goes through
// the repository (placements, executions, the trigger path, pending fills and revocations): this
// repository notes them as they are written.
import type { FuturesOrderMessage } from '../../../../shared/schemas/binance-user-data.ts';
import type { Sqlite } from '../../../db/sqlite.ts';
import { onceSettled } from '../../../lib/once-settled.ts';
import type { FuturesFill } from '../../contract/service.ts';
import { type FuturesOrderChange, FuturesOrderRepository, type NewFuturesOrder } from './order-repository.ts';

type Noted = Omit<FuturesOrderMessage, 'kind' | 'mode'>;

export class PushedFuturesOrderRepository extends FuturesOrderRepository {
  private readonly noted: Noted[] = [];
  private readonly tellSoon: () => void;

  constructor(
    db: Sqlite,
    /** Sends a private event to a user (the hub's sendToUser: every instance hears it). */
    private readonly sendToUser: (userId: number, message: FuturesOrderMessage) => void,
  ) {
    super(db);
    this.tellSoon = onceSettled(
      () => db.inTransaction,
      () => this.tell(),
    );
  }

  override insert(o: NewFuturesOrder): number {
    const id = super.insert(o);
    this.note({ orderId: id, x: 'NEW' });
    return id;
  }

  override insertFills(orderId: number, fills: readonly FuturesFill[], at: number) {
    super.insertFills(orderId, fills, at);
    if (fills.length > 0) this.note({ orderId, x: 'TRADE', fills: fills.map(({ positionId, journalId }) => ({ positionId, journalId })) });
  }

  override update(id: number, c: FuturesOrderChange) {
    super.update(id, c);
    if (c.status === 'CANCELED' || c.status === 'EXPIRED') this.note({ orderId: id, x: c.status });
  }

  private note(n: Noted) {
    this.noted.push(n);
    this.tellSoon();
  }

  /** (a change rolled back with its transaction: its order is absent, or the stream finds its rows do not say it) */
  private tell() {
    for (const n of this.noted.splice(0)) {
      const o = this.order(n.orderId);
      if (o) this.sendToUser(o.userId, { kind: 'futures-order', mode: o.mode as TradeMode, ...n });
    }
  }
}
