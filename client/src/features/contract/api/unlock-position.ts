// POST /api/contract/positions/:id/unlock → closes this leg; the other one holds again.
import { http } from '../../../lib/http';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export function unlockPosition({ id }: { id: number }, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>(`/api/contract/positions/${id}/unlock`, undefined, { authorization });
}

export const useUnlockPosition = () => useContractMutation(unlockPosition);
