// The customer's conversation on the chat page (decision 055): the message log (pages, pushes,
// backfill after a reconnect), the read marks both ways, and sending.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatSendBody } from '../../../../../shared/schemas/chat.ts';
import { useChatLog } from '../../../lib/chat-log';
import { getChatMessages } from '../api/get-chat-messages';
import { getChatState, useChatIdentity } from '../api/get-chat-state';
import { supportKeys } from '../api/keys';
import { markChatRead } from '../api/mark-chat-read';
import { sendChatMessage } from '../api/send-chat-message';
import { useChatPushes } from './use-chat-pushes';

export function useCustomerChat() {
  const who = useChatIdentity();
  const client = useQueryClient();
  const log = useChatLog(who, getChatMessages);
  const [staffReadSeq, setStaffReadSeq] = useState(0);

  // read again when the caller changes (a login or logout)
  // biome-ignore lint/correctness/useExhaustiveDependencies: who is the trigger
  useEffect(() => {
    let live = true;
    getChatState()
      .then((s) => live && setStaffReadSeq(s.staffReadSeq))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [who]);

  useChatPushes(
    {
      onPush: (push) => {
        if (push.event === 'message') log.receive(push.message);
        else setStaffReadSeq((seq) => Math.max(seq, push.staffReadSeq));
      },
      onSnapshot: log.backfill,
    },
    { startVisitor: true },
  );

  // what is on screen is read: staff see the mark, the badge clears
  const lastStaffSeq = log.messages.findLast((m) => m.sender === 'staff')?.seq ?? 0;
  useEffect(() => {
    if (lastStaffSeq === 0) return;
    markChatRead(lastStaffSeq)
      .then(() => client.invalidateQueries({ queryKey: supportKeys.chatAll }))
      .catch(() => undefined);
  }, [lastStaffSeq, client]);

  const send = async (body: ChatSendBody) => {
    const message = await sendChatMessage(body);
    log.receive(message);
    return message;
  };
  return { log, staffReadSeq, send };
}
