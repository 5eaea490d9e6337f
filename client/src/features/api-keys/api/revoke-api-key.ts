// POST /api/user/api-keys/:id/revoke (auth) → the key, revoked: it signs nothing from now on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ApiKeyView } from '../types';
import { invalidateApiKeys } from './keys';

export function revokeApiKey(id: number): Promise<ApiKeyView> {
  return http.post<ApiKeyView>(`/api/user/api-keys/${id}/revoke`);
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => invalidateApiKeys(client) });
}
