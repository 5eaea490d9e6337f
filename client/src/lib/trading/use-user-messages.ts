// The private user channel's messages for the trading screens (fast settlements, contract
// marks and position changes): one subscription per screen while a user (not a guest, who has
// no private channel) is signed in; the handler sees the latest trading environment without
// resubscribing when only its object identity changes. `onMissed` runs when the channel
// could not be resumed after a reconnect (a resync snapshot): messages may have been lost, so
// the screen reads again what it shows.
import { useEffect, useRef } from 'react';
import { socket } from '../socket';
import { type TradeEnv, useTradeEnv } from './env';

export function useUserMessages(handle: (data: unknown, env: TradeEnv) => void, onMissed?: (env: TradeEnv) => void): void {
  const env = useTradeEnv();
  const { guest, ready } = env;
  const current = useRef({ env, handle, onMissed });
  current.current = { env, handle, onMissed };
  useEffect(() => {
    if (guest || !ready) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type === 'update') current.current.handle(frame.data, current.current.env);
      else if (frame.resync) current.current.onMissed?.(current.current.env);
    });
  }, [guest, ready]);
}
