// Helmet's security headers, computed once at start-up instead of per request
// (@fastify/helmet rebuilds helmet and re-parses the CSP on every request, a measurable
// share of a cheap authenticated read). Routes may still override a header, as the API
// documentation page does with its own CSP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The platform uses none of these browser features; no embedded page may either. Only names
 * browsers know: DevTools reports an unknown one (FLoC's retired `interest-cohort`) as a header
 * error on every page. Clipboard writes (copying a deposit address) keep their default.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * The same options for a plain-http request: no HSTS, no `upgrade-insecure-requests`, no
 * Cross-Origin-Opener-Policy.
 * Over http on a LAN address (a phone on the same Wi-Fi) the upgrade rewrote every script to
 * https, which that server does not speak: a blank page.
 */
function plainHttpOptions(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  return {
    ...options,
    strictTransportSecurity: false,
    // browsers ignore (and complain about) the opener policy on an untrustworthy origin
    crossOriginOpenerPolicy: false,
    contentSecurityPolicy:
      csp && typeof csp === 'object' ? { ...csp, directives: { ...csp.directives, upgradeInsecureRequests: null } } : csp,
  } as HelmetOptions;
}

export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app: FastifyInstance, options) => {
    const overHttps = { ...computeHelmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
    const overHttp = { ...computeHelmetHeaders(plainHttpOptions(options)), 'permissions-policy': PERMISSIONS_POLICY };
    // request.protocol honours X-Forwarded-Proto only behind a trusted proxy
    const headersFor = (request: FastifyRequest) => (request.protocol === 'https' ? overHttps : overHttp);
    // for answers no hook runs for (the router's framework errors, plugins/contract.ts)
    app.decorate('securityHeadersFor', headersFor);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request));
      done();
    });
    // API answers are per user and per moment: no cache keeps them, unless a public route
    // says otherwise for an anonymous request (images)
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && (request.headers.authorization || !reply.hasHeader('cache-control'))) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
