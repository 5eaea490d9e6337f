// Back-office access (decision 027). Every route under /api/admin declares who may call it
// in `config.permission` (the matrix test reads it) and, unless it is a login step, checks it
// with `app.requireStaff(permission)` before anything else runs, validation included, so a
// caller without the right learns nothing about the route. `app.staffRoute(permission)`
// gives both: `{ onRequest, config }` to spread into the route's options.
//   no staff token, or an invalid or ended one → -99 (HTTP 401)
//   a customer's token, or a role without the permission → FORBIDDEN (HTTP 403)
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { roleMay, type StaffAccess } from '../../shared/staff.ts';
import { AppError } from '../lib/app-error.ts';
import type { StaffActor } from '../modules/audit/service.ts';
import type { StaffAuth, StaffAuthService } from '../modules/staff/service.ts';
import { markAccess } from './auth.ts';

export type StaffRouteOptions = { onRequest?: onRequestAsyncHookHandler; config: { permission: StaffAccess } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a back-office route (shared/staff.ts). */
    permission?: StaffAccess;
  }
  interface FastifyInstance {
    requireStaff: (access: Exclude<StaffAccess, 'public'>) => onRequestAsyncHookHandler;
    staffRoute: (access: StaffAccess) => StaffRouteOptions;
  }
  interface FastifyRequest {
    staff: StaffAuth | null;
  }
}

/** The staff member of a request that passed requireStaff. */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (!request.staff) throw new AppError('LOGIN_REQUIRED');
  return request.staff;
}

/** Who acted, for the audit log: the staff member and the request's address. */
export function actorOf(request: FastifyRequest): StaffActor {
  return { staffId: staffOf(request).staffId, ip: request.ip };
}

export const staffAuthPlugin = fp<{ staffAuth: StaffAuthService }>(
  async (app: FastifyInstance, { staffAuth }) => {
    app.decorateRequest('staff', null);

    const requireStaff = (access: Exclude<StaffAccess, 'public'>) => {
      const check: onRequestAsyncHookHandler = async (request) => {
        const header = request.headers.authorization;
        const result = await staffAuth.authenticate(header);
        if (result === 'missing') throw new AppError('LOGIN_REQUIRED');
        if (result === 'invalid') {
          // a customer's own session is refused as such, not asked to log in again
          const customer = await app.tokens.authenticate(header);
          throw new AppError(typeof customer === 'object' ? 'FORBIDDEN' : 'SESSION_INVALID');
        }
        if (access !== 'signed-in' && !roleMay(result.role, access)) throw new AppError('FORBIDDEN');
        request.staff = result;
      };
      markAccess(check, { kind: 'staff', access });
      return check;
    };
    app.decorate('requireStaff', requireStaff);
    app.decorate(
      'staffRoute',
      (access: StaffAccess): StaffRouteOptions =>
        access === 'public' ? { config: { permission: access } } : { onRequest: requireStaff(access), config: { permission: access } },
    );
  },
  { name: 'staff-auth', dependencies: ['contract', 'auth'] },
);
