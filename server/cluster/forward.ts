// Engine work reaches the engine (decisions 081, 082): on an instance that does not lead, a
// request for a route that needs the engine's memory (the spot books, the contract trigger
// index, what approving a proposal changes there) is passed to the leader as it came — method,
// path, headers and the body unread — and the leader's answer goes back as it is. The engine runs the same
// routes with the same checks (session, AppKey, limits, validation), so nothing is decided
// twice or differently. The client's address travels in X-Forwarded-For (the engine trusts
// gateways' addresses through TRUST_PROXY). An engine that cannot be reached is SERVER_BUSY
// with a second to wait, never a hang: the client tries again. So is engine work while no instance
// leads (the lease ran out and the next leader is rebuilding): refused at once, not queued
// (decision 082), and never passed on twice (a leader that stepped down meanwhile refuses it).
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../plugins/contract.ts';
import type { EngineElection } from './election.ts';

/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** How long a forwarded request may wait for the engine's answer. */
const ENGINE_TIMEOUT_MS = 30_000;

/** Marks a request one instance passed to the leader (it is never passed on again). */
const FORWARDED = 'x-engine-forwarded';

export interface ForwardOptions {
  election: Pick<EngineElection, 'state' | 'leaderUrl'>;
  /** URL prefixes (of route patterns) whose requests the engine answers. */
  prefixes: readonly string[];
}

/** Whether a route (its pattern, e.g. /api/spot/orders/:id) is the engine's. */
export function isEngineRoute(routeUrl: string | undefined, prefixes: readonly string[]): boolean {
  return routeUrl !== undefined && prefixes.some((p) => routeUrl === p || routeUrl.startsWith(p.endsWith('/') ? p : `${p}/`));
}

export const engineForwarding = fp<ForwardOptions>(
  async (app: FastifyInstance, { election, prefixes }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    app.addHook('onClose', async () => agent.destroy());
    const targets = new Map<string, URL>();
    // (registered right after the contract plugin: before limits, AppKey and sessions are checked here)
    app.addHook('onRequest', (request, reply, done) => {
      if (!isEngineRoute(request.routeOptions.url, prefixes)) return done();
      if (election.state === 'leading') return done();
      const url = election.state === 'following' && !request.headers[FORWARDED] ? election.leaderUrl() : null;
      if (!url) return sendError(reply, 'SERVER_BUSY', { seconds: 1 });
      let target = targets.get(url);
      if (!target) {
        target = new URL(url);
        targets.set(url, target);
      }
      forward(request, reply, target, agent);
    });
  },
  { name: 'engine-forwarding', dependencies: ['contract'] },
);

function forward(request: FastifyRequest, reply: FastifyReply, target: URL, agent: http.Agent) {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  const peer = request.raw.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${peer}` : peer;
  headers[FORWARDED] = '1';
  let answered = false;
  const busy = () => {
    if (answered || reply.sent) return;
    answered = true;
    sendError(reply, 'SERVER_BUSY', { seconds: 1 });
  };
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent, timeout: ENGINE_TIMEOUT_MS },
    (res) => {
      answered = true;
      reply.hijack();
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      reply.raw.writeHead(res.statusCode ?? 502, out);
      res.pipe(reply.raw);
      res.on('error', () => reply.raw.destroy());
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('engine timed out')));
  upstream.on('error', busy);
  // the client's body, unread, straight through
  request.raw.pipe(upstream);
  request.raw.on('error', () => upstream.destroy());
}
