// Sandbox mode in the tests (issue 41, decision 097): the token, and servers started on a given
// database in a given mode, as a start would, to see the database's mode record at work.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { ManualClock } from '../../server/lib/clock.ts';
import { START_TIME, testEnv } from './app.ts';
import { TEST_PASSWORD_COST } from './paths.ts';

export const SANDBOX_TOKEN = 'the-tests-sandbox-token-0123456789abcdef';
export const SANDBOX_ENV = { SANDBOX: 'true', SANDBOX_TOKEN };

/** The control API's header, as a client sends it. */
export const withToken = (token = SANDBOX_TOKEN) => ({ 'X-Sandbox-Token': token });

/**
 * A server built on `databaseUrl` (its data folder beside a SQLite file, else `dataDir`), made
 * ready; the caller closes it. Rejects as a start would (a database of the other mode).
 */
export async function startOn(databaseUrl: string, env: Record<string, string> = {}, dataDir?: string): Promise<FastifyInstance> {
  const dir = dataDir ?? path.dirname(databaseUrl.replace(/^file:/, ''));
  const app = await buildApp({
    config: loadConfig(testEnv(databaseUrl, dir, env)),
    clock: new ManualClock(START_TIME),
    passwordCost: TEST_PASSWORD_COST,
    market: { autoStart: false },
    logLevel: 'silent',
  });
  await app.ready();
  return app;
}

/** The mode a database recorded (null: none yet). */
export function recordedMode(app: FastifyInstance): string | null {
  const row = app.ctx.sqlite.prepare('SELECT mode FROM "DeploymentMode" WHERE id = 1').get() as { mode: string } | undefined;
  return row?.mode ?? null;
}
