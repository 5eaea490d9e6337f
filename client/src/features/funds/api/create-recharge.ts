// POST /api/recharge (auth) {channel: offline | crypto, …, proofUploadId} → Deposit (under review).
// Maintenance answers 4008 with the spec's message, toasted by the HTTP client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateFunds } from './keys';
import type { Deposit, RechargeBody } from '../types';

export function createRecharge(body: RechargeBody): Promise<Deposit> {
  return http.post<Deposit>('/api/recharge', body);
}

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecharge, onSuccess: () => invalidateFunds(queryClient) });
}
