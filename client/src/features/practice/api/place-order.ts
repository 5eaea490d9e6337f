// POST {base}/orders {product: fast | contract | spot, …} → the fast order, position or spot
// order placed in the practice wallet (PracticeOrderBody: one body for a replay and a class).
import { http } from '../../../lib/http';
import type { PracticeOrderBody, PracticeOrderResult } from '../types';
import { usePracticeMutation } from './practice-mutation';

export function placePracticeOrder(base: string, body: PracticeOrderBody): Promise<PracticeOrderResult> {
  return http.post<PracticeOrderResult>(`${base}/orders`, body);
}

export const usePlacePracticeOrder = (base: string) => usePracticeMutation(base, placePracticeOrder);
