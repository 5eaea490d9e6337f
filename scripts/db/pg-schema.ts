// usage: npm run db:pg-schema  -> prisma/postgres/schema.prisma (checked in)
// The PostgreSQL schema is written from the SQLite one, never edited by hand: one data model,
// two providers (docs/decisions/079-postgresql-schema-and-migrations.md). A unit test
// (server/db/store/pg-schema.test.ts) fails when the checked-in file is not what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SQLITE_SCHEMA = path.join(ROOT, 'prisma/schema.prisma');
export const PG_SCHEMA = path.join(ROOT, 'prisma/postgres/schema.prisma');

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/db/pg-schema.ts: do not edit; change the
// SQLite schema and run \`npm run db:pg-schema\`. Same models on PostgreSQL: Int is integer,
// BigInt bigint, Boolean boolean, DateTime timestamp(3) (SQLite keeps a DateTime as epoch
// milliseconds: server/db/prisma.ts).

`;

function replaceOnce(text: string, pattern: RegExp, by: string, what: string): string {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (hits !== 1) throw new Error(`pg-schema: expected one ${what} in prisma/schema.prisma, found ${hits}`);
  return text.replace(pattern, by);
}

/** The PostgreSQL schema for a SQLite schema's text. */
export function pgSchemaFrom(sqlite: string): string {
  // native types are per provider: a @db.X written for SQLite would need its own mapping here
  if (/@db\./.test(sqlite)) throw new Error('pg-schema: @db native types in prisma/schema.prisma need a PostgreSQL mapping');
  let pg = replaceOnce(sqlite, /(datasource db \{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"', 'datasource provider "sqlite"');
  // the generated client lives beside the SQLite one; the file is one folder deeper
  pg = replaceOnce(pg, /(\n\s*output\s*=\s*)"\.\.\/server\/generated\/prisma"/, '$1"../../server/generated/prisma-pg"', 'generator output');
  // a line `// postgresql: <attribute>` is that attribute on PostgreSQL only (an index SQLite
  // keeps elsewhere: the flow index file of postings by account, decision 080)
  pg = pg.replace(/^(\s*)\/\/ postgresql: (.*)$/gm, '$1$2');
  return HEADER + pg;
}

export function writePgSchema(): boolean {
  const next = pgSchemaFrom(fs.readFileSync(SQLITE_SCHEMA, 'utf8'));
  const now = fs.existsSync(PG_SCHEMA) ? fs.readFileSync(PG_SCHEMA, 'utf8') : null;
  if (now === next) return false;
  fs.mkdirSync(path.dirname(PG_SCHEMA), { recursive: true });
  fs.writeFileSync(PG_SCHEMA, next);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(writePgSchema() ? `Wrote ${path.relative(process.cwd(), PG_SCHEMA)}` : 'prisma/postgres/schema.prisma is up to date.');
}
