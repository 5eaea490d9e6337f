// GET /api/user/info (auth) → UserInfo. A fresh copy is also kept under `userInfo`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';
import { saveUser, useSession } from '../../../lib/session';

export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const user = await http.get<UserInfo>('/api/user/info', { signal });
  saveUser(user);
  return user;
}

export const userInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['user-info', token], queryFn: ({ signal }) => getUserInfo(signal), staleTime: 30_000 });

/** The logged-in user's info; the stored copy shows while the fresh one loads. */
export function useUserInfo() {
  const { token, user } = useSession();
  const query = useQuery({ ...userInfoQueryOptions(token ?? ''), enabled: token !== null });
  return { ...query, user: query.data ?? user };
}
