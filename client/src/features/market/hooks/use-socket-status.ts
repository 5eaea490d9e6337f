import { useSyncExternalStore } from 'react';
import { type SocketStatus, socket } from '../../../lib/socket';

/** The realtime connection's state (idle, connecting, open, reconnecting). */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(socket.onStatus, socket.getStatus, socket.getStatus);
}
