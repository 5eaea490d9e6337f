// POST /api/contract/positions/:id/close → whole or part (lots omitted = all).
import { http } from '../../../lib/http';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export function closePosition({ id, ...rest }: { id: number; lots?: string }, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>(`/api/contract/positions/${id}/close`, rest, { authorization });
}

export const useClosePosition = () => useContractMutation(closePosition);
