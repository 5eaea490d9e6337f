// GET /api/admin/contract/positions/{id} (contract.read) → a position with its holder, the
// terms it was placed with and its events, each with the recorded tick it used.
import { useQuery } from '@tanstack/react-query';
import type { AdminPositionDetail } from '../../../../../../shared/schemas/admin-contract.ts';
import { adminRequest } from '../../api/admin-request';
import { CONTRACT_POSITIONS_KEY } from './keys';

export function getContractPosition(id: number, signal?: AbortSignal) {
  return adminRequest<AdminPositionDetail>('GET', `/api/admin/contract/positions/${id}`, { signal });
}

export function useContractPosition(id: number) {
  return useQuery({ queryKey: [...CONTRACT_POSITIONS_KEY, 'detail', id], queryFn: ({ signal }) => getContractPosition(id, signal) });
}
