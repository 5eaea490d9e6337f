// POST /api/contract/preview → margin, fee and liquidation price of an order, without placing
// it. Quiet: the panel shows a refusal (e.g. balance too low) beside the figures, not a toast
// on every keystroke.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { contractKey } from '../context';
import type { ContractPreview, ContractPreviewBody } from '../types';

export function previewContract(body: ContractPreviewBody, authorization?: string, signal?: AbortSignal): Promise<ContractPreview> {
  return http.post<ContractPreview>('/api/contract/preview', body, { authorization, signal, silent: true });
}

/** The preview of `body` (already debounced by the caller); null = nothing to preview. */
export function useContractPreview(body: ContractPreviewBody | null) {
  const env = useTradeEnv();
  return useQuery({
    queryKey: contractKey(env, 'preview', body),
    queryFn: ({ signal }) => previewContract(body as ContractPreviewBody, env.authorization, signal),
    enabled: env.ready && body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
