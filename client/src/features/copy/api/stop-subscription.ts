// POST /api/copy/subscriptions/{id}/stop {closePositions} → the subscription, stopped; with
// closePositions its open copies are closed at market, else they stay mine to close.
import { http } from '../../../lib/http';
import type { CopySubscription } from '../types';
import { useCopyMutation } from './copy-mutation';

export interface StopVars {
  id: number;
  closePositions: boolean;
}

export function stopSubscription({ id, closePositions }: StopVars, authorization?: string): Promise<CopySubscription> {
  return http.post<CopySubscription>(`/api/copy/subscriptions/${id}/stop`, { closePositions }, { authorization });
}

export const useStopSubscription = () => useCopyMutation(stopSubscription);
