// Spot's real-time messages (docs/decisions/038-spot-trading.md): after a transaction commits,
// the book's changed levels on `spot-depth` and its trades on `spot-trades` (one seq per
// operation), and each owner's changed orders and fills on the private user channel. Messages
// are built only when someone listens.
import type { WsHub } from '../realtime/hub.ts';
import { channelKey } from '../realtime/hub.ts';
import type { DepthChange } from './engine/order-book.ts';
import type { Outcome } from './execution.ts';
import type { OrderRow } from './repository.ts';
import type { MarketTerms } from './terms.ts';
import { fillView, levelsView, orderView, tradeView } from './views.ts';

export class SpotPush {
  constructor(private readonly hub: WsHub) {}

  published(t: MarketTerms, out: Outcome) {
    const { mode, seq } = out;
    if (out.depth.length > 0) {
      // the last total of each level the operation changed
      const last = new Map<string, DepthChange>();
      for (const d of out.depth) last.set(`${d.side}:${d.price}`, d);
      const changes = [...last.values()];
      this.hub.publish(channelKey.spotDepth(t.symbol, mode), () => ({
        type: 'update',
        channel: 'spot-depth',
        symbol: t.symbol,
        mode,
        seq,
        firstSeq: out.firstSeq,
        data: {
          bids: levelsView(
            t,
            changes.filter((d) => d.side === 'buy').map((d) => ({ price: d.price, qty: d.qty })),
          ),
          asks: levelsView(
            t,
            changes.filter((d) => d.side === 'sell').map((d) => ({ price: d.price, qty: d.qty })),
          ),
        },
      }));
    }
    if (out.trades.length > 0) {
      this.hub.publish(channelKey.spotTrades(t.symbol, mode), () => ({
        type: 'update',
        channel: 'spot-trades',
        symbol: t.symbol,
        mode,
        seq,
        data: out.trades.map((tr) => tradeView(t, tr)),
      }));
    }
    // each order as the operation left it, once (the last state when it changed twice)
    const owners = new Map<number, OrderRow>();
    for (const order of out.changed) if (order.userId !== null) owners.set(order.id, order);
    for (const order of owners.values()) {
      this.hub.sendToUser(order.userId as number, () => ({ kind: 'spot-order', order: orderView(t, order) }));
    }
    for (const trade of out.trades) {
      for (const id of [trade.makerOrderId, trade.takerOrderId]) {
        const order = owners.get(id);
        if (order?.userId == null) continue;
        this.hub.sendToUser(order.userId, () => ({ kind: 'spot-fill', symbol: t.symbol, mode, fill: fillView(t, trade, id) }));
      }
    }
  }
}
