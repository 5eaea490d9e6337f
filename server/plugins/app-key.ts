// Every /api request names its client with an AppKey (spec section 7): the `AppKey`
// header or the `appKey` query parameter, checked against the configured keys.
// Images and the API documentation are exempt: browsers load them without headers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const EXEMPT_PREFIXES = ['/api/image/', '/api/docs', '/api/health'];

function appKeyFromUrl(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  return new URLSearchParams(url.slice(q + 1)).get('appKey') ?? undefined;
}

export const appKeyPlugin = fp<{ appKeys: string[] }>(
  async (app: FastifyInstance, opts) => {
    const allowed = new Set(opts.appKeys);
    app.addHook('onRequest', async (request) => {
      const url = request.url;
      if (!url.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => url.startsWith(p))) return;
      const header = request.headers.appkey;
      const key = (Array.isArray(header) ? header[0] : header) ?? appKeyFromUrl(url);
      if (!key) throw new AppError('APP_KEY_MISSING');
      if (!allowed.has(key)) throw new AppError('APP_KEY_INVALID', { appKey: key.slice(0, 64) });
    });
  },
  { name: 'app-key', dependencies: ['contract'] },
);
