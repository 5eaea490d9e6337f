// usage: npm run db:migrate:create -- <name>  -> prisma/migrations/<ts>_<name>/migration.sql
// Offline: the wasm schema engine diffs the existing migrations (replayed on an in-memory
// shadow database) against prisma/schema.prisma. No real database is touched.
import fs from 'node:fs';
import path from 'node:path';
import { filters, LOCK, loadMigrations, MIGRATIONS_DIR, schemaFiles, withEngine } from '../../server/db/schema-engine.ts';

const name = (process.argv[2] ?? 'migration').replace(/\W+/g, '_');
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
  console.log('No schema changes.');
  process.exit(0);
}
const ts = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(MIGRATIONS_DIR, `${ts}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
const lock = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
if (!fs.existsSync(lock)) fs.writeFileSync(lock, LOCK);
console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
