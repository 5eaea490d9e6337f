// GET /api/wallet/flow?currency=&type=&page=&pageSize= (auth) → the fund flow, newest first:
// one entry per movement of a currency, with the order it belongs to.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { type FlowFilter, fundsKeys } from './keys';
import type { FlowEntry, Paged } from '../types';
import { useWalletAssets } from '../../../lib/api/wallet-assets';

export function getFlow(filter: FlowFilter, signal?: AbortSignal): Promise<Paged<FlowEntry>> {
  return http.get<Paged<FlowEntry>>('/api/wallet/flow', { params: { ...filter }, signal });
}

export const flowQueryOptions = (owner: Owner, filter: FlowFilter) =>
  queryOptions({
    queryKey: fundsKeys.flow(owner, filter),
    queryFn: ({ signal }) => getFlow(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useFlow(filter: FlowFilter) {
  const { owner, signedIn } = useOwner();
  const query = useQuery({ ...flowQueryOptions(owner, filter), enabled: signedIn });
  // every movement changes a balance: when the balances change (they are read again while
  // money is frozen or staked), the flow has a new entry, e.g. a review's, so read it again
  const balances = useWalletAssets()
    .data?.rows.map((r) => `${r.currency} ${r.available} ${r.frozen} ${r.position}`)
    .join('|');
  const seen = useRef(balances);
  const { refetch } = query;
  useEffect(() => {
    if (balances === undefined || balances === seen.current) return;
    const first = seen.current === undefined;
    seen.current = balances;
    if (!first) void refetch();
  }, [balances, refetch]);
  return query;
}
