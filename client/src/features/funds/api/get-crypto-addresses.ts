// GET /api/crypto-address (auth) → [{ id, coin, chain, address, createdAt }]
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useFundsScope } from '../keys';
import type { CryptoAddress } from '../types';

export function getCryptoAddresses(signal?: AbortSignal): Promise<CryptoAddress[]> {
  return http.get<CryptoAddress[]>('/api/crypto-address', { signal });
}

export function useCryptoAddresses() {
  const { scope, enabled } = useFundsScope();
  return useQuery({ queryKey: [...scope, 'crypto-addresses'], queryFn: ({ signal }) => getCryptoAddresses(signal), enabled, staleTime: 0 });
}
