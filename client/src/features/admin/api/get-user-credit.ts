// GET /api/admin/users/{id}/credit-score?page=&pageSize= (users.read) → the customer's credit-score
// changes with their reasons, newest first (what the customer sees too).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreditScorePage } from '../../../../../shared/schemas/account.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export type CreditScorePageData = z.infer<typeof CreditScorePage>;

export function getUserCredit(id: number, page: number, signal?: AbortSignal) {
  return adminRequest<CreditScorePageData>('GET', `/api/admin/users/${id}/credit-score`, { params: { page, pageSize: 10 }, signal });
}

export const userCreditQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: adminKeys.userCredit(id, page),
    queryFn: ({ signal }) => getUserCredit(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserCredit(id: number, page: number) {
  return useQuery(userCreditQueryOptions(id, page));
}
