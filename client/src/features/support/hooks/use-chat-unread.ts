// The staff messages the customer has not read (the floating icon's badge): the conversation's
// state, read again whenever a chat push arrives, and after pushes may have been missed (a
// reconnect the server could not resume).
import { useQueryClient } from '@tanstack/react-query';
import { useChatState } from '../api/get-chat-state';
import { supportKeys } from '../api/keys';
import { useChatPushes } from './use-chat-pushes';

export function useChatUnread(enabled: boolean): number {
  const client = useQueryClient();
  const state = useChatState(enabled);
  const refresh = () => void client.invalidateQueries({ queryKey: supportKeys.chatAll });
  useChatPushes({ onPush: refresh, onSnapshot: (resync) => resync && refresh() }, { enabled });
  return state.data?.unread ?? 0;
}
