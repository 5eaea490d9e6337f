// POST /api/classes/{id}/scenario {periodStart, productId, speed, startsAt?} (teacher) → the
// class, its shared scenario scheduled (every active learner's replay starts at the same moment).
import { http } from '../../../lib/http';
import type { ClassScenarioBody, TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function startScenario({ id, body }: { id: number; body: ClassScenarioBody }): Promise<TradingClass> {
  return http.post<TradingClass>(`/api/classes/${id}/scenario`, body);
}

export const useStartScenario = () => useClassMutation(startScenario);
