// POST /api/login → UserInfo in data; the token comes in the Authorization response header.
// Both are stored (Authorization, userInfo) by the hook.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, UserInfo } from '../../../../../shared/schemas/auth.ts';
import { ApiError, NETWORK_ERROR_CODE, requestWithHeaders } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';

export interface LoginResult {
  token: string;
  user: UserInfo;
}

export async function login(body: LoginBody): Promise<LoginResult> {
  const { data, headers } = await requestWithHeaders<UserInfo>('POST', '/api/login', { body });
  const token = headers.get('Authorization');
  if (!token) {
    const message = i18n.t('error.noToken');
    toast.error(message);
    throw new ApiError(NETWORK_ERROR_CODE, message, 200);
  }
  return { token, user: data };
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
