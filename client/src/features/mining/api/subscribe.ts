// POST /api/mining/orders {productId, amount} with an Idempotency-Key → the new order: the amount
// moved from the available balance into a locked mining position.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMining } from './keys';
import type { MiningOrderDetail } from '../types';

export interface SubscribeVars {
  productId: number;
  amount: string;
  idempotencyKey: string;
}

export function subscribeMining({ productId, amount, idempotencyKey }: SubscribeVars): Promise<MiningOrderDetail> {
  return http.post<MiningOrderDetail>('/api/mining/orders', { productId, amount }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useSubscribeMining() {
  const client = useQueryClient();
  return useMutation({ mutationFn: subscribeMining, onSuccess: () => invalidateMining(client) });
}
