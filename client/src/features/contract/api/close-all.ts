// POST /api/contract/close-all {mode} → {closed}: every holding position of the mode closed now
// (the spec's "force liquidate", reason close_all).
import { http } from '../../../lib/http';
import type { TradeMode } from '../../../lib/trading/mode';
import { useContractMutation } from './contract-mutation';

export function closeAll(mode: TradeMode, authorization?: string): Promise<{ closed: number }> {
  return http.post<{ closed: number }>('/api/contract/close-all', { mode }, { authorization });
}

export const useCloseAll = () => useContractMutation(closeAll);
