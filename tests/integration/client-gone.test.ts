// A client that hangs up before its request is routed (a page navigating away while the server is
// busy): its socket has no address left. The request is dropped quietly; before, the per-address
// rate limit read the missing address and answered nobody with a 500 (seen once in CI, under load).
import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { APP_KEY, appForFile, serverErrors } from '../helpers/app.ts';

const env = appForFile();

it('a request whose client is gone before routing is dropped, with no 500', async () => {
  const server = env.t.app.server;
  // (runs before Fastify's own listener: the socket is destroyed as the request arrives)
  const hangUp = (req: IncomingMessage) => req.socket.destroy();
  server.prependListener('request', hangUp);
  try {
    const outcome = await env.t.api
      .post('/api/spot/orders')
      .set('AppKey', APP_KEY)
      .send({})
      .then(
        () => 'answered',
        (e: Error) => e.message,
      );
    expect(outcome).toMatch(/socket hang up|ECONNRESET/);
  } finally {
    server.removeListener('request', hangUp);
  }
  expect(serverErrors).toEqual([]);
  // the next request from a live client is served as usual
  const health = await env.t.api.get('/api/health').set('AppKey', APP_KEY);
  expect(health.status).toBe(200);
});
