// POST /api/contract/positions/:id/add → adds lots at the current price (new average entry).
import { http } from '../../../lib/http';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export function addToPosition({ id, ...rest }: { id: number; lots: string }, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>(`/api/contract/positions/${id}/add`, rest, { authorization });
}

export const useAddToPosition = () => useContractMutation(addToPosition);
