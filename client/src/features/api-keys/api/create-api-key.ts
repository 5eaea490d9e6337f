// POST /api/user/api-keys {label, permissions, mode, ipAllowList, securityPassword?, twoFactorCode?}
// → the new key with its secret, answered this once (a real-wallet key needs the withdrawal
// password, and the authenticator code with two-factor on).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ApiKeyCreateBody, ApiKeyCreated } from '../types';
import { invalidateApiKeys } from './keys';

export function createApiKey(body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
  return http.post<ApiKeyCreated>('/api/user/api-keys', body);
}

export function useCreateApiKey() {
  const client = useQueryClient();
  // (gcTime 0: the answer holds the secret, so the cache drops it as soon as the form is gone)
  return useMutation({ mutationFn: createApiKey, gcTime: 0, onSettled: () => invalidateApiKeys(client) });
}
