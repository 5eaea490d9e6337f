// Account and session routes. POST /api/login is the documented call: the token comes
// back in the Authorization response header and the user info in `data`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoQuery, OkNull } from '../../../shared/schemas/common.ts';
import {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SendCodeBody,
  SendCodeResponse,
  UserInfoResponse,
} from '../../../shared/schemas/auth.ts';
import { ok } from '../../plugins/contract.ts';
import { authOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['account'];

  app.post(
    '/api/verify-code/send',
    {
      schema: {
        tags,
        summary: 'Send a verification code (register or reset) by SMS or e-mail',
        querystring: NoQuery,
        body: SendCodeBody,
        response: { 200: SendCodeResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, auth.sendCode(request.body, request.ip, request.locale)),
  );

  app.post(
    '/api/register',
    {
      schema: {
        tags,
        summary: 'Register by phone (with area code) or e-mail',
        querystring: NoQuery,
        body: RegisterBody,
        response: { 200: UserInfoResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, await auth.register(request.body, request.ip)),
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Log in; the token is returned in the Authorization response header',
        querystring: NoQuery,
        body: LoginBody,
        response: { 200: UserInfoResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      reply.header('authorization', token);
      return ok(request, user);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: { tags, summary: 'End the current session', querystring: NoQuery, response: { 200: OkNull, ...errorResponses } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      auth.logout(authOf(request));
      return ok(request, null);
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags,
        summary: 'Restore a forgotten login password with a verification code; ends every session',
        querystring: NoQuery,
        body: ResetPasswordBody,
        response: { 200: OkNull, ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.ip);
      return ok(request, null);
    },
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        tags,
        summary: 'Change the login password; ends every session including this one',
        querystring: NoQuery,
        body: ChangePasswordBody,
        response: { 200: OkNull, ...errorResponses },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await auth.changePassword(authOf(request), request.body);
      return ok(request, null);
    },
  );

  app.get(
    '/api/user/info',
    {
      schema: { tags, summary: 'The logged-in user', querystring: NoQuery, response: { 200: UserInfoResponse, ...errorResponses } },
      preHandler: app.requireAuth,
    },
    async (request) => ok(request, auth.userInfo(authOf(request).userId)),
  );
};
