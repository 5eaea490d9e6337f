// GET /api/admin/contract/positions?status=&mode=&productId=&user=&page=&pageSize= (contract.read)
// → one page of every customer's positions, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPositionPage } from '../../../../../../shared/schemas/admin-contract.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type PositionFilters } from '../../api/keys';

export function getContractPositions(filters: PositionFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<AdminPositionPage>('GET', '/api/admin/contract/positions', { params: { ...params, page, pageSize }, signal });
}

export const contractPositionsQueryOptions = (filters: PositionFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.contractPositions(filters, page, pageSize),
    queryFn: ({ signal }) => getContractPositions(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useContractPositions(filters: PositionFilters, page: number, pageSize: number) {
  return useQuery(contractPositionsQueryOptions(filters, page, pageSize));
}
