// POST /api/admin/{kind} (create) or PUT /api/admin/{kind}/{id} (edit, enable, disable) (content.write) → the entry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import type { ContentKind, ContentKinds } from './content-kinds';
import { adminKeys } from '../../api/keys';

export function saveContent<K extends ContentKind>(
  kind: K,
  id: number | null,
  body: ContentKinds[K]['body'],
): Promise<ContentKinds[K]['row']> {
  return id === null ? adminRequest('POST', `/api/admin/${kind}`, { body }) : adminRequest('PUT', `/api/admin/${kind}/${id}`, { body });
}

export function useSaveContent<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentKinds[K]['body'] }) => saveContent(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind) }),
  });
}
