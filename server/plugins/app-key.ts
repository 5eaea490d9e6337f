// Every /api request names its client with an AppKey (spec section 7): the `AppKey`
// header or the `appKey` query parameter, checked against the configured keys.
// Images and the API documentation are exempt: browsers load them without headers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

// (the Binance-compatible API's programs name themselves by their API key: issue 39)
const EXEMPT_PREFIXES = ['/api/image/', '/api/docs', '/api/health', '/api/v3/'];

function appKeyFromUrl(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('appKey') ?? undefined;
}

/** The sandbox's control API, which names its caller by its own token (decision 097): exempt in sandbox mode only. */
const SANDBOX_CONTROL = /^\/api\/sandbox(\/|\?|$)/;

export const appKeyPlugin = fp<{ appKeys: string[]; sandbox: boolean }>(
  async (app: FastifyInstance, opts) => {
    const allowed = new Set(opts.appKeys);
    const refusal = (url: string, header: string | string[] | undefined): AppError | undefined => {
      if (!url.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => url.startsWith(p))) return undefined;
      // (elsewhere /api/sandbox is any unknown route, refused alike without an AppKey)
      if (opts.sandbox && SANDBOX_CONTROL.test(url)) return undefined;
      const key = (Array.isArray(header) ? header[0] : header) ?? appKeyFromUrl(url);
      if (!key) return new AppError('APP_KEY_MISSING');
      if (!allowed.has(key)) return new AppError('APP_KEY_INVALID', { appKey: key.slice(0, 64) });
      return undefined;
    };
    // (a callback hook: an async one costs every request a promise and a turn of the microtask queue)
    app.addHook('onRequest', (request, _reply, done) => {
      const error = refusal(request.url, request.headers.appkey);
      if (error) done(error);
      else done();
    });
  },
  { name: 'app-key', dependencies: ['contract'] },
);
