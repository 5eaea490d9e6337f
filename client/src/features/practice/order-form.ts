// The order panel's form as the body of POST …/orders (PracticeOrderBody): what each tab sends.
import type { PracticeKind } from '../../lib/trading/practice';
import type { PracticeOrderBody } from './types';

export interface OrderDraft {
  fast: { direction: 'up' | 'down'; amount: string; durationSec: number | null };
  contract: { side: 'long' | 'short'; lots: string; leverage: number; stopLoss: string; takeProfit: string };
  spot: { side: 'buy' | 'sell'; type: 'market' | 'limit'; price: string; quantity: string; amount: string };
}

export const EMPTY_DRAFT: OrderDraft = {
  fast: { direction: 'up', amount: '', durationSec: null },
  contract: { side: 'long', lots: '', leverage: 10, stopLoss: '', takeProfit: '' },
  spot: { side: 'buy', type: 'market', price: '', quantity: '', amount: '' },
};

/** Which quantity a spot order takes: a limit order its price and quantity, a market buy the amount to spend, a market sell the quantity. */
export function spotFields(side: 'buy' | 'sell', type: 'market' | 'limit'): ('price' | 'quantity' | 'amount')[] {
  if (type === 'limit') return ['price', 'quantity'];
  return side === 'buy' ? ['amount'] : ['quantity'];
}

const typed = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The body for the tab `kind` (null while a fast order has no duration chosen). Decimals are sent as typed: the server checks them. */
export function orderBody(kind: PracticeKind, productId: number, draft: OrderDraft): PracticeOrderBody | null {
  if (kind === 'fast') {
    const { direction, amount, durationSec } = draft.fast;
    return durationSec === null ? null : { product: 'fast', productId, direction, amount: amount.trim(), durationSec };
  }
  if (kind === 'contract') {
    const c = draft.contract;
    const stops = { stopLoss: typed(c.stopLoss), takeProfit: typed(c.takeProfit) };
    return {
      product: 'contract',
      productId,
      side: c.side,
      lots: c.lots.trim(),
      leverage: c.leverage,
      ...(stops.stopLoss ? { stopLoss: stops.stopLoss } : {}),
      ...(stops.takeProfit ? { takeProfit: stops.takeProfit } : {}),
    };
  }
  const s = draft.spot;
  const body: PracticeOrderBody = { product: 'spot', productId, side: s.side, type: s.type };
  for (const field of spotFields(s.side, s.type)) body[field] = s[field].trim();
  return body;
}
