// POST /api/user/sessions/:id/sign-out (auth) → null: that session's token stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function signOutSession(id: string): Promise<null> {
  return http.post<null>(`/api/user/sessions/${encodeURIComponent(id)}/sign-out`);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutSession, onSettled: () => invalidateSecurity(queryClient) });
}
