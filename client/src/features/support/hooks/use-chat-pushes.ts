// The chat's pushes for the customer's side (decision 055): a logged-in customer's arrive on
// their private user channel, a visitor's on the chat-visitor channel (subscribed with the
// visitor token). `onSnapshot` runs on every (re)subscription, so the caller can read what it
// missed while disconnected.
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
  handlers: { onPush: (push: ChatPush) => void; onSnapshot?: () => void },
  { enabled = true, startVisitor = false } = {},
) {
  const who = useChatIdentity();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (frame: ChannelFrame) => {
      if (frame.type === 'snapshot') latest.current.onSnapshot?.();
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
