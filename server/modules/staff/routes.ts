// Back-office login and staff accounts (decision 027). The login steps are public; who am I
// and log out need any staff session; managing staff needs staff.manage.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NoData } from '../../../shared/schemas/common.ts';
import {
  CreateStaffBody,
  StaffEnrolBody,
  StaffList,
  StaffLoginBody,
  StaffLoginResult,
  StaffMe,
  StaffChange,
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
  const decider = (request: FastifyRequest) => ({ ...actorOf(request), role: staffOf(request).role });
  app.post(
    '/api/admin/staff',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Propose a staff account: created when a second administrator approves (its first login sets up two-factor)',
        description:
          'Answers `{ outcome: "proposed", proposalId }`: the `staff-create` proposal, approved at ' +
          'POST /api/admin/proposals/{id}/approve by an administrator other than the proposer and not linked to them (decision 031).',
        body: CreateStaffBody,
        response: { 200: StaffChange },
      },
    },
    async (request) => await accounts.create(decider(request), request.body),
  );
  app.put(
    '/api/admin/staff/:id/role',
    {
      ...manage,
      schema: {
        tags,
        summary: "Change a staff member's role (not your own): a raise is proposed for a second administrator, a lowering applies at once",
        description:
          'A raise (any permission the old role lacks) answers `{ outcome: "proposed", proposalId }` (a `staff-role` proposal); ' +
          'any other change `{ outcome: "applied", staff }`.',
        params: IdParams,
        body: StaffRoleBody,
        response: { 200: StaffChange },
      },
    },
    async (request) => accounts.setRole(decider(request), request.params.id, request.body.role, request.body.reason),
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
