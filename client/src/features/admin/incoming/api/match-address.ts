// GET /api/admin/incoming-transfers/match?network=&address= (deposits.review) → the customer whose
// deposit address it is, or null: the record form names the customer while the address is typed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncomingMatch } from '../../../../../../shared/schemas/incoming-transfers.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

/** What can be an address at all (letters and digits): anything else is not looked up. */
const ADDRESS = /^[0-9A-Za-z]{20,128}$/;

export function matchAddress(network: string, address: string, signal?: AbortSignal) {
  return adminRequest<IncomingMatch>('GET', '/api/admin/incoming-transfers/match', { params: { network, address }, signal });
}

export const matchAddressQueryOptions = (network: string, address: string) =>
  queryOptions({
    queryKey: adminKeys.incomingMatch(network, address),
    queryFn: ({ signal }) => matchAddress(network, address, signal),
    staleTime: 60_000,
  });

export function useMatchAddress(network: string, address: string) {
  return useQuery({ ...matchAddressQueryOptions(network, address), enabled: ADDRESS.test(address) });
}
