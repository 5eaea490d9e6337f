// POST /api/contract/follow {positionId, lots?, mode} → the copy (same product, side and leverage; own margin).
import { http } from '../../../lib/http';
import type { TradeMode } from '../../../lib/trading/mode';
import type { ContractPosition } from '../types';
import { useContractMutation } from './contract-mutation';

export interface FollowBody {
  positionId: number;
  lots?: string;
  mode: TradeMode;
}

export function follow(body: FollowBody, authorization?: string): Promise<ContractPosition> {
  return http.post<ContractPosition>('/api/contract/follow', body, { authorization });
}

export const useFollow = () => useContractMutation(follow);
