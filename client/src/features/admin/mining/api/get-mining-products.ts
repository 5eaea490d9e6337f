// GET /api/admin/mining/products (mining.read) → every mining product's settings, what its orders
// in progress hold, and a change still pending approval.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMiningProduct } from '../../../../../../shared/schemas/mining.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

/** A product as the settings page lists it (named like the other settings pages' rows). */
export type MiningProductRow = AdminMiningProduct & { symbol: string };

export function getMiningProducts(signal?: AbortSignal): Promise<AdminMiningProduct[]> {
  return adminRequest<AdminMiningProduct[]>('GET', '/api/admin/mining/products', { signal });
}

export const adminMiningProductsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.miningProducts(), queryFn: ({ signal }) => getMiningProducts(signal) });

export function useAdminMiningProducts() {
  return useQuery({
    ...adminMiningProductsQueryOptions(),
    select: (products): MiningProductRow[] => products.map((p) => ({ ...p, symbol: p.name })),
  });
}
