// GET /api/user/api-keys (auth) → the user's API keys, newest first (never their secrets).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import type { ApiKeyView } from '../types';
import { apiKeyKeys } from './keys';

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  return http.get<ApiKeyView[]>('/api/user/api-keys', { signal });
}

export const apiKeysQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: apiKeyKeys.list(owner), queryFn: ({ signal }) => getApiKeys(signal), staleTime: 0 });

export function useApiKeys() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...apiKeysQueryOptions(owner), enabled: signedIn });
}
