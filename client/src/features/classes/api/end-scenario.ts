// POST /api/classes/{id}/scenario/end (teacher) → the class, its shared scenario ended now.
import { http } from '../../../lib/http';
import type { TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function endScenario(id: number): Promise<TradingClass> {
  return http.post<TradingClass>(`/api/classes/${id}/scenario/end`, {});
}

export const useEndScenario = () => useClassMutation(endScenario);
