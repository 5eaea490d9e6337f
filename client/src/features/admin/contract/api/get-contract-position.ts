// GET /api/admin/contract/positions/{id} (contract.read) → a position with its holder, the
// terms it was placed with and its events, each with the recorded tick it used.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPositionDetail } from '../../../../../../shared/schemas/admin-contract.ts';
import { adminRequest } from '../../api/admin-request';
import { adminKeys } from '../../api/keys';

export function getContractPosition(id: number, signal?: AbortSignal) {
  return adminRequest<AdminPositionDetail>('GET', `/api/admin/contract/positions/${id}`, { signal });
}

export const contractPositionQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.contractPosition(id), queryFn: ({ signal }) => getContractPosition(id, signal) });

export function useContractPosition(id: number) {
  return useQuery(contractPositionQueryOptions(id));
}
