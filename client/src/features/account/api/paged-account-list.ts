// The account's paged lists (invitees, referral rewards, credit-score history) share one query
// shape: GET <path>?page=&pageSize= → { items, total, page, pageSize }.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { ACCOUNT_KEY } from '../types';

export const ACCOUNT_PAGE_SIZE = 10;

export function usePagedAccountList<T>(name: string, path: string, page: number) {
  const { token, user } = useSession();
  return useQuery({
    queryKey: [...ACCOUNT_KEY, name, user?.userId ?? token, page],
    queryFn: ({ signal }) => http.get<T>(path, { params: { page, pageSize: ACCOUNT_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
