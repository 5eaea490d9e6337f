// Actions on a customer account (users.write), each its own endpoint:
//   POST /api/admin/users/{id}/freeze     no login; every session ends now
//   POST /api/admin/users/{id}/unfreeze
//   POST /api/admin/users/{id}/sign-out   every session ends now
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminKeys } from './keys';

export type UserAction = 'freeze' | 'unfreeze' | 'sign-out';

export function userAction({ id, action }: { id: number; action: UserAction }) {
  return adminRequest<unknown>('POST', `/api/admin/users/${id}/${action}`);
}

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: userAction, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.usersAll() }) });
}
