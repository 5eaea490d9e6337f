// POST /api/contract/positions/:id/reverse → closes it and opens the same size the other way (reverseRefused says why not).
import { http } from '../../../lib/http';
import type { ReverseResult } from '../types';
import { useContractMutation } from './contract-mutation';

export function reversePosition({ id }: { id: number }, authorization?: string): Promise<ReverseResult> {
  return http.post<ReverseResult>(`/api/contract/positions/${id}/reverse`, undefined, { authorization });
}

export const useReversePosition = () => useContractMutation(reversePosition);
