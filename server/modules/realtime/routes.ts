// The one websocket endpoint, on the API's port. This first version greets, answers pings
// and checks the Origin; the market issue adds channels (quotes, candles, the user's private
// channel) with subscribe/unsubscribe, snapshots and sequence numbers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';

const ClientMessage = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('ping'), id: z.number().int().optional() })]);

/** Same-origin pages, clients without an Origin (native apps, tools) and the CORS allow-list. */
export function originAllowed(request: FastifyRequest, allowList: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowList.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const HEARTBEAT_MS = 30_000;

export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const alive = new WeakMap<WebSocket, boolean>();
  // Drop connections that stopped answering pings (half-open TCP).
  const heartbeat = setInterval(() => {
    for (const ws of app.websocketServer.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    if (!originAllowed(request, app.ctx.config.corsOrigins)) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const send = (m: object) => socket.send(JSON.stringify(m));
    send({ type: 'welcome', serverTime: app.ctx.clock.now() });
    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        send({ type: 'error', msg: 'messages must be JSON' });
        return;
      }
      const message = ClientMessage.safeParse(parsed);
      if (!message.success) {
        send({ type: 'error', msg: 'unknown or malformed message' });
        return;
      }
      send({ type: 'pong', id: message.data.id, serverTime: app.ctx.clock.now() });
    });
  });
};
