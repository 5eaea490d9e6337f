// Back-office login and staff accounts (decision 027). The login steps are public; who am I
// and log out need any staff session; managing staff needs staff.manage.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoData } from '../../../shared/schemas/common.ts';
import {
  CreateStaffBody,
  StaffEnrolBody,
  StaffList,
  StaffLoginBody,
  StaffLoginResult,
  StaffMe,
  StaffRoleBody,
  StaffSessionView,
  StaffView,
} from '../../../shared/schemas/staff.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import type { StaffActor } from '../audit/service.ts';
import type { StaffAccounts } from './accounts.ts';
import type { StaffAuthService } from './service.ts';

export const staffRoutes: FastifyPluginAsyncZod<{ staffAuth: StaffAuthService; accounts: StaffAccounts }> = async (
  app,
  { staffAuth, accounts },
) => {
  const tags = ['back office'];
  const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });

  // ---------------------------------------------------------------- login
  app.post(
    '/api/admin/auth/login',
    {
      ...app.staffRoute('public'),
      schema: {
        tags,
        summary: 'Staff login: password and authenticator code; without two-factor set up, the enrolment step',
        description:
          'Returns `{ session }` (send session.token as Authorization on /api/admin calls), or, for a staff member without ' +
          'two-factor, `{ enrol: { token, otpauthUri } }`: scan the URI and send its first code to POST /api/admin/auth/enrol.',
        body: StaffLoginBody,
        response: { 200: StaffLoginResult },
      },
    },
    async (request) => await staffAuth.login(request.body, meta(request)),
  );
  app.post(
    '/api/admin/auth/enrol',
    {
      ...app.staffRoute('public'),
      schema: {
        tags,
        summary: "Finish two-factor enrolment with the authenticator's first code; opens the session",
        body: StaffEnrolBody,
        response: { 200: StaffSessionView },
      },
    },
    async (request) => await staffAuth.enrol(request.body, meta(request)),
  );
  app.post(
    '/api/admin/auth/logout',
    { ...app.staffRoute('signed-in'), schema: { tags, summary: 'End this staff session', response: { 200: NoData } } },
    async (request) => {
      staffAuth.logout(staffOf(request), request.ip);
      return null;
    },
  );
  app.get(
    '/api/admin/auth/me',
    {
      ...app.staffRoute('signed-in'),
      schema: { tags, summary: 'The signed-in staff member, their role and permissions', response: { 200: StaffMe } },
    },
    async (request) => staffAuth.me(staffOf(request)),
  );

  // ---------------------------------------------------------------- staff accounts
  const manage = app.staffRoute('staff.manage');
  app.get('/api/admin/staff', { ...manage, schema: { tags, summary: 'Staff accounts', response: { 200: StaffList } } }, async () =>
    accounts.list(),
  );
  app.post(
    '/api/admin/staff',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create a staff account (its first login sets up two-factor)',
        body: CreateStaffBody,
        response: { 200: StaffView },
      },
    },
    async (request) => await accounts.create(actorOf(request), request.body),
  );
  app.put(
    '/api/admin/staff/:id/role',
    {
      ...manage,
      schema: {
        tags,
        summary: "Change a staff member's role (not your own)",
        params: IdParams,
        body: StaffRoleBody,
        response: { 200: StaffView },
      },
    },
    async (request) => accounts.setRole(actorOf(request), request.params.id, request.body.role),
  );
  const action = (path: string, summary: string, run: (actor: StaffActor, id: number) => StaffView) =>
    app.post(
      `/api/admin/staff/:id/${path}`,
      { ...manage, schema: { tags, summary, params: IdParams, response: { 200: StaffView } } },
      async (request) => run(actorOf(request), request.params.id),
    );
  action('disable', 'Disable a staff account (not your own): it cannot log in and its sessions end', (a, id) =>
    accounts.setEnabled(a, id, false),
  );
  action('enable', 'Enable a staff account again', (a, id) => accounts.setEnabled(a, id, true));
  action('reset-totp', 'Reset two-factor: the sessions end and the next login sets up a new authenticator', (a, id) =>
    accounts.resetTotp(a, id),
  );
  action('sign-out', 'End every session of a staff member', (a, id) => accounts.signOut(a, id));
};
