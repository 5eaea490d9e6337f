// GET /api/recharge/address?currency=&network= (auth) → your own deposit address of the currency on
// that network: { currency, network, networkName, address, confirmations, minDeposit, memo }. It
// never changes once given, so it is read once per session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { Chain, DepositAddress } from '../types';

export function getDepositAddress(currency: string, network: Chain, signal?: AbortSignal): Promise<DepositAddress> {
  return http.get<DepositAddress>('/api/recharge/address', { params: { currency, network }, signal });
}

export const depositAddressQueryOptions = (owner: Owner, currency: string, network: Chain) =>
  queryOptions({
    queryKey: fundsKeys.depositAddress(owner, currency, network),
    queryFn: ({ signal }) => getDepositAddress(currency, network, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDepositAddress(currency: string, network: Chain) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...depositAddressQueryOptions(owner, currency, network), enabled: signedIn });
}
