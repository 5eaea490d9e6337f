// Query keys of the practice terminal, under ['practice', <viewer>, <wallet base path>]: a
// wallet's state; the fast options of a product (public) under ['practice', 'fast-options'].
import type { QueryClient } from '@tanstack/react-query';
import type { Viewer } from '../../../lib/api/product-list';

const all = ['practice'] as const;

export const practiceKeys = {
  all,
  wallet: (viewer: Viewer, base: string) => [...all, viewer, base] as const,
  state: (viewer: Viewer, base: string) => [...all, viewer, base, 'state'] as const,
  fastOptions: (productId: number) => [...all, 'fast-options', productId] as const,
};

/** After an order, a close or a cancel: the wallet is read again (and whatever else shows it). */
export function refreshWallet(client: QueryClient, viewer: Viewer, base: string): Promise<void> {
  return client.invalidateQueries({ queryKey: practiceKeys.wallet(viewer, base) });
}
