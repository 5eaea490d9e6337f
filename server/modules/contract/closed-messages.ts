// The notification of a position a trigger closed (issue 37.1): stop-loss, take-profit or
// liquidation, with the P/L it realized, written in the risk chunk's own transaction. The
// user's own closes send none (they are on the screen that closed them); demo positions send
// none (as fast orders: docs/decisions, the notification centre).
import { CONTRACT_CURRENCY, CONTRACT_SCALE } from '../../../shared/contract.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MessageTemplate, OutgoingMessage } from '../content/user-messages.ts';
import type { CloseReason } from './repository.ts';
import type { TriggeredClose } from './risk.ts';

const TEMPLATE: Partial<Record<CloseReason, MessageTemplate>> = {
  stop_loss: 'contractStopLoss',
  take_profit: 'contractTakeProfit',
  liquidation: 'contractLiquidated',
};

export function closedMessages(closed: readonly TriggeredClose[], market: MarketEngine): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  for (const c of closed) {
    const template = TEMPLATE[c.reason];
    if (c.mode !== 'real' || !template) continue;
    messages.push({
      userId: c.userId,
      template,
      params: {
        id: c.positionId,
        symbol: market.product(c.productId)?.symbol ?? '',
        pnl: formatAmount(c.pnl, CONTRACT_SCALE),
        currency: CONTRACT_CURRENCY,
      },
    });
  }
  return messages;
}
