// POST {base}/spot-orders/{orderId}/cancel → the resting practice spot order, cancelled (its frozen funds released).
import { http } from '../../../lib/http';
import type { PracticeSpotOrder } from '../types';
import { usePracticeMutation } from './practice-mutation';

export function cancelPracticeSpotOrder(base: string, orderId: number): Promise<PracticeSpotOrder> {
  return http.post<PracticeSpotOrder>(`${base}/spot-orders/${orderId}/cancel`, {});
}

export const useCancelPracticeSpotOrder = (base: string) => usePracticeMutation(base, cancelPracticeSpotOrder);
