// GET /api/bank-card/change-request (auth) → your latest bank-card change request (the new
// card masked; pending, approved or rejected with the reason), or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { CardChange } from '../types';

export function getCardChange(signal?: AbortSignal): Promise<CardChange | null> {
  return http.get<CardChange | null>('/api/bank-card/change-request', { signal });
}

export const cardChangeQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.cardChange(owner), queryFn: ({ signal }) => getCardChange(signal), staleTime: 0 });

export function useCardChange(enabled = true) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...cardChangeQueryOptions(owner), enabled: signedIn && enabled });
}
