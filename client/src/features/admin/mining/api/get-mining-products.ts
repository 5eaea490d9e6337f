// GET /api/admin/mining/products (mining.read) → every mining product's settings, what its orders
// in progress hold, and a change still pending approval.
import { useQuery } from '@tanstack/react-query';
import type { AdminMiningProduct } from '../../../../../../shared/schemas/mining.ts';
import { adminRequest } from '../../api/admin-request';
import { MINING_PRODUCTS_KEY } from './keys';

/** A product as the settings page lists it (named like the other settings pages' rows). */
export type MiningProductRow = AdminMiningProduct & { symbol: string };

export function getMiningProducts(signal?: AbortSignal): Promise<AdminMiningProduct[]> {
  return adminRequest<AdminMiningProduct[]>('GET', '/api/admin/mining/products', { signal });
}

export function useAdminMiningProducts() {
  return useQuery({
    queryKey: MINING_PRODUCTS_KEY,
    queryFn: ({ signal }) => getMiningProducts(signal),
    select: (products): MiningProductRow[] => products.map((p) => ({ ...p, symbol: p.name })),
  });
}
