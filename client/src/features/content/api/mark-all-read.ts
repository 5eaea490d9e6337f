// POST /api/message/read-all {group?} → the caller's unread counts after marking every unread
// message read (or those of one group).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCategory, UnreadCounts } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { contentKeys } from './keys';

export function markAllRead(group?: MessageCategory): Promise<UnreadCounts> {
  return http.post<UnreadCounts>('/api/message/read-all', group ? { group } : {});
}

export function useMarkAllRead() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (unread) => {
      client.setQueryData(contentKeys.unread(user?.userId ?? 0), unread);
      void client.invalidateQueries({ queryKey: contentKeys.allMessages() });
    },
  });
}
