// The two stores' schemas are the same (issue 34, decision 079): a fresh SQLite file migrated by
// prisma/migrations (plus the flow index file the server creates beside it) and a fresh
// PostgreSQL database migrated by prisma/postgres/migrations are read back from their catalogs
// and reduced to comparable facts (tables; columns with nullability, type family and default;
// primary keys; unique and ordinary indexes by columns; foreign keys; checks; triggers), which
// must match but for the differences listed in INHERENT.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filters } from '../../server/db/schema-engine.ts';
import { migrateDeploy } from '../../server/db/migrate.ts';
import type { Sqlite } from '../../server/db/sqlite.ts';
import {
  createDatabaseIfMissing,
  loadMigrationsPg,
  migrateDeployPg,
  pgSchemaFiles,
  quoteIdent,
  withPgEngine,
} from '../../server/db/store/pg-migrate.ts';
import { flowFileOf, openFlowConnection } from '../../server/ledger/flow-core.mjs';
import { ROOT, TEST_TMP } from '../helpers/paths.ts';

const SERVER = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `${process.env.TEST_PG_DB_PREFIX ?? 'test_'}pg_schema_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

/**
 * What differs by nature between the stores, each as the fact only one side has. The test also
 * fails when one of these no longer occurs (the list says what is true, not what once was).
 */
const INHERENT = [
  // SQLite stores these tables in primary key order (the key is the row); a PostgreSQL table is
  // a heap with the same primary key index, and there is nothing to declare
  'SQLite only: LedgerPosting storage WITHOUT ROWID',
  'SQLite only: FastOpenOrder storage WITHOUT ROWID',
  // TRUNCATE skips row triggers on PostgreSQL; SQLite has no TRUNCATE (a DELETE fires them)
  "PostgreSQL only: LedgerJournal trigger before truncate raises 'ledger journals are append-only'",
  "PostgreSQL only: LedgerPosting trigger before truncate raises 'ledger postings are append-only'",
  "PostgreSQL only: AuditLog trigger before truncate raises 'the audit log is append-only'",
  // the flow index (decision 080): on SQLite a file of postings by account kept by a worker
  // thread; on PostgreSQL views of the postings (not tables) served by an index of its own
  'SQLite only: flow.LedgerFlow table',
  'SQLite only: flow.LedgerFlow storage WITHOUT ROWID',
  'SQLite only: flow.LedgerFlowState column id integer not null default rowid',
  'SQLite only: flow.LedgerFlow column accountId integer not null default none',
  'SQLite only: flow.LedgerFlow column journalId integer not null default none',
  'SQLite only: flow.LedgerFlow primary key (accountId, journalId)',
  'SQLite only: flow.LedgerFlowState table',
  'SQLite only: flow.LedgerFlowState check id=1',
  'SQLite only: flow.LedgerFlowState column indexedThrough integer not null default none',
  'SQLite only: flow.LedgerFlowState column ledgerId text not null default none',
  'SQLite only: flow.LedgerFlowState primary key (id)',
  'PostgreSQL only: LedgerPosting index (accountId, journalId)',
  // ended sessions: SQLite's triggers are temporary, on the serving connection (they call into
  // the process); PostgreSQL's are in the database and NOTIFY every instance (session-ends.ts)
  'PostgreSQL only: CREATE TRIGGER "Session_ended_deleted" AFTER DELETE ON public."Session" FOR EACH ROW EXECUTE FUNCTION session_ended_notify()',
  'PostgreSQL only: CREATE TRIGGER "Session_ended_revoked" AFTER UPDATE OF "revokedAt" ON public."Session" FOR EACH ROW EXECUTE FUNCTION session_ended_notify()',
  'PostgreSQL only: CREATE TRIGGER "User_frozen_sessions_ended" AFTER UPDATE OF status ON public."User" FOR EACH ROW EXECUTE FUNCTION session_ended_notify()',
];

/**
 * Ids the code supplies: `Int @id` without @default in the schema. SQLite's INTEGER PRIMARY
 * KEY makes one up when an INSERT omits it (the rowid; Prisma's SQLite engine even writes
 * AUTOINCREMENT), PostgreSQL gives the column no default and refuses such an INSERT. Prisma's
 * client requires these ids on both; raw INSERTs name them (ledger journals, audit entries,
 * per-user rows keyed by the user). Read from the schema, so a new such model is covered.
 */
function suppliedIds(schema: string): Set<string> {
  const out = new Set<string>();
  for (const m of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    for (const f of m[2]!.matchAll(/^\s+(\w+)\s+Int\s+@id\b(.*)$/gm)) if (!f[2]!.includes('@default')) out.add(`${m[1]} ${f[1]}`);
  }
  return out;
}
const SUPPLIED = suppliedIds(fs.readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8'));
const isSupplied = (d: string) => {
  const m = /^(SQLite|PostgreSQL) only: (\w+) column (\w+) integer not null default (\w+)$/.exec(d);
  if (!m || !SUPPLIED.has(`${m[2]} ${m[3]}`)) return false;
  return m[1] === 'SQLite' ? m[4] === 'autoincrement' || m[4] === 'rowid' : m[4] === 'none';
};

// ---------------------------------------------------------------- type families

function sqliteFamily(declared: string): string {
  const t = declared.toUpperCase();
  if (t === 'INTEGER' || t === 'INT') return 'integer';
  if (t === 'BIGINT') return 'bigint';
  if (t === 'TEXT') return 'text';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'DATETIME') return 'datetime';
  if (t === 'REAL' || t === 'DOUBLE') return 'float';
  if (t.startsWith('DECIMAL')) return 'decimal';
  if (t === 'BLOB') return 'bytes';
  if (t === 'JSONB') return 'json';
  return `unknown ${declared}`;
}

function pgFamily(formatted: string): string {
  if (formatted === 'integer') return 'integer';
  if (formatted === 'bigint') return 'bigint';
  if (formatted === 'text') return 'text';
  if (formatted === 'boolean') return 'boolean';
  // Prisma's DateTime (timestamp(3)); the server converts epoch milliseconds (SQLite) to it
  if (/^timestamp(\(\d\))? without time zone$/.test(formatted)) return 'datetime';
  if (formatted === 'double precision') return 'float';
  if (formatted.startsWith('numeric')) return 'decimal';
  if (formatted === 'bytea') return 'bytes';
  if (formatted === 'jsonb') return 'json';
  return `unknown ${formatted}`;
}

// Defaults as written by Prisma on each side: literals, CURRENT_TIMESTAMP, autoincrement
const sqliteDefault = (d: string | null) => (d === null ? null : d.replace(/^'(.*)'$/s, '$1'));
function pgDefault(d: string | null): string | null {
  if (d === null) return null;
  if (/^nextval\(/.test(d)) return 'autoincrement';
  return d.replace(/::[a-z ]+(\(\d+\))?$/, '').replace(/^'(.*)'$/s, '$1');
}

const shownDefault = (d: string | null) => (d === null ? 'none' : d === '' ? "''" : d);

// "(id = 1)" and "((\"id\" = 1))" are the same check
const normCheck = (c: string) => c.replace(/["()\s]/g, '').toLowerCase();

// ---------------------------------------------------------------- SQLite facts

type Row = Record<string, unknown>;

function sqliteFacts(db: Sqlite): string[] {
  const facts: string[] = [];
  for (const schema of ['main', 'flow']) {
    const tables = db
      .prepare(
        `SELECT name, sql FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
      )
      .all() as { name: string; sql: string }[];
    for (const { name, sql } of tables) {
      const t = schema === 'main' ? name : `${schema}.${name}`;
      facts.push(`${t} table`);
      const withoutRowid = /\)\s*WITHOUT\s+ROWID\s*$/i.test(sql);
      if (withoutRowid) facts.push(`${t} storage WITHOUT ROWID`);
      const columns = db.prepare(`PRAGMA ${schema}.table_info(${quoteIdent(name)})`).all() as Row[];
      const pk = columns.filter((c) => Number(c.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
      // an INTEGER PRIMARY KEY is the rowid (never null); other primary key columns of a rowid
      // table may hold NULL on SQLite unless declared NOT NULL
      const rowidAlias = !withoutRowid && pk.length === 1 && String(pk[0]!.type).toUpperCase() === 'INTEGER';
      for (const c of columns) {
        const notNull = Number(c.notnull) === 1 || (Number(c.pk) > 0 && (withoutRowid || rowidAlias));
        // (AUTOINCREMENT: never reuses an id, as a PostgreSQL sequence; a plain rowid may)
        const generated = rowidAlias && Number(c.pk) === 1 ? (/\bAUTOINCREMENT\b/i.test(sql) ? 'autoincrement' : 'rowid') : null;
        const dflt = generated ?? sqliteDefault(c.dflt_value as string | null);
        facts.push(`${t} column ${c.name} ${sqliteFamily(String(c.type))} ${notNull ? 'not null' : 'null'} default ${shownDefault(dflt)}`);
      }
      if (pk.length) facts.push(`${t} primary key (${pk.map((c) => c.name).join(', ')})`);
      for (const ix of db.prepare(`PRAGMA ${schema}.index_list(${quoteIdent(name)})`).all() as Row[]) {
        if (ix.origin === 'pk') continue;
        const cols = (db.prepare(`PRAGMA ${schema}.index_info(${quoteIdent(String(ix.name))})`).all() as Row[])
          .sort((a, b) => Number(a.seqno) - Number(b.seqno))
          .map((c) => c.name ?? '<expression>');
        facts.push(`${t} ${Number(ix.unique) ? 'unique' : 'index'} (${cols.join(', ')})${Number(ix.partial) ? ' partial' : ''}`);
      }
      const fks = new Map<number, Row[]>();
      for (const fk of db.prepare(`PRAGMA ${schema}.foreign_key_list(${quoteIdent(name)})`).all() as Row[]) {
        fks.set(Number(fk.id), [...(fks.get(Number(fk.id)) ?? []), fk]);
      }
      for (const parts of fks.values()) {
        parts.sort((a, b) => Number(a.seq) - Number(b.seq));
        const f = parts[0]!;
        facts.push(
          `${t} foreign key (${parts.map((p) => p.from).join(', ')}) -> ${f.table}(${parts.map((p) => p.to).join(', ')}) on delete ${String(f.on_delete).toLowerCase()} on update ${String(f.on_update).toLowerCase()}`,
        );
      }
      for (const check of sqlChecks(sql)) facts.push(`${t} check ${normCheck(check)}`);
    }
    const triggers = db.prepare(`SELECT tbl_name, sql FROM ${schema}.sqlite_master WHERE type = 'trigger'`).all() as Row[];
    for (const { tbl_name, sql } of triggers) {
      const m = /\b(BEFORE|AFTER|INSTEAD OF)\s+(INSERT|UPDATE|DELETE)\b[\s\S]*RAISE\s*\(\s*ABORT\s*,\s*'([^']*)'\s*\)/i.exec(String(sql));
      const t = schema === 'main' ? String(tbl_name) : `${schema}.${tbl_name}`;
      facts.push(m ? `${t} trigger ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} raises '${m[3]}'` : `${t} trigger ${sql}`);
    }
  }
  return facts;
}

