// POST /api/classes/{id}/reset (teacher) → how many wallets were reset and positions and orders closed.
import { http } from '../../../lib/http';
import type { ClassResetResult } from '../types';
import { useClassMutation } from './class-mutation';

export function resetClass(id: number): Promise<ClassResetResult> {
  return http.post<ClassResetResult>(`/api/classes/${id}/reset`, {});
}

export const useResetClass = () => useClassMutation(resetClass);
