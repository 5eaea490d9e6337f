// POST /api/contract/preview → margin, fee and liquidation price of an order, without placing
// it. Quiet: the panel shows a refusal (e.g. balance too low) beside the figures, not a toast
// on every keystroke.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { ContractPreview, ContractPreviewBody } from '../types';
import { contractKeys } from './keys';

export function previewContract(body: ContractPreviewBody, authorization?: string, signal?: AbortSignal): Promise<ContractPreview> {
  return http.post<ContractPreview>('/api/contract/preview', body, { authorization, signal, silent: true });
}

export const contractPreviewQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, body: ContractPreviewBody | null) =>
  queryOptions({
    queryKey: contractKeys.preview(env.scope, body),
    queryFn: ({ signal }) => previewContract(body as ContractPreviewBody, env.authorization, signal),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });

/** The preview of `body` (already debounced by the caller); null = nothing to preview. */
export function useContractPreview(body: ContractPreviewBody | null) {
  const env = useTradeEnv();
  return useQuery({ ...contractPreviewQueryOptions(env, body), enabled: env.ready && body !== null });
}
