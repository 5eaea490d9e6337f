// GET /api/user/referral-rewards?page=&pageSize= (auth) → rewards paid from invitees' real-mode fees.
import type { RewardPageData } from '../types';
import { usePagedAccountList } from './paged-account-list';

export function useReferralRewards(page: number) {
  return usePagedAccountList<RewardPageData>('rewards', '/api/user/referral-rewards', page);
}
