// The PostgreSQL schema is written from the SQLite one (scripts/db/pg-schema.ts, decision 079):
// a change to prisma/schema.prisma without `npm run db:pg-schema` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PG_SCHEMA, pgSchemaFrom, SQLITE_SCHEMA } from '../../../scripts/db/pg-schema.ts';
import { migrationsDirPg } from './pg-migrate.ts';

const sqlite = fs.readFileSync(SQLITE_SCHEMA, 'utf8');

describe('prisma/postgres/schema.prisma', () => {
  it('is what npm run db:pg-schema writes from prisma/schema.prisma', () => {
    const checkedIn = fs.readFileSync(PG_SCHEMA, 'utf8');
    // (a plain equality would print two 1300-line files: the first differing line says enough)
    const want = pgSchemaFrom(sqlite).split('\n');
    const have = checkedIn.split('\n');
    const line = want.findIndex((l, i) => l !== have[i]);
    expect(line === -1 && have.length === want.length ? 'up to date' : `differs at line ${line + 1}: run npm run db:pg-schema`).toBe(
      'up to date',
    );
  });

  it('differs from the SQLite schema only in the provider, the client output and its PostgreSQL-only lines', () => {
    const pg = pgSchemaFrom(sqlite);
    expect(pg).toMatch(/datasource db \{\s*provider = "postgresql"\s*\}/);
    expect(pg).toContain('output   = "../../server/generated/prisma-pg"');
    const models = (s: string) => s.slice(s.indexOf('datasource db'));
    expect(models(pg).replace('"postgresql"', '"sqlite"')).toBe(models(sqlite).replace(/^(\s*)\/\/ postgresql: /gm, '$1'));
    expect(pg).toContain('@@index([accountId, journalId])');
  });

  it('refuses a SQLite schema it does not know how to carry over', () => {
    expect(() => pgSchemaFrom(sqlite.replace('provider = "sqlite"', 'provider = "mysql"'))).toThrow(/datasource provider/);
    expect(() => pgSchemaFrom(sqlite.replace('  name              String\n', '  name              String @db.Text\n'))).toThrow(
      /native types/,
    );
  });

  it('has PostgreSQL migrations locked to postgresql', () => {
    expect(fs.readFileSync(path.join(migrationsDirPg, 'migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"');
  });
});
