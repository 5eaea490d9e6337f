// POST /api/user/sessions/sign-out-others (auth) → { revoked }: every session but this one ends.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { invalidateSecurity } from './keys';

export function signOutOtherSessions(): Promise<{ revoked: number }> {
  return http.post<{ revoked: number }>('/api/user/sessions/sign-out-others');
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutOtherSessions, onSuccess: () => invalidateSecurity(queryClient) });
}
