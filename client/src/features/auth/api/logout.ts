// POST /api/logout (auth) → null. The local session is cleared whatever the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoKeys } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import { clearSession, getToken } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    if (getToken()) await http.post<null>('/api/logout', undefined, { silent: true });
  } catch {
    // the session ends locally anyway
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: userInfoKeys.all }),
  });
}
