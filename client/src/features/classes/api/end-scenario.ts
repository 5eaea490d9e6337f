// DELETE /api/classes/{id}/scenario (teacher) → the class, its shared scenario ended now.
import { http } from '../../../lib/http';
import type { TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function endScenario(id: number): Promise<TradingClass> {
  return http.delete<TradingClass>(`/api/classes/${id}/scenario`);
}

export const useEndScenario = () => useClassMutation(endScenario);
