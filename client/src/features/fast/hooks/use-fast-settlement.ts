// Settlement pushes on the private user channel ({kind:'fast-settled', order}) refresh the
// fast orders, stats and balances at once; the 2 s poll of open orders is the fallback.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { socket } from '../../../lib/socket';
import { refreshFast, useFastEnv } from '../context';

function isSettled(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'fast-settled';
}

export function useFastSettlement(): void {
  const env = useFastEnv();
  const client = useQueryClient();
  const { guest, ready } = env;
  // the latest env without resubscribing when only its object identity changes
  const current = useRef(env);
  current.current = env;
  useEffect(() => {
    if (guest || !ready) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type === 'update' && isSettled(frame.data)) void refreshFast(client, current.current);
    });
  }, [guest, ready, client]);
}
