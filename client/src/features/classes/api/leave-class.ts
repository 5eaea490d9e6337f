// POST /api/classes/{id}/leave → the class, left (my class business closed at the price in force; my rows stay).
import { http } from '../../../lib/http';
import type { TradingClass } from '../types';
import { useClassMutation } from './class-mutation';

export function leaveClass(id: number): Promise<TradingClass> {
  return http.post<TradingClass>(`/api/classes/${id}/leave`, {});
}

export const useLeaveClass = () => useClassMutation(leaveClass);
