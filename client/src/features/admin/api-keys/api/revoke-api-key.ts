// POST /api/admin/api-keys/{id}/revoke (users.write) → the key, revoked with note 'staff' (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyView } from '../../../../../../shared/schemas/api-keys.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function revokeApiKey(id: number) {
  return adminRequest<ApiKeyView>('POST', `/api/admin/api-keys/${id}/revoke`);
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.apiKeysAll() }) });
}
