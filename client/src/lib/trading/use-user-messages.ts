// The private user channel's messages for the trading screens (fast settlements, contract
// marks and position changes): one subscription per screen while a user (not a guest, who has
// no private channel) is signed in; the handler sees the latest trading environment without
// resubscribing when only its object identity changes.
import { useEffect, useRef } from 'react';
import { socket } from '../socket';
import { type TradeEnv, useTradeEnv } from './env';

export function useUserMessages(handle: (data: unknown, env: TradeEnv) => void): void {
  const env = useTradeEnv();
  const { guest, ready } = env;
  const current = useRef({ env, handle });
  current.current = { env, handle };
  useEffect(() => {
    if (guest || !ready) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type === 'update') current.current.handle(frame.data, current.current.env);
    });
  }, [guest, ready]);
}
