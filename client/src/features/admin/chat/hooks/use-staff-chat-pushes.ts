// The back office's live chat (decision 055): the chat-staff channel, subscribed with the
// staff session's token, says which conversation changed; the inbox and the conversation are
// read again (over HTTP, with the staff session), and the open conversation's log reads the
// messages it has not got. A (re)subscription's snapshot does the same for whatever was missed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatStaffEvent } from '../../../../../../shared/chat.ts';
import { socket } from '../../../../lib/socket';
import { useStaffSession } from '../../staff-session';
import { adminKeys } from '../../api/keys';

export function useStaffChatPushes(onChange: (event: ChatStaffEvent | null) => void) {
  const session = useStaffSession();
  const client = useQueryClient();
  const latest = useRef(onChange);
  latest.current = onChange;
  const token = session?.token;
  useEffect(() => {
    if (!token) return undefined;
    return socket.subscribe({ channel: 'chat-staff', token }, (frame) => {
      void client.invalidateQueries({ queryKey: adminKeys.chatInboxAll() });
      void client.invalidateQueries({ queryKey: adminKeys.chatConversationsAll() });
      latest.current(frame.type === 'snapshot' ? null : (frame.data as ChatStaffEvent));
    });
  }, [token, client]);
}
