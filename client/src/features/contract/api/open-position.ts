// POST /api/contract/open → the new position (market: holding; limit: pending).
import { http } from '../../../lib/http';
import type { ContractPosition, ContractPreviewBody } from '../types';
import { useContractMutation } from './contract-mutation';

export function openPosition(body: ContractPreviewBody, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>('/api/contract/open', body, { authorization });
}

export const useOpenPosition = () => useContractMutation(openPosition);
