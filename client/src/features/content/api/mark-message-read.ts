// POST /api/message/read/{id} → the caller's unread counts after marking one message read (a
// broadcast only for the caller). The lists show the mark; the bell takes the counts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCounts } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { contentKeys } from './keys';

export function markMessageRead(id: number): Promise<UnreadCounts> {
  return http.post<UnreadCounts>(`/api/message/read/${id}`, undefined, { silent: true });
}

export function useMarkMessageRead() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (unread) => {
      client.setQueryData(contentKeys.unread(user?.userId ?? 0), unread);
      void client.invalidateQueries({ queryKey: contentKeys.allMessages() });
    },
  });
}
