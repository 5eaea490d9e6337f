// POST /api/contract/positions/:id/stops → sets or clears stop-loss and take-profit (null clears).
import { http } from '../../../lib/http';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export function setStops(
  { id, ...rest }: { id: number; stopLoss: string | null; takeProfit: string | null },
  authorization?: string,
): Promise<ContractPosition> {
  return http.post<ContractPosition>(`/api/contract/positions/${id}/stops`, rest, { authorization });
}

export const useSetStops = () => useContractMutation(setStops);
