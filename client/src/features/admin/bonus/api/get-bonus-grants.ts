// GET /api/admin/bonus/grants?kind=&state=&user=&page=&pageSize= (users.read) → one page of every
// bonus granted, newest first, with its state now.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBonusGrantPage } from '../../../../../../shared/schemas/bonus.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type BonusGrantFilters } from '../../api/keys';

export function getBonusGrants(filters: BonusGrantFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<AdminBonusGrantPage>('GET', '/api/admin/bonus/grants', { params: { ...params, page, pageSize }, signal });
}

export const bonusGrantsQueryOptions = (filters: BonusGrantFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.bonusGrants(filters, page, pageSize),
    queryFn: ({ signal }) => getBonusGrants(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useBonusGrants(filters: BonusGrantFilters, page: number, pageSize: number) {
  return useQuery(bonusGrantsQueryOptions(filters, page, pageSize));
}
