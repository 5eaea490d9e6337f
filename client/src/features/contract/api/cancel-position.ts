// POST /api/contract/positions/:id/cancel → a pending limit order revoked.
import { http } from '../../../lib/http';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export function cancelPosition({ id }: { id: number }, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>(`/api/contract/positions/${id}/cancel`, undefined, { authorization });
}

export const useCancelPosition = () => useContractMutation(cancelPosition);
