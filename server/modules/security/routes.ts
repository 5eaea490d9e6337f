// The security centre's API (issue 17.2, decision 044): the overview, two-factor setup,
// confirmation, turning off and new recovery codes, the anti-phishing code, the caller's
// open sessions with remote sign-out, and the caller's login history. Logged-in customers
// only (not guests); every read and write is of the caller's own account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginEventPage, LoginEventQuery, SignOutResult } from '../../../shared/schemas/admin-users.ts';
import { NoData } from '../../../shared/schemas/common.ts';
import * as S from '../../../shared/schemas/security.ts';
import { authOf } from '../../plugins/auth.ts';
import { perUserLimit } from '../../plugins/rate-limits.ts';
import type { SecurityService } from './service.ts';
import { TWO_FACTOR_POLICY } from './two-factor.ts';

export const securityRoutes: FastifyPluginAsyncZod<{ security: SecurityService }> = async (app, { security }) => {
  const tags = ['security'];
  const user = { preHandler: app.requireAuth };
  const { twoFactor } = security;

  app.get(
    '/api/user/security',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your security settings: two-factor, anti-phishing code, the withdrawal bar',
        response: { 200: S.SecurityOverview },
      },
    },
    async (request) => security.overview(authOf(request).userId),
  );

  app.post(
    '/api/user/security/two-factor/setup',
    {
      ...user,
      // each call makes a secret: a handful an hour is plenty for a person
      config: perUserLimit(TWO_FACTOR_POLICY.setupsPerUser),
      schema: {
        tags,
        summary: 'Start turning on two-factor: a new secret to scan (QR code of otpauthUri) or type; confirm with its first code',
        response: { 200: S.TwoFactorSetup },
      },
    },
    async (request) => twoFactor.startSetup(authOf(request).userId),
  );
  app.post(
    '/api/user/security/two-factor/confirm',
    {
      ...user,
      schema: {
        tags,
        summary: 'Turn on two-factor with the first code of the scanned secret; answers the recovery codes, shown this once',
        body: S.TwoFactorConfirmBody,
        response: { 200: S.RecoveryCodes },
      },
    },
    async (request) => twoFactor.confirmSetup(authOf(request).userId, request.body.code),
  );
  app.post(
    '/api/user/security/two-factor/disable',
    {
      ...user,
      schema: { tags, summary: 'Turn off two-factor (a code or a recovery code)', body: S.SecondFactorBody, response: { 200: NoData } },
    },
    async (request) => {
      await twoFactor.disable(authOf(request).userId, request.body.code);
      return null;
    },
  );
  app.post(
    '/api/user/security/two-factor/recovery-codes',
    {
      ...user,
      schema: {
        tags,
        summary: 'New recovery codes instead of all the old ones (a code or a recovery code); shown this once',
        body: S.SecondFactorBody,
        response: { 200: S.RecoveryCodes },
      },
    },
    async (request) => twoFactor.renewRecoveryCodes(authOf(request).userId, request.body.code),
  );

  app.post(
    '/api/user/security/anti-phishing',
    {
      ...user,
      schema: {
        tags,
        summary: 'Set (or with null remove) your anti-phishing code, shown in every message and e-mail or SMS text we send you',
        body: S.AntiPhishingBody,
        response: { 200: NoData },
      },
    },
    async (request) => {
      security.setAntiPhishing(authOf(request).userId, request.body.code);
      return null;
    },
  );

  app.get(
    '/api/user/sessions',
    {
      ...user,
      schema: { tags, summary: 'Your open sessions (devices logged in), this one marked current', response: { 200: S.SessionList } },
    },
    async (request) => security.sessions(authOf(request)),
  );
  app.post(
    '/api/user/sessions/:id/sign-out',
    {
      ...user,
      schema: {
        tags,
        summary: 'Sign out one of your sessions: its token stops working at once',
        params: S.SessionIdParams,
        response: { 200: NoData },
      },
    },
    async (request) => {
      security.signOut(authOf(request), request.params.id);
      return null;
    },
  );
  app.post(
    '/api/user/sessions/sign-out-others',
    { ...user, schema: { tags, summary: 'Sign out every session but this one', response: { 200: SignOutResult } } },
    async (request) => security.signOutOthers(authOf(request)),
  );

  app.get(
    '/api/user/login-history',
    {
      ...user,
      schema: { tags, summary: 'Your login attempts, newest first', querystring: LoginEventQuery, response: { 200: LoginEventPage } },
    },
    async (request) => security.loginHistory(authOf(request).userId, request.query),
  );
};
