// POST /api/fast/order → the opened order (entry price and time recorded by the server).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useTradeEnv } from '../../../lib/trading/env';
import { refreshFast } from './keys';
import type { Direction, FastOrder, TradeMode } from '../types';

export interface PlaceFastOrderBody {
  productId: number;
  direction: Direction;
  amount: string;
  durationSec: number;
  mode: TradeMode;
}

export function placeFastOrder(body: PlaceFastOrderBody, authorization?: string): Promise<FastOrder> {
  return http.post<FastOrder>('/api/fast/order', body, { authorization });
}

export function usePlaceFastOrder() {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceFastOrderBody) => placeFastOrder(body, env.authorization),
    onSuccess: () => refreshFast(client, env),
  });
}
