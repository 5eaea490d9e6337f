// GET /api/admin/incoming-transfers?user=&network=&txId=&status=&mode=&page=&pageSize= (deposits.review)
// → one page of incoming transfers, newest first, each with its customer.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffIncomingTransferPage } from '../../../../../../shared/schemas/incoming-transfers.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys, type IncomingFilters } from '../../api/keys';

export function getIncomingTransfers(filters: IncomingFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return adminRequest<StaffIncomingTransferPage>('GET', '/api/admin/incoming-transfers', { params: { ...params, page, pageSize }, signal });
}

export const incomingTransfersQueryOptions = (filters: IncomingFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.incomingTransfers(filters, page, pageSize),
    queryFn: ({ signal }) => getIncomingTransfers(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useIncomingTransfers(filters: IncomingFilters, page: number, pageSize: number) {
  return useQuery(incomingTransfersQueryOptions(filters, page, pageSize));
}
