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

// Issue 31: modules form a one-way graph. A module is a folder of server/modules; it imports
// another when any of its files does, `import type` and re-exports included (a type-only
// import still couples the two: changing one recompiles and often changes the other).
const MODULES = path.join(SERVER, 'modules');

/** Each module's imports of other modules (and of the composition root), from its source files. */
function moduleImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const mod of fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const edges = new Map<string, string>();
    for (const file of sourceFiles(path.join(MODULES, mod.name))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/g)) {
        const target = path
          .relative(SERVER, path.resolve(path.dirname(file), m[1] as string))
          .split(path.sep)
          .join('/');
        const other = /^modules\/([^/]+)\//.exec(target)?.[1];
        const where = `server/${path.relative(SERVER, file).split(path.sep).join('/')}`;
        if (other && other !== mod.name && !edges.has(other)) edges.set(other, where);
        if (/^(composition|app)\.ts$/.test(target) && !edges.has(target)) edges.set(target, where);
      }
    }
    graph.set(mod.name, edges);
  }
  return graph;
}

/** Every cycle's modules (strongly connected components of more than one module, or a module importing itself back). */
function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop() as string;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

it('no module imports a module that imports it back, directly or through others (import type included)', () => {
  const graph = moduleImports();
  const described = cycles(graph).map((scc) =>
    scc
      .map(
        (a) =>
          `${a} -> ${[...(graph.get(a) ?? [])]
            .filter(([b]) => scc.includes(b))
            .map(([b, file]) => `${b} (${file})`)
            .join(', ')}`,
      )
      .join('\n'),
  );
  expect(described, `import cycles between modules:\n${described.join('\n\n')}`).toEqual([]);
});

it('no module imports the composition root or the app', () => {
  const upward = [...moduleImports()].flatMap(([mod, edges]) =>
    [...edges].filter(([target]) => target.endsWith('.ts')).map(([target, file]) => `${mod}: ${file} -> server/${target}`),
  );
  expect(upward).toEqual([]);
});

it('finds a cycle when there is one', () => {
  const edge = (to: string) => new Map([[to, 'x.ts']]);
  expect(
    cycles(
      new Map([
        ['a', edge('b')],
        ['b', edge('c')],
        ['c', edge('a')],
        ['d', edge('a')],
      ]),
    ),
  ).toEqual([['a', 'b', 'c']]);
  expect(
    cycles(
      new Map([
        ['a', edge('b')],
        ['b', new Map()],
      ]),
    ),
  ).toEqual([]);
});

// Issue 31.6: docs/modules.md is the map of the modules; it stays true.
it('docs/modules.md has one row per module and gives every table exactly one owner', () => {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/modules.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `([^`]+)` \| ([^|]*) \|/gm)].map((m) => ({ name: m[1] as string, owns: m[2] as string }));
  const modules = fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const layers = ['server/engine', 'server/ledger', 'server/db/store'];
  expect(rows.map((r) => r.name).sort()).toEqual([...modules, ...layers].sort());
  const owners = new Map<string, string[]>();
  for (const r of rows)
    for (const t of r.owns.matchAll(/`(\w+)`/g)) owners.set(t[1] as string, [...(owners.get(t[1] as string) ?? []), r.name]);
  const tables = [...fs.readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8').matchAll(/^model (\w+)/gm)].map(
    (m) => m[1] as string,
  );
  const wrong = tables.filter((t) => owners.get(t)?.length !== 1).map((t) => `${t}: ${owners.get(t)?.join(', ') ?? 'no owner'}`);
  expect(wrong, 'tables without exactly one owner in docs/modules.md').toEqual([]);
  expect(
    [...owners.keys()].filter((t) => !tables.includes(t)),
    'docs/modules.md names tables the schema does not have',
  ).toEqual([]);
});

it('the approvals module imports none of the modules that register four-eyes kinds with it', () => {
  const registering = fs
    .readdirSync(MODULES)
    .filter((m) => sourceFiles(path.join(MODULES, m)).some((f) => /approvals\.register\(/.test(fs.readFileSync(f, 'utf8'))));
  expect(registering.length).toBeGreaterThan(5);
  const imported = [...(moduleImports().get('approvals')?.keys() ?? [])];
  expect(imported.filter((m) => registering.includes(m))).toEqual([]);
});
