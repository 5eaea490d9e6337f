// GET /api/crypto-address (auth) → [{ id, coin, chain, address, createdAt }]
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { fundsKeys } from './keys';
import type { CryptoAddress } from '../types';

export function getCryptoAddresses(signal?: AbortSignal): Promise<CryptoAddress[]> {
  return http.get<CryptoAddress[]>('/api/crypto-address', { signal });
}

export const cryptoAddressesQueryOptions = (owner: Owner) =>
  queryOptions({ queryKey: fundsKeys.cryptoAddresses(owner), queryFn: ({ signal }) => getCryptoAddresses(signal), staleTime: 0 });

export function useCryptoAddresses() {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...cryptoAddressesQueryOptions(owner), enabled: signedIn });
}
