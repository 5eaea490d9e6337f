// POST /api/mining/orders/{id}/redeem {penalty} → the redeemed order. The penalty sent is the one
// the customer confirmed: the server refuses it when a day ended meanwhile and it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateMining } from './keys';
import type { MiningOrderDetail } from '../types';

export function redeemMining({ id, penalty }: { id: number; penalty: string }): Promise<MiningOrderDetail> {
  return http.post<MiningOrderDetail>(`/api/mining/orders/${id}/redeem`, { penalty });
}

export function useRedeemMining() {
  const client = useQueryClient();
  return useMutation({ mutationFn: redeemMining, onSettled: () => invalidateMining(client) });
}
