// Listens, and closes gracefully: on SIGTERM/SIGINT the server stops accepting, lets
// in-flight requests finish, closes the database, then exits (forced after 10 s).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';

export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  // (on, not once: a second signal while closing, from a process manager or a wrapper that
  // relays it, must not fall back to the default action and kill the shutdown midway)
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  standForEngine(app, config);
  return app;
}

/**
 * In a cluster, looks at (and, as a candidate, stands for) the engine's lease once the instance
 * can be reached at its INSTANCE_URL (decision 082).
 */
export function standForEngine(app: FastifyInstance, config: Config) {
  if (!app.engineElection) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.engineElection.start(config.cluster?.instanceUrl ?? `http://127.0.0.1:${port}`);
}
