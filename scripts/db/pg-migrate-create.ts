// usage: npm run db:pg:migrate:create -- <name>  -> prisma/postgres/migrations/<ts>_<name>/migration.sql
// (`npm run db:migrate:create` runs this after writing the SQLite migration: both stores get one.)
// Regenerates prisma/postgres/schema.prisma, then diffs the PostgreSQL migrations (replayed on a
// shadow database, created and dropped on the server of PG_MIGRATE_URL, default the local one)
// against it. Objects the schema cannot express (decision 079) are written by hand into a migration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filters } from '../../server/db/schema-engine.ts';
import { LOCK_PG, loadMigrationsPg, migrationsDirPg, pgSchemaFiles, withPgEngine } from '../../server/db/store/pg-migrate.ts';
import { writePgSchema } from './pg-schema.ts';

export const PG_MIGRATE_URL = process.env.PG_MIGRATE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Writes the PostgreSQL migration `<ts>_<name>` when the schema changed; returns its folder, or null. */
export async function createPgMigration(name: string, ts: string, url = PG_MIGRATE_URL): Promise<string | null> {
  writePgSchema();
  const { stdout } = await withPgEngine(url, (engine) =>
    engine.diff({
      from: { tag: 'migrations', ...loadMigrationsPg() },
      to: { tag: 'schemaDatamodel', ...pgSchemaFiles() },
      script: true,
      exitCode: null,
      filters,
    }),
  );
  const sql = (stdout ?? '').trim();
  if (!sql || /^-- This is an empty migration/.test(sql)) return null;
  const dir = path.join(migrationsDirPg, `${ts}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
  const lock = path.join(migrationsDirPg, 'migration_lock.toml');
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, LOCK_PG);
  return dir;
}

export const migrationStamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);
export const migrationName = (arg: string | undefined) => (arg ?? 'migration').replace(/\W+/g, '_');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = await createPgMigration(migrationName(process.argv[2]), migrationStamp());
  console.log(dir ? `Created ${path.relative(process.cwd(), dir)}/migration.sql` : 'No PostgreSQL schema changes.');
}
