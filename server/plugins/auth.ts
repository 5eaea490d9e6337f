// Customer authentication hooks. Routes opt in with `preHandler: app.requireAuth` (-99
// without a valid session) or `app.optionalAuth` (request.auth when a valid token is sent).
// A customer account is never staff: back-office routes use server/plugins/staff-auth.ts.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthInfo } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import type { TokenFailure, TokenService, UsedSession } from '../modules/auth/tokens.ts';
import type { StaffAccess } from '../../shared/staff.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts guest (demo visitor) sessions. */
    allowGuest?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
    requireAuth: preHandlerHookHandler;
    optionalAuth: preHandlerHookHandler;
  }
  interface FastifyRequest {
    /** The authenticated session's last recorded use (plugins/auth.ts; undefined: none). */
    sessionLastUsedAt: number | null | undefined;
  }
}

/** Who may call a route, by its preHandler: the API documentation reads it (openapi.ts). */
export type RouteAccess = { kind: 'optional' } | { kind: 'user' } | { kind: 'staff'; access: StaffAccess };
const ACCESS = new WeakMap<object, RouteAccess>();
export function accessOf(hook: unknown): RouteAccess | undefined {
  return typeof hook === 'function' ? ACCESS.get(hook) : undefined;
}
/** Tells the API documentation who may pass `hook`. */
export function markAccess(hook: object, access: RouteAccess) {
  ACCESS.set(hook, access);
}

export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('LOGIN_REQUIRED');
  return request.auth;
}

/** The user id of a trading request: a guest (demo visitor) acts on demo money only. */
export function traderOf(request: FastifyRequest, mode: 'real' | 'demo'): number {
  const auth = authOf(request);
  if (auth.role === 'guest' && mode !== 'demo') throw new AppError('LOGIN_REQUIRED');
  return auth.userId;
}

export const authPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('auth', null);
    // the session's last use, recorded once the request is answered without an error
    // (undefined: the request was not authenticated)
    app.decorateRequest('sessionLastUsedAt', undefined);
    const authenticated = (request: FastifyRequest, session: UsedSession) => {
      request.auth = { userId: session.userId, sessionId: session.sessionId, role: session.role };
      request.sessionLastUsedAt = session.lastUsedAt;
    };
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.auth && reply.statusCode < 400 && request.sessionLastUsedAt !== undefined)
        opts.tokens.noteUse(request.auth.sessionId, request.sessionLastUsedAt);
      done(null, payload);
    });

    // Callback hooks that finish at once for a token verified before (no promise on the way).
    // Guest (demo visitor) sessions pass only on routes whose config says allowGuest.
    const required = (request: FastifyRequest, result: UsedSession | TokenFailure): AppError | undefined => {
      if (result === 'missing') return new AppError('LOGIN_REQUIRED');
      if (result === 'invalid') return new AppError('SESSION_INVALID');
      if (result.role === 'guest' && !request.routeOptions.config.allowGuest) return new AppError('LOGIN_REQUIRED');
      authenticated(request, result);
    };
    // A bad token on an open route is reported too, so the client drops it and re-logs in.
    const optional = (request: FastifyRequest, result: UsedSession | TokenFailure): AppError | undefined => {
      if (result === 'invalid') return new AppError('SESSION_INVALID');
      if (result !== 'missing' && result.role !== 'guest') authenticated(request, result);
    };
    const hook =
      (check: typeof required): preHandlerHookHandler =>
      (request, _reply, done) => {
        const result = opts.tokens.authenticate(request.headers.authorization);
        if (result instanceof Promise) result.then((r) => done(check(request, r)), done);
        else done(check(request, result));
      };
    const requireAuth = hook(required);
    const optionalAuth = hook(optional);
    markAccess(requireAuth, { kind: 'user' });
    markAccess(optionalAuth, { kind: 'optional' });
    app.decorate('requireAuth', requireAuth);
    app.decorate('optionalAuth', optionalAuth);
  },
  { name: 'auth', dependencies: ['contract'] },
);
