// POST /api/spot/preview → what an order would freeze and pay at most in fees, with the
// available balance, without placing it (asked for when typing pauses; refusals are shown
// under the form, not toasted).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { spotKey } from '../context';
import type { SpotOrderBody, SpotPreview } from '../types';

export function previewSpotOrder(body: SpotOrderBody, authorization?: string, signal?: AbortSignal): Promise<SpotPreview> {
  return http.post<SpotPreview>('/api/spot/preview', body, { authorization, signal, silent: true });
}

const previewKey = (scope: string, body: SpotOrderBody | null) => spotKey({ scope }, 'preview', body);

export function useSpotPreview(body: SpotOrderBody | null) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: previewKey(env.scope, body),
    queryFn: ({ signal }) => previewSpotOrder(body as SpotOrderBody, env.authorization, signal),
    enabled: env.ready && body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** The preview of exactly `body`, read now (the confirmation's figures are those of the moment it opens). */
export function useFreshSpotPreview(): (body: SpotOrderBody) => Promise<SpotPreview> {
  const env = useTradeEnv();
  const client = useQueryClient();
  return (body) =>
    client.fetchQuery({
      queryKey: previewKey(env.scope, body),
      queryFn: ({ signal }) => previewSpotOrder(body, env.authorization, signal),
      staleTime: 0,
      retry: false,
    });
}
