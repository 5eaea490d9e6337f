// POST /api/login/two-factor {challenge, code} → UserInfo in data, the token in the
// Authorization response header (as POST /api/login when two-factor is off). Both are stored.
import { useMutation } from '@tanstack/react-query';
import type { LoginChallengeBody } from '../../../../../shared/schemas/security.ts';
import { saveSession } from '../../../lib/session';
import { type LoginResult, sessionOf } from './login';

export function loginTwoFactor(body: LoginChallengeBody): Promise<LoginResult> {
  return sessionOf('/api/login/two-factor', body);
}

export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
