// DELETE /api/admin/{kind}/{id} (content.write).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import type { ContentKind } from './content-kinds';
import { adminKeys } from '../../api/keys';

export function deleteContent(kind: ContentKind, id: number): Promise<null> {
  return adminRequest('DELETE', `/api/admin/${kind}/${id}`);
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content(kind) }),
  });
}
