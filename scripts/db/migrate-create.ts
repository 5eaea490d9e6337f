// usage: npm run db:migrate:create -- <name>  -> prisma/migrations/<ts>_<name>/migration.sql
//   and prisma/postgres/migrations/<ts>_<name>/migration.sql (decision 079: both stores)
// Offline: the wasm schema engine diffs the existing migrations (replayed on an in-memory
// shadow database) against prisma/schema.prisma. No real database is touched. Then the
// PostgreSQL schema is regenerated and diffed the same way on a shadow database of the local
// PostgreSQL server (PG_MIGRATE_URL; scripts/db/pg-migrate-create.ts).
import fs from 'node:fs';
import path from 'node:path';
import { filters, LOCK, loadMigrations, MIGRATIONS_DIR, schemaFiles, withEngine } from '../../server/db/schema-engine.ts';
import { createPgMigration, migrationName, migrationStamp } from './pg-migrate-create.ts';

const name = migrationName(process.argv[2]);
const ts = migrationStamp();
const { stdout } = await withEngine('file::memory:', (engine) =>
  engine.diff({
    from: { tag: 'migrations', ...loadMigrations() },
    to: { tag: 'schemaDatamodel', ...schemaFiles() },
    script: true,
    exitCode: null,
    filters,
  }),
);
const sql = (stdout ?? '').trim();
if (!sql || /^-- This is an empty migration/.test(sql)) {
  console.log('No SQLite schema changes.');
} else {
  const dir = path.join(MIGRATIONS_DIR, `${ts}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
  const lock = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  if (!fs.existsSync(lock)) fs.writeFileSync(lock, LOCK);
  console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
}
try {
  const pgDir = await createPgMigration(name, ts);
  console.log(pgDir ? `Created ${path.relative(process.cwd(), pgDir)}/migration.sql` : 'No PostgreSQL schema changes.');
} catch (e) {
  console.error(
    `The PostgreSQL migration was not written (${(e as Error).message}); with PostgreSQL running, run: npm run db:pg:migrate:create -- ${name}`,
  );
  process.exit(1);
}
