// POST /api/classes {name, startAt, endAt, startingBalance, productIds, kinds} → the new class (I teach it).
import { http } from '../../../lib/http';
import type { ClassBody, TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function createClass(body: ClassBody): Promise<TradingClass> {
  return http.post<TradingClass>('/api/classes', body);
}

export const useCreateClass = () => useClassMutation(createClass);
