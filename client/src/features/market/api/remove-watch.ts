// DELETE /api/optional/product/{id} → { productId, isOptional }
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { marketKeys } from './keys';
import type { WatchResult } from './add-watch';

export function removeWatch(productId: number): Promise<WatchResult> {
  return http.delete<WatchResult>(`/api/optional/product/${productId}`);
}

export function useRemoveWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.productsAll() }),
  });
}
