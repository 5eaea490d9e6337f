// GET /api/user/login-history?page=&pageSize= (auth) → one page of the caller's login
// attempts, newest first (success, failure, locked, or challenge: password right, code awaited).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginEventPage } from '../../../../../shared/schemas/admin-users.ts';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { securityKeys } from './keys';

export type LoginHistoryPage = z.infer<typeof LoginEventPage>;
export type LoginEvent = LoginHistoryPage['items'][number];

export function getLoginHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<LoginHistoryPage> {
  return http.get<LoginHistoryPage>('/api/user/login-history', { params: { page, pageSize }, signal });
}

export const loginHistoryQueryOptions = (owner: Owner, page: number, pageSize: number) =>
  queryOptions({
    queryKey: securityKeys.loginHistory(owner, page, pageSize),
    queryFn: ({ signal }) => getLoginHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useLoginHistory(page: number, pageSize: number) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...loginHistoryQueryOptions(owner, page, pageSize), enabled: signedIn });
}
