// POST /api/crypto-address {coin, chain, address} → the address (checked per chain; immutable).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateFunds } from './keys';
import type { CryptoAddress, CryptoAddressBody } from '../types';

export function addCryptoAddress(body: CryptoAddressBody): Promise<CryptoAddress> {
  return http.post<CryptoAddress>('/api/crypto-address', body);
}

export function useAddCryptoAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCryptoAddress, onSuccess: () => invalidateFunds(queryClient) });
}
