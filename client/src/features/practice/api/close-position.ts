// POST {base}/positions/{positionId}/close → the practice position, closed at the price in force.
import { http } from '../../../lib/http';
import type { PracticePosition } from '../types';
import { usePracticeMutation } from './practice-mutation';

export function closePracticePosition(base: string, positionId: number): Promise<PracticePosition> {
  return http.post<PracticePosition>(`${base}/positions/${positionId}/close`, {});
}

export const useClosePracticePosition = (base: string) => usePracticeMutation(base, closePracticePosition);
