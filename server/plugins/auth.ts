// Authentication hooks. Routes opt in with `preHandler: app.requireAuth` (-99 without a
// valid session), `app.optionalAuth` (request.auth when a valid token is sent) or
// `app.requireRole('staff')`.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthInfo } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts guest (demo visitor) sessions. */
    allowGuest?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
    requireAuth: preHandlerAsyncHookHandler;
    optionalAuth: preHandlerAsyncHookHandler;
    requireRole: (...roles: AuthInfo['role'][]) => preHandlerAsyncHookHandler;
  }
}

/** Who may call a route, by its preHandler: the API documentation reads it (openapi.ts). */
export type RouteAccess = { kind: 'optional' } | { kind: 'user' } | { kind: 'role'; roles: AuthInfo['role'][] };
const ACCESS = new WeakMap<object, RouteAccess>();
export function accessOf(preHandler: unknown): RouteAccess | undefined {
  return typeof preHandler === 'function' ? ACCESS.get(preHandler) : undefined;
}

export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('LOGIN_REQUIRED');
  return request.auth;
}

export const authPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('auth', null);

    // Guest (demo visitor) sessions pass only on routes whose config says allowGuest.
    const requireAuth: preHandlerAsyncHookHandler = async (request) => {
      const result = await opts.tokens.authenticate(request.headers.authorization);
      if (result === 'missing') throw new AppError('LOGIN_REQUIRED');
      if (result === 'invalid') throw new AppError('SESSION_INVALID');
      if (result.role === 'guest' && !request.routeOptions.config.allowGuest) throw new AppError('LOGIN_REQUIRED');
      request.auth = result;
    };
    // A bad token on an open route is reported too, so the client drops it and re-logs in.
    const optionalAuth: preHandlerAsyncHookHandler = async (request) => {
      const result = await opts.tokens.authenticate(request.headers.authorization);
      if (result === 'invalid') throw new AppError('SESSION_INVALID');
      if (result !== 'missing' && result.role !== 'guest') request.auth = result;
    };
    ACCESS.set(requireAuth, { kind: 'user' });
    ACCESS.set(optionalAuth, { kind: 'optional' });
    app.decorate('requireAuth', requireAuth);
    app.decorate('optionalAuth', optionalAuth);
    app.decorate('requireRole', (...roles: AuthInfo['role'][]) => {
      const check: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
        await requireAuth.call(this, request, reply);
        if (!request.auth || !roles.includes(request.auth.role)) throw new AppError('FORBIDDEN');
      };
      ACCESS.set(check, { kind: 'role', roles });
      return check;
    });
  },
  { name: 'auth', dependencies: ['contract'] },
);
