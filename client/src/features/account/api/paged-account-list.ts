// The account's paged lists (invitees, referral rewards, credit-score history) share one query
// shape: GET <path>?page=&pageSize= → { items, total, page, pageSize }.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type Owner, useOwner } from '../../../lib/api/keys';
import { type AccountList, accountKeys } from './keys';

export const ACCOUNT_PAGE_SIZE = 10;

export const pagedAccountListQueryOptions = <T>(name: AccountList, path: string, owner: Owner, page: number) =>
  queryOptions({
    queryKey: accountKeys.list(name, owner, page),
    queryFn: ({ signal }) => http.get<T>(path, { params: { page, pageSize: ACCOUNT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePagedAccountList<T>(name: AccountList, path: string, page: number) {
  const { owner, signedIn } = useOwner();
  return useQuery({ ...pagedAccountListQueryOptions<T>(name, path, owner, page), enabled: signedIn });
}
