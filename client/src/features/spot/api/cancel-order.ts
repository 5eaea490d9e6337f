// POST /api/spot/orders/:id/cancel → the order withdrawn from the book (what it froze returned).
import { http } from '../../../lib/http';
import type { SpotOrder } from '../types';
import { useSpotMutation } from './spot-mutation';

export function cancelSpotOrder({ id }: { id: number }, authorization?: string): Promise<SpotOrder> {
  return http.post<SpotOrder>(`/api/spot/orders/${id}/cancel`, undefined, { authorization });
}

export const useCancelSpotOrder = () => useSpotMutation(cancelSpotOrder);
