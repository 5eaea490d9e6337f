// PUT /api/withdraw/allow-list {enabled: true} (on at once) or {enabled: false, securityPassword,
// code} (off 24 hours later; code: the authenticator's, or the one sent by POST
// /api/withdraw/allow-list/code) → the allow-list. Errors are toasted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { toastFundsError } from '../errors';
import { invalidateFunds } from './keys';
import type { AllowList, AllowListBody } from '../types';

export function setAllowList(body: AllowListBody): Promise<AllowList> {
  return request<AllowList>('PUT', '/api/withdraw/allow-list', { body, silent: true });
}

export function useSetAllowList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAllowList, onSuccess: () => invalidateFunds(queryClient), onError: toastFundsError });
}
