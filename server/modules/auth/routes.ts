// Account and session routes. POST /api/login is the documented call: the token comes
// back in the Authorization response header and the user info in `data`. A successful login
// (and a password reset by code) also sets the device cookie that makes this device known to
// the account (decision 014); browsers send it back by themselves.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData } from '../../../shared/schemas/common.ts';
import {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  SendCodeResult,
  CurrentUser,
  UserInfo,
} from '../../../shared/schemas/auth.ts';
import type { KycTier } from '../../../shared/kyc.ts';
import { LoginChallengeBody, LoginResponse } from '../../../shared/schemas/security.ts';
import { authOf } from '../../plugins/auth.ts';
import { DEVICE_COOKIE, deviceCookie, readCookie } from './device-tokens.ts';
import type { AuthService } from './service.ts';

function presentedDevice(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, DEVICE_COOKIE);
}

function rememberDevice(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header('set-cookie', deviceCookie(token, request.protocol === 'https'));
}

function loginMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', deviceToken: presentedDevice(request) };
}

/** A login that opened a session: its token in the Authorization header, the device remembered. */
function startSession(request: FastifyRequest, reply: FastifyReply, session: { token: string; user: UserInfo; deviceToken: string }) {
  reply.header('authorization', session.token);
  rememberDevice(request, reply, session.deviceToken);
  return session.user;
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** The user's certification tier (the certification service's `tierOf`), shown with their info. */
  kycTierOf: (userId: number) => KycTier;
}> = async (app, { auth, kycTierOf }) => {
  // /api/user/info's answer, read on every page: kept per cached row and tier (decision 113), so
  // a request builds nothing; a changed row is a new cached object, a new tier a new answer
  const answers = new WeakMap<UserInfo, CurrentUser>();
  const currentUser = (info: UserInfo, kycTier: KycTier): CurrentUser => {
    const kept = answers.get(info);
    if (kept?.kycTier === kycTier) return kept;
    // (field by field: a spread with a field after it costs a runtime call per field, decision 113)
    const answer: CurrentUser = {
      userId: info.userId,
      account: info.account,
      areaCode: info.areaCode,
      phone: info.phone,
      email: info.email,
      role: info.role,
      status: info.status,
      inviteCode: info.inviteCode,
      creditScore: info.creditScore,
      createdAt: info.createdAt,
      kycTier,
    };
    answers.set(info, answer);
    return answer;
  };
  const tags = ['account'];

  app.post(
    '/api/verify-code/send',
    {
      schema: {
        tags,
        summary: 'Send a verification code (register or reset) by SMS or e-mail',
        body: SendCodeBody,
        response: { 200: SendCodeResult },
      },
    },
    async (request) => auth.sendCode(request.body, request.ip, request.locale),
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Register by phone (with area code) or e-mail',
        body: RegisterBody,
        response: { 200: UserInfo },
      },
    },
    async (request) => auth.register(request.body, request.ip),
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Log in; the token is returned in the Authorization response header',
        description:
          'Also sets the HttpOnly device cookie `aurora_device`: sent back on later logins, it exempts this device from lockouts caused by other clients. ' +
          'With two-factor on, a right password answers `{ twoFactor: { challenge } }` instead (no token): send the challenge with a code to POST /api/login/two-factor.',
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const outcome = await auth.login(request.body, loginMeta(request));
      if ('twoFactor' in outcome) return { twoFactor: outcome.twoFactor };
      return startSession(request, reply, outcome);
    },
  );

  app.post(
    '/api/login/two-factor',
    {
      schema: {
        tags,
        summary: "The login's second step: the challenge and a code from the authenticator app (or a recovery code)",
        description: 'Answers as POST /api/login does when two-factor is off: the token in the Authorization header, the user in data.',
        body: LoginChallengeBody,
        response: { 200: UserInfo },
      },
    },
    async (request, reply) => startSession(request, reply, await auth.completeLogin(request.body, loginMeta(request))),
  );

  app.post(
    '/api/logout',
    {
      schema: { tags, summary: 'End the current session', response: { 200: NoData } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      auth.logout(authOf(request));
      return null;
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags,
        summary: 'Restore a forgotten login password with a verification code; ends every session',
        body: ResetPasswordBody,
        response: { 200: NoData },
      },
    },
    async (request, reply) => {
      const { deviceToken } = await auth.resetPassword(request.body, request.ip, presentedDevice(request));
      rememberDevice(request, reply, deviceToken);
      return null;
    },
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        tags,
        summary: 'Change the login password; ends every session including this one',
        body: ChangePasswordBody,
        response: { 200: NoData },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await auth.changePassword(authOf(request), request.body);
      return null;
    },
  );

  app.get(
    '/api/user/info',
    {
      schema: { tags, summary: 'The logged-in user, with their certification tier', response: { 200: CurrentUser } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { userId } = authOf(request);
      return currentUser(auth.userInfo(userId), kycTierOf(userId));
    },
  );
};
