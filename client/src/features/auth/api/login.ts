// POST /api/login → UserInfo in data; the token comes in the Authorization response header.
// Both are stored (Authorization, userInfo) by the hook. With two-factor on, the answer is
// { twoFactor: { challenge } } instead and no token: the code goes to POST /api/login/two-factor.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, UserInfo } from '../../../../../shared/schemas/auth.ts';
import type { LoginChallenge, LoginResponse } from '../../../../../shared/schemas/security.ts';
import { ApiError, NETWORK_ERROR_CODE, requestWithHeaders } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** The session a login step answers: the user in data, the token in the Authorization header. */
export async function sessionOf(path: string, body: unknown): Promise<LoginResult> {
  const { data, headers } = await requestWithHeaders<UserInfo>('POST', path, { body });
  return withToken(data, headers);
}

function withToken(user: UserInfo, headers: Headers): LoginResult {
  const token = headers.get('Authorization');
  if (!token) {
    const message = i18n.t('error.noToken');
    toast.error(message);
    throw new ApiError(NETWORK_ERROR_CODE, message, 200);
  }
  return { token, user };
}

export async function login(body: LoginBody): Promise<LoginResult | LoginChallenge> {
  const { data, headers } = await requestWithHeaders<LoginResponse>('POST', '/api/login', { body });
  if ('twoFactor' in data) return data;
  return withToken(data, headers);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if ('token' in result) saveSession(result.token, result.user);
    },
  });
}
