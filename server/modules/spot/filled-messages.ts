// The notification of a spot order filled in full (issue 37.1), the taker's and every maker's,
// written inside the placement's own savepoint (it rolls back with it). Demo orders send none
// (as fast orders: docs/decisions, the notification centre); the house has no inbox.
import type { OutgoingMessage } from '../content/user-messages.ts';
import type { OrderRow } from './repository.ts';
import type { MarketTerms } from './terms.ts';
import { orderView } from './views.ts';

export function filledMessages(t: MarketTerms, orders: Iterable<OrderRow>): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  for (const o of orders) {
    if (o.status !== 'filled' || o.userId === null || o.mode !== 'real') continue;
    const view = orderView(t, o);
    messages.push({
      userId: o.userId,
      template: o.side === 'buy' ? 'spotBuyFilled' : 'spotSellFilled',
      params: { id: o.id, symbol: t.symbol, qty: view.dealCount, base: t.base },
    });
  }
  return messages;
}
