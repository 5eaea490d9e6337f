// The notification of a settled fast order (issue 37.1): won, lost or even, with the stake and
// what was paid out, written in the settlement run's own transaction (one multi-row insert per
// run). Demo orders send none: the trade screen already shows their outcome, guests (demo
// visitors without an account) would collect messages nobody reads, and practice volume stays
// off the inbox that records real money (docs/decisions: the notification centre).
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { OutgoingMessage } from '../content/user-messages.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { Decided } from './settlement.ts';

const TEMPLATE = { win: 'fastOrderWon', loss: 'fastOrderLost', tie: 'fastOrderTied' } as const;

export function settledMessages(decided: readonly Decided[], market: MarketEngine, book: Pick<CurrencyBook, 'format'>): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  for (const d of decided) {
    if (d.mode !== 'real') continue;
    const params: OutgoingMessage['params'] = {
      id: d.id,
      symbol: market.product(d.productId)?.symbol ?? '',
      amount: book.format(d.currency, d.amount),
      currency: d.currency,
    };
    if (d.result === 'win') params.payout = book.format(d.currency, d.payout);
    messages.push({ userId: d.userId, template: TEMPLATE[d.result], params });
  }
  return messages;
}
