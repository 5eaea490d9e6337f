// GET /api/user/credit-score/history?page=&pageSize= (auth) → every change of the credit score with its reason.
import type { CreditPageData } from '../types';
import { usePagedAccountList } from './paged-account-list';

export function useCreditHistory(page: number) {
  return usePagedAccountList<CreditPageData>('credit', '/api/user/credit-score/history', page);
}
