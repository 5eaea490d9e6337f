// The chat's pushes for the customer's side (decision 055): a logged-in customer's arrive on
// their private user channel, a visitor's on the chat-visitor channel (subscribed with the
// visitor token). `onSnapshot` runs on every snapshot, so the caller can read what it missed
// while disconnected; `resync` tells a snapshot that replaced an earlier one (a reconnect
// the server could not resume) from the first. A resumed user channel sends none: the missed
// pushes are replayed instead.
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../../shared/schemas/chat.ts';
import { type ChannelFrame, socket } from '../../../lib/socket';
import { storedVisitorToken, visitorToken } from '../api/start-chat-visitor';
import { useChatIdentity } from '../api/get-chat-state';

export type ChatPush = { kind: 'chat'; event: 'message'; message: ChatMessage } | { kind: 'chat'; event: 'read'; staffReadSeq: number };

function isChatPush(data: unknown): data is ChatPush {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'chat';
}

/**
 * Listens while `enabled`. A visitor without a chat session is only listened to once one
 * exists, unless `startVisitor` (the chat page: it starts the session itself).
 */
export function useChatPushes(
  handlers: { onPush: (push: ChatPush) => void; onSnapshot?: (resync: boolean) => void },
  { enabled = true, startVisitor = false } = {},
) {
  const who = useChatIdentity();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (frame: ChannelFrame) => {
      if (frame.type === 'snapshot') latest.current.onSnapshot?.(frame.resync);
      else if (isChatPush(frame.data)) latest.current.onPush(frame.data);
    };
    if (who !== 'visitor') return socket.subscribe({ channel: 'user' }, listener);
    let release: (() => void) | undefined;
    let live = true;
    const token = storedVisitorToken();
    const subscribe = (t: string) => {
      if (live) release = socket.subscribe({ channel: 'chat-visitor', token: t }, listener);
    };
    if (token) subscribe(token);
    else if (startVisitor) void visitorToken().then(subscribe, () => undefined);
    return () => {
      live = false;
      release?.();
    };
  }, [who, enabled, startVisitor]);
}
