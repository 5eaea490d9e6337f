// GET /api/user/info (auth) → the user with their certification tier (kycTier: none, junior,
// advanced). A fresh copy is also kept under `userInfo`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../../shared/schemas/auth.ts';
import { userInfoKeys } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import { saveUser, useSession } from '../../../lib/session';

export async function getUserInfo(signal?: AbortSignal): Promise<CurrentUser> {
  const user = await http.get<CurrentUser>('/api/user/info', { signal });
  saveUser(user);
  return user;
}

export const userInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: userInfoKeys.info(token), queryFn: ({ signal }) => getUserInfo(signal), staleTime: 30_000 });

/** The logged-in user's info; the stored copy shows while the fresh one loads. */
export function useUserInfo() {
  const { token, user } = useSession();
  const query = useQuery({ ...userInfoQueryOptions(token ?? ''), enabled: token !== null });
  return { ...query, user: query.data ?? user };
}
