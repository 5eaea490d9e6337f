// The mode a database was created in (issue 41, decision 097): a sandbox's database holds test
// money under a public market seed, a normal one real money. The first seed or start records
// the mode; every later one must be in the same mode, or the server refuses to start, so
// neither database is ever served as the other.
import type { Config } from '../../config.ts';
import type { Sqlite } from '../sqlite.ts';

export type DeploymentMode = 'sandbox' | 'normal';

export const deploymentModeOf = (config: Pick<Config, 'sandbox'>): DeploymentMode => (config.sandbox ? 'sandbox' : 'normal');

const SETTING = { sandbox: 'SANDBOX=true', normal: 'without SANDBOX' } as const;

/**
 * Records `mode` on a database that has no mode yet, and throws when it was created in the
 * other one (the message names both). `at`: epoch ms, kept with a new record.
 */
export function checkDeploymentMode(db: Sqlite, mode: DeploymentMode, at: number): void {
  db.prepare('INSERT INTO "DeploymentMode" (id, mode, "recordedAt") VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING').run(mode, at);
  const recorded = (db.prepare('SELECT mode FROM "DeploymentMode" WHERE id = 1').get() as { mode: string }).mode;
  if (recorded === mode) return;
  const created = recorded === 'sandbox' ? 'sandbox' : 'normal';
  throw new Error(
    `This database was created in ${created} mode and the server was started in ${mode} mode (${SETTING[mode]}): refused. ` +
      `A ${created} database is served only in ${created} mode (${SETTING[created]}); a sandbox keeps a database of its own ` +
      '(npm run start:sandbox uses ./data/sandbox/platform.db).',
  );
}
