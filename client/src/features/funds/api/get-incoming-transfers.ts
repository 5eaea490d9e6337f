// GET /api/recharge/incoming?mode=real|demo (auth) → your incoming transfers of that mode, newest
// first, each with its confirmations; checked again every 2 s while one is still confirming.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncomingTransferPage } from '../../../../../shared/schemas/incoming-transfers.ts';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import type { TradeMode } from '../../../lib/trading/mode';
import { fundsKeys } from './keys';

/** How often a transfer still confirming is looked at again (the simulated chain's blocks are a second or so). */
export const CONFIRMING_POLL_MS = 2000;

export function getIncomingTransfers(mode: TradeMode, signal?: AbortSignal): Promise<IncomingTransferPage> {
  return http.get<IncomingTransferPage>('/api/recharge/incoming', { params: { mode, pageSize: 20 }, signal });
}

export const incomingTransfersQueryOptions = (owner: Owner, mode: TradeMode) =>
  queryOptions({
    queryKey: fundsKeys.incomingTransfers(owner, mode),
    queryFn: ({ signal }) => getIncomingTransfers(mode, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'confirming') ? CONFIRMING_POLL_MS : false),
  });

export function useIncomingTransfers(mode: TradeMode) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...incomingTransfersQueryOptions(owner, mode), enabled: signedIn });
}