/** The CHECK (...) clauses of a CREATE TABLE statement, parentheses balanced. */
function sqlChecks(sql: string): string[] {
  const out: string[] = [];
  for (const m of sql.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    for (; i < sql.length && depth > 0; i++) depth += sql[i] === '(' ? 1 : sql[i] === ')' ? -1 : 0;
    out.push(sql.slice(start, i - 1));
  }
  return out;
}

// ---------------------------------------------------------------- PostgreSQL facts

const ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

async function pgFacts(client: pg.Client): Promise<string[]> {
  const facts: string[] = [];
  const name = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`);
  const tables = await client.query<{ schema: string; table: string }>(
    `SELECT n.nspname AS schema, c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN ('public', 'flow') AND c.relname <> '_prisma_migrations'`,
  );
  for (const r of tables.rows) facts.push(`${name(r.schema, r.table)} table`);

  const columns = await client.query<{
    schema: string;
    table: string;
    column: string;
    type: string;
    notnull: boolean;
    dflt: string | null;
  }>(
    `SELECT n.nspname AS schema, c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS dflt
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relkind = 'r' AND n.nspname IN ('public', 'flow') AND c.relname <> '_prisma_migrations' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns.rows) {
    facts.push(
      `${name(c.schema, c.table)} column ${c.column} ${pgFamily(c.type)} ${c.notnull ? 'not null' : 'null'} default ${shownDefault(pgDefault(c.dflt))}`,
    );
  }

  const indexes = await client.query<{
    schema: string;
    table: string;
    primary: boolean;
    unique: boolean;
    partial: boolean;
    cols: string[];
  }>(
    `SELECT n.nspname AS schema, c.relname AS table, i.indisprimary AS primary, i.indisunique AS unique,
            i.indpred IS NOT NULL AS partial,
            ARRAY(SELECT COALESCE(a.attname::text, '<expression>') FROM unnest(i.indkey) WITH ORDINALITY k(attnum, ord)
                    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.ord) AS cols
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'flow') AND c.relname <> '_prisma_migrations'`,
  );
  for (const ix of indexes.rows) {
    const kind = ix.primary ? 'primary key' : ix.unique ? 'unique' : 'index';
    facts.push(`${name(ix.schema, ix.table)} ${kind} (${ix.cols.join(', ')})${ix.partial ? ' partial' : ''}`);
  }

  const constraints = await client.query<{
    schema: string;
    table: string;
    type: string;
    cols: string[];
    ref: string | null;
    refcols: string[] | null;
    del: string;
    upd: string;
    def: string;
  }>(
    `SELECT n.nspname AS schema, c.relname AS table, k.contype AS type,
            ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY x(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = x.attnum ORDER BY x.ord) AS cols,
            r.relname AS ref,
            ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY x(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = x.attnum ORDER BY x.ord) AS refcols,
            k.confdeltype::text AS del, k.confupdtype::text AS upd, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class r ON r.oid = k.confrelid
      WHERE n.nspname IN ('public', 'flow') AND k.contype IN ('f', 'c')`,
  );
  for (const k of constraints.rows) {
    const t = name(k.schema, k.table);
    if (k.type === 'f') {
      facts.push(
        `${t} foreign key (${k.cols.join(', ')}) -> ${k.ref}(${(k.refcols ?? []).join(', ')}) on delete ${ACTIONS[k.del]} on update ${ACTIONS[k.upd]}`,
      );
    } else {
      facts.push(`${t} check ${normCheck(k.def.replace(/^CHECK\s*/, ''))}`);
    }
  }

  // tgtype bits: 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of
  const triggers = await client.query<{ schema: string; table: string; type: number; def: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, t.tgtype::int AS type, pg_get_triggerdef(t.oid) AS def
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname IN ('public', 'flow')`,
  );
  for (const tr of triggers.rows) {
    const timing = tr.type & 64 ? 'instead of' : tr.type & 2 ? 'before' : 'after';
    const message = /EXECUTE FUNCTION \S+\('((?:[^']|'')*)'\)/.exec(tr.def)?.[1];
    for (const [bit, event] of [
      [4, 'insert'],
      [8, 'delete'],
      [16, 'update'],
      [32, 'truncate'],
    ] as const) {
      if (tr.type & bit) facts.push(message ? `${name(tr.schema, tr.table)} trigger ${timing} ${event} raises '${message}'` : tr.def);
    }
  }
  return facts;
}

/** The facts only one side has, each named with its side; sorted so a failure reads as a list. */
function differences(sqlite: string[], postgres: string[]): string[] {
  const s = new Set(sqlite);
  const p = new Set(postgres);
  return [
    ...[...s].filter((f) => !p.has(f)).map((f) => `SQLite only: ${f}`),
    ...[...p].filter((f) => !s.has(f)).map((f) => `PostgreSQL only: ${f}`),
  ].sort();
}

// ---------------------------------------------------------------- the test

const dir = path.join(TEST_TMP, 'pg-schema');
const file = path.join(dir, 'schema.db');
let sqlite: Sqlite;
let client: pg.Client;
let applied: string[];

beforeAll(async () => {
  fs.mkdirSync(dir, { recursive: true });
  await migrateDeploy(file);
  // the flow index file the server creates beside the database, attached as "flow"
  sqlite = openFlowConnection(file);
  await createDatabaseIfMissing(url);
  applied = await migrateDeployPg(url);
  client = new pg.Client({ connectionString: url });
  await client.connect();
});

afterAll(async () => {
  sqlite?.close();
  await client?.end();
  fs.rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(DB_NAME)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
});

describe('the PostgreSQL schema against the SQLite one', () => {
  it('applies every PostgreSQL migration to a fresh database, and none twice', async () => {
    expect(applied).toEqual(loadMigrationsPg().migrationDirectories.map((m) => m.path));
    expect(await migrateDeployPg(url)).toEqual([]);
  });

  it('has the same tables, columns, keys, indexes, foreign keys, checks and triggers, but for INHERENT', async () => {
    const s = sqliteFacts(sqlite);
    const p = await pgFacts(client);
    // not two empty readings: every model of the schema is a table on both sides, and the flow index
    const models = (fs.readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8').match(/^model \w+ \{/gm) ?? []).length;
    expect(s.filter((f) => f.endsWith(' table'))).toHaveLength(models + 2);
    expect(fs.existsSync(flowFileOf(file))).toBe(true);
    const diff = differences(s, p);
    expect(diff.filter((d) => !INHERENT.includes(d) && !isSupplied(d))).toEqual([]);
    expect(INHERENT.filter((d) => !diff.includes(d))).toEqual([]);
    // each supplied id differs exactly so on both sides (a generated id on SQLite, none on PostgreSQL)
    expect(diff.filter(isSupplied)).toHaveLength(2 * SUPPLIED.size);
  });

  it('keeps the journals, postings and audit log append-only on both stores, with the same messages', async () => {
    const rows = [
      {
        table: 'LedgerJournal',
        message: 'ledger journals are append-only',
        insert: (now: string) => `INSERT INTO "LedgerJournal" ("id", "idempotencyKey", "type", "createdAt") VALUES (1, 'k', 't', ${now})`,
        column: 'memo',
      },
      {
        table: 'LedgerPosting',
        message: 'ledger postings are append-only',
        insert: () => `INSERT INTO "LedgerPosting" ("journalId", "accountId", "amount") VALUES (1, 1, 5)`,
        column: 'amount',
      },
      {
        table: 'AuditLog',
        message: 'the audit log is append-only',
        insert: (now: string) =>
          `INSERT INTO "AuditLog" ("id", "at", "action", "targetType", "targetId", "before", "after", "prevHash", "hash")
           VALUES (1, ${now}, 'a', 't', '1', '{}', '{}', '', 'h')`,
        column: 'reason',
      },
    ];
    for (const r of rows) {
      sqlite.exec(r.insert('0'));
      await client.query(r.insert('now()'));
      const update = `UPDATE "${r.table}" SET "${r.column}" = "${r.column}"`;
      const remove = `DELETE FROM "${r.table}"`;
      for (const sql of [update, remove]) {
        expect(() => sqlite.exec(sql)).toThrow(r.message);
        await expect(client.query(sql)).rejects.toThrow(r.message);
      }
      await expect(client.query(`TRUNCATE "${r.table}"`)).rejects.toThrow(r.message);
      expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM "${r.table}"`).get()).toEqual({ n: 1 });
      expect((await client.query(`SELECT COUNT(*)::int AS n FROM "${r.table}"`)).rows).toEqual([{ n: 1 }]);
    }
  });

  it('has no PostgreSQL schema change without its migration (the engine finds nothing to diff)', async () => {
    const { stdout } = await withPgEngine(url, (engine) =>
      engine.diff({
        from: { tag: 'migrations', ...loadMigrationsPg() },
        to: { tag: 'schemaDatamodel', ...pgSchemaFiles() },
        script: true,
        exitCode: null,
        filters,
      }),
    );
    expect((stdout ?? '').trim()).toMatch(/^(-- This is an empty migration\.)?$/);
  });
});
