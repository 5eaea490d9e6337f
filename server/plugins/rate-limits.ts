// Plain request limits by @fastify/rate-limit (docs/decisions/026-rate-limits.md): a count
// per window, no lockout. A ceiling per client address on every /api route, and per-user
// limits a route names in its config (`config: perUserLimit(rule)`). The limits that need
// lockout rules or check-then-count (logins, codes, registration, guests, fast orders) stay
// on the hand-written RateLimiter, which also keeps the counts here: one set of windows, on
// the injected clock, so tests move time instead of waiting it out.
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { RateLimiter, RateRule } from '../lib/rate-limiter.ts';
import { authOf } from './auth.ts';

/**
 * The plugin's store, counting in the limiter's windows. Each route with its own limit gets
 * a child with its own key space; the /api ceiling counts in the root's.
 */
function storeOn(limiter: RateLimiter) {
  return class LimiterStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `http:${route.method} ${route.url}:` : 'http:api:';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const { count, retryAfterMs } = limiter.increment(this.prefix + key, timeWindow);
      callback(null, { current: count, ttl: retryAfterMs });
    }
    child(routeOptions: object): FastifyRateLimitStore {
      return new LimiterStore(routeOptions as FastifyRateLimitOptions);
    }
  };
}

/** The answer over a limit: the catalogue's, localized, with the seconds to wait also as Retry-After (as RateLimiter.enforce). */
function tooManyRequests(_request: FastifyRequest, context: { ttl: number }) {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new AppError('TOO_MANY_REQUESTS', { seconds }, { 'retry-after': String(seconds) });
}

/**
 * A route's limit per logged-in user (`config: perUserLimit(rule)`): counted after the route's
 * auth preHandler, so only authenticated requests count, each against its own user.
 */
export function perUserLimit(rule: RateRule): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: { max: rule.limit, timeWindow: rule.windowMs, hook: 'preHandler', keyGenerator: (request) => authOf(request).userId },
  };
}

export const rateLimitsPlugin = fp<{ limiter: RateLimiter; apiPerMinute: number }>(
  async (app: FastifyInstance, { limiter, apiPerMinute }) => {
    // the ceiling is for /api: the client's files, its customer-service page and the websocket
    // (limited per connection by the hub) get no limit hook at all (this hook runs first)
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      store: storeOn(limiter),
      // the ceiling per client address (IPv6: per /64); 0 turns it off
      global: apiPerMinute > 0,
      max: apiPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: tooManyRequests,
      // (set by the error answer itself, as every other limit does)
      addHeaders: { 'retry-after': false },
    });
  },
  { name: 'rate-limits', dependencies: ['contract'] },
);
