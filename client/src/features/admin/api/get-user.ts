// GET /api/admin/users/{id} (users.read) → profile, status, balances real and demo, bank card,
// open sessions.
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { USERS_KEY } from '../keys';
import type { UserDetailData } from '../user-types';

export function getUser(id: number, signal?: AbortSignal) {
  return adminRequest<UserDetailData>('GET', `/api/admin/users/${id}`, { signal });
}

export function useUser(id: number) {
  return useQuery({ queryKey: [...USERS_KEY, id, 'detail'], queryFn: ({ signal }) => getUser(id, signal) });
}
