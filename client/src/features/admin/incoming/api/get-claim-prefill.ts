// GET /api/admin/incoming-transfers/claim/{id} (deposits.review) → a crypto deposit claim waiting for
// review as the transfer to record: the customer's own address on its chain, its amount and hash.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncomingClaimPrefill } from '../../../../../../shared/schemas/incoming-transfers.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getClaimPrefill(id: number, signal?: AbortSignal) {
  return adminRequest<IncomingClaimPrefill>('GET', `/api/admin/incoming-transfers/claim/${id}`, { signal });
}

export const claimPrefillQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.incomingClaim(id), queryFn: ({ signal }) => getClaimPrefill(id, signal), staleTime: 0 });

/** The prefill of claim `id`; nothing asked when there is none. */
export function useClaimPrefill(id: number | null) {
  return useQuery({ ...claimPrefillQueryOptions(id ?? 0), enabled: id !== null });
}
