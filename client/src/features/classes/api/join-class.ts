// POST /api/classes/join {code} → the class joined (my class wallet granted its starting balance).
import { http } from '../../../lib/http';
import type { TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function joinClass(code: string): Promise<TradingClass> {
  return http.post<TradingClass>('/api/classes/join', { code });
}

export const useJoinClass = () => useClassMutation(joinClass);
