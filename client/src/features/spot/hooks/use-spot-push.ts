// The user channel's spot messages (an order of the viewer's placed, filled or cancelled; a
// fill): the orders, the open detail and the balances are read again, as after messages
// missed over a reconnect that could not be resumed. Guests have no private channel: their
// open list is read every 2 s while it has rows (api/get-orders.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useUserMessages } from '../../../lib/trading/use-user-messages';
import { refreshSpot } from '../api/keys';

const SPOT_KINDS = new Set(['spot-order', 'spot-fill']);

export function isSpotMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && SPOT_KINDS.has(String((data as { kind?: unknown }).kind));
}

export function useSpotPush(): void {
  const client = useQueryClient();
  useUserMessages(
    (data, env) => {
      if (isSpotMessage(data)) void refreshSpot(client, env);
    },
    (env) => void refreshSpot(client, env),
  );
}
