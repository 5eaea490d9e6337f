// GET /api/bank-card/change-request (auth) → your latest bank-card change request (the new
// card masked; pending, approved or rejected with the reason), or null.
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { CardChange } from '../types';

export function getCardChange(signal?: AbortSignal): Promise<CardChange | null> {
  return http.get<CardChange | null>('/api/bank-card/change-request', { signal });
}

export function useCardChange(enabled = true) {
  const { scope, enabled: signedIn } = useFundsScope();
  return useQuery({
    queryKey: [...scope, 'card-change'],
    queryFn: ({ signal }) => getCardChange(signal),
    enabled: signedIn && enabled,
    staleTime: 0,
  });
}
