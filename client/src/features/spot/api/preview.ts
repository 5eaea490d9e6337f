// POST /api/spot/preview → what an order would freeze and pay at most in fees, with the
// available balance, without placing it (asked for when typing pauses; refusals are shown
// under the form, not toasted).
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { SpotOrderBody, SpotPreview } from '../types';
import { spotKeys } from './keys';

export function previewSpotOrder(body: SpotOrderBody, authorization?: string, signal?: AbortSignal): Promise<SpotPreview> {
  return http.post<SpotPreview>('/api/spot/preview', body, { authorization, signal, silent: true });
}

export const spotPreviewQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, body: SpotOrderBody | null) =>
  queryOptions({
    queryKey: spotKeys.preview(env.scope, body),
    queryFn: ({ signal }) => previewSpotOrder(body as SpotOrderBody, env.authorization, signal),
    staleTime: 0,
    retry: false,
  });

export function useSpotPreview(body: SpotOrderBody | null) {
  const env = useTradeEnv();
  return useQuery({ ...spotPreviewQueryOptions(env, body), enabled: env.ready && body !== null, placeholderData: keepPreviousData });
}

/** The preview of exactly `body`, read now (the confirmation's figures are those of the moment it opens). */
export function useFreshSpotPreview(): (body: SpotOrderBody) => Promise<SpotPreview> {
  const env = useTradeEnv();
  const client = useQueryClient();
  return (body) => client.fetchQuery(spotPreviewQueryOptions(env, body));
}
