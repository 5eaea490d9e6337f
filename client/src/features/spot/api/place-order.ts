// POST /api/spot/orders → the new order (a limit order rests unfilled or partly filled; a
// market order is filled, or cancelled with what the book could not fill).
import { http } from '../../../lib/http';
import type { SpotOrder, SpotOrderBody } from '../types';
import { useSpotMutation } from './spot-mutation';

export function placeSpotOrder(body: SpotOrderBody, authorization?: string): Promise<SpotOrder> {
  return http.post<SpotOrder>('/api/spot/orders', body, { authorization });
}

export const usePlaceSpotOrder = () => useSpotMutation(placeSpotOrder);
