// Back-office customer accounts (issue 14.3, decision 027): search and detail (users.read:
// support, finance, compliance), freeze, unfreeze and sign out everywhere (users.write:
// compliance). Freezing ends the account's sessions at once; each change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../shared/schemas/admin-users.ts';
import { UserInfo } from '../../../shared/schemas/auth.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import { FastOrderListQuery, FastOrderPage } from '../../../shared/schemas/fast.ts';
import { FlowPage } from '../../../shared/schemas/funds.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import type { AuthService } from '../auth/service.ts';
import type { UserAdminService } from './users.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UserAdminService }> = async (app, { auth, users }) => {
  const tags = ['staff'];
  const usersRead = app.staffRoute('users.read');
  const usersWrite = app.staffRoute('users.write');

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Search customers by id, e-mail, phone or invitation code (paged, newest first)',
        querystring: S.UserSearchQuery,
        response: { 200: S.UserSearchPage },
      },
      ...usersRead,
    },
    async (request) => users.search(request.query),
  );
  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'A customer: profile, status, balances real and demo per currency, bank card, own deposit addresses, open sessions',
        params: IdParams,
        response: { 200: S.UserDetail },
      },
      ...usersRead,
    },
    async (request) => users.detail(request.params.id),
  );
  app.get(
    '/api/admin/users/:id/flow',
    {
      schema: {
        tags,
        summary: "A customer's fund flow (ledger postings), newest first; mode real (default) or demo",
        params: IdParams,
        querystring: S.UserFlowQuery,
        response: { 200: FlowPage },
      },
      ...usersRead,
    },
    async (request) => users.flow(request.params.id, request.query),
  );
  app.get(
    '/api/admin/users/:id/orders',
    {
      schema: {
        tags,
        summary: "A customer's fast orders, newest first",
        params: IdParams,
        querystring: FastOrderListQuery,
        response: { 200: FastOrderPage },
      },
      ...usersRead,
    },
    async (request) => users.orders(request.params.id, request.query),
  );
  app.get(
    '/api/admin/users/:id/logins',
    {
      schema: {
        tags,
        summary: "A customer's login history: time, address, browser, result (success, failure, locked)",
        params: IdParams,
        querystring: S.LoginEventQuery,
        response: { 200: S.LoginEventPage },
      },
      ...usersRead,
    },
    async (request) => users.logins(request.params.id, request.query),
  );
  app.post(
    '/api/admin/users/:id/freeze',
    {
      schema: {
        tags,
        summary: 'Freeze an account: it cannot log in and every session ends now',
        params: IdParams,
        response: { 200: UserInfo },
      },
      ...usersWrite,
    },
    async (request) => auth.setFrozen(request.params.id, true, actorOf(request)),
  );
  app.post(
    '/api/admin/users/:id/unfreeze',
    {
      schema: {
        tags,
        summary: 'Unfreeze an account',
        params: IdParams,
        response: { 200: UserInfo },
      },
      ...usersWrite,
    },
    async (request) => auth.setFrozen(request.params.id, false, actorOf(request)),
  );
  app.post(
    '/api/admin/users/:id/sign-out',
    {
      schema: {
        tags,
        summary: 'Sign a customer out everywhere: every open session ends now',
        params: IdParams,
        response: { 200: S.SignOutResult },
      },
      ...usersWrite,
    },
    async (request) => auth.signOutAll(request.params.id, actorOf(request)),
  );
};
