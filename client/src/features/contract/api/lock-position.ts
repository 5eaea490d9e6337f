// POST /api/contract/positions/:id/lock → opens the equal opposite leg; both legs locked.
import { http } from '../../../lib/http';
import type { LockResult } from '../types';
import { useContractMutation } from './contract-mutation';

export function lockPosition({ id }: { id: number }, authorization?: string): Promise<LockResult> {
  return http.post<LockResult>(`/api/contract/positions/${id}/lock`, undefined, { authorization });
}

export const useLockPosition = () => useContractMutation(lockPosition);
