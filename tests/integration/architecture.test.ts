// One data-access style per module (issue 13.2, docs/decisions/003-money-write-path.md): SQL
// lives in a module's repository.ts (or <part>-repository.ts), in the ledger and in the db/ infrastructure folder, and
// nowhere else in server/ — the seam where another database will plug in.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');

/** Where SQL may be written (a module's repository.ts, or a part of it named <part>-repository.ts). */
const ALLOWED = [/(^|\/)([a-z]+-)?repository\.ts$/, /^ledger\//, /^db\//, /^generated\//];

/** A statement being prepared or run, or SQL text (a regular expression's .exec is not SQL). */
const SQL = [
  /\.prepare(<[^>]*>)?\(/,
  /\bSELECT\s/,
  /\bINSERT\s+(OR\s+\w+\s+)?INTO\b/,
  /\bUPDATE\s+"/,
  /\bDELETE\s+FROM\b/,
  /\.exec\(\s*[`'"]/,
  /\$(query|execute)Raw/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|mjs|js)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Server files with SQL outside the allowed places, with their first offending line. */
function filesWithSql(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const rel = path.relative(SERVER, file).split(path.sep).join('/');
    if (ALLOWED.some((a) => a.test(rel))) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const i = lines.findIndex((line) => SQL.some((re) => re.test(line)));
    if (i >= 0) found.set(rel, `${i + 1}: ${lines[i]?.trim()}`);
  }
  return found;
}

it('keeps SQL in repositories, the ledger and db/', () => {
  const offenders = [...filesWithSql()].map(([file, line]) => `server/${file}:${line}`);
  expect(offenders, `SQL outside repository.ts, server/ledger and server/db:\n${offenders.join('\n')}`).toEqual([]);
});

it('recognises SQL and leaves other code alone', () => {
  const matches = (line: string) => SQL.some((re) => re.test(line));
  for (const sql of [
    `db.prepare('SELECT id FROM "User"')`,
    'this.ctx.sqlite.prepare<[number], Row>(q)',
    `'INSERT OR IGNORE INTO "CryptoAddress" (userId) VALUES (?)'`,
    `\`UPDATE "Deposit" SET status = ?\``,
    `'DELETE FROM "Session" WHERE id = ?'`,
    'db.exec(`CREATE TABLE x (id)`)',
  ]) {
    expect(matches(sql), sql).toBe(true);
  }
  for (const code of [
    '/^(deposit|fast):(\\d+)$/.exec(journal.reference)',
    'const selected = items.filter(Boolean)',
    'await update(user)',
  ]) {
    expect(matches(code), code).toBe(false);
  }
});
