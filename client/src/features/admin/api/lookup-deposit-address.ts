// GET /api/admin/deposit-addresses?address=&network= (deposits.review) → whose own deposit
// address it is: the customer and the networks it is theirs on; null when it is nobody's (a 404,
// shown on the page rather than toasted).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffCustomer } from '../../../../../shared/schemas/customers.ts';
import type { DepositAddressOwner } from '../../../../../shared/schemas/funds.ts';
import { NOT_FOUND_CODE } from '../../../../../shared/envelope-codes.ts';
import { ApiError } from '../../../lib/http';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';

export type DepositAddressOwnerData = z.infer<typeof DepositAddressOwner> & { customer: StaffCustomer };

export async function lookupDepositAddress(address: string, network: string, signal?: AbortSignal) {
  try {
    return await adminRequest<DepositAddressOwnerData>('GET', '/api/admin/deposit-addresses', {
      params: network ? { address, network } : { address },
      signal,
      quietNotFound: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_FOUND_CODE) return null;
    throw error;
  }
}

export const depositAddressLookupQueryOptions = (address: string, network: string) =>
  queryOptions({
    queryKey: adminKeys.depositAddressLookup(address, network),
    queryFn: ({ signal }) => lookupDepositAddress(address, network, signal),
  });

/** Runs once an address is asked for (null: nothing asked yet). */
export function useDepositAddressLookup(query: { address: string; network: string } | null) {
  return useQuery({ ...depositAddressLookupQueryOptions(query?.address ?? '', query?.network ?? ''), enabled: query !== null });
}
