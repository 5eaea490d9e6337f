// POST /api/user/cancellation { password, confirm: true } (auth) → null. Every session ends, so
// the local one is cleared too, after `onCancelled` (the page leaving for the login page: the
// user centre stops showing the account once the session is gone).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelAccountBody } from '../../../../../shared/schemas/account.ts';
import { userInfoKeys } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import { clearSession } from '../../../lib/session';

export function cancelAccount(body: CancelAccountBody): Promise<null> {
  return http.post<null>('/api/user/cancellation', body);
}

export function useCancelAccount(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccount,
    onSuccess: () => {
      onCancelled();
      clearSession();
      queryClient.removeQueries({ queryKey: userInfoKeys.all });
    },
  });
}
