// POST /api/register → UserInfo. Registration returns no token, so a successful
// registration is followed by a login with the same credentials.
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, UserInfo } from '../../../../../shared/schemas/auth.ts';
import { http } from '../../../lib/http';
import { saveSession } from '../../../lib/session';
import { sessionOf } from './login';

export function register(body: RegisterBody): Promise<UserInfo> {
  return http.post<UserInfo>('/api/register', body);
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const user = await register(body);
      const credentials =
        body.type === 'phone'
          ? { type: 'phone' as const, areaCode: body.areaCode, phone: body.phone, password: body.password }
          : { type: 'email' as const, email: body.email, password: body.password };
      // a new account has no two-factor yet: the login answers the session at once
      const session = await sessionOf('/api/login', credentials);
      return { ...session, registered: user };
    },
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
