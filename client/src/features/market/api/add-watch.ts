// POST /api/optional/product {productId} → { productId, isOptional }
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WatchResult as WatchResultSchema } from '../../../../../shared/schemas/product.ts';
import { http } from '../../../lib/http';
import { marketKeys } from './keys';

export type WatchResult = z.infer<typeof WatchResultSchema>;

export function addWatch(productId: number): Promise<WatchResult> {
  return http.post<WatchResult>('/api/optional/product', { productId });
}

export function useAddWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.productsAll() }),
  });
}
