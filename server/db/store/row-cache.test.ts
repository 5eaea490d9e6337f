// The row caches' copies (decision 108): dropped inside the write, whichever connection of this
// process writes (the serving one, Prisma's), and by another connection's commit on the next turn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RowCache, watchWritesOf } from './row-cache.ts';

const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function files() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'row-cache-')), 'db.sqlite');
  const serving = new Database(file);
  serving.pragma('journal_mode = WAL');
  serving.exec('CREATE TABLE "User" (id INTEGER PRIMARY KEY, name TEXT)');
  serving.exec(`INSERT INTO "User" VALUES (1, 'a')`);
  const connect = () => {
    const db = new Database(file);
    open.push(db);
    return db;
  };
  open.push(serving);
  return { serving, connect };
}

function cacheOf(serving: Database.Database) {
  const cache = RowCache.on<number, string>(serving, 10) as RowCache<number, string>;
  cache.dropOnWrite('User', 'id', (id) => id as number);
  const read = (id: number) => {
    const kept = cache.get(id);
    if (kept !== undefined) return kept;
    const name = serving.prepare('SELECT name FROM "User" WHERE id = ?').pluck().get(id) as string;
    cache.set(id, name);
    return name;
  };
  return read;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('RowCache', () => {
  it("drops a copy inside the serving connection's write", () => {
    const { serving } = files();
    const read = cacheOf(serving);
    expect(read(1)).toBe('a');
    serving.exec(`UPDATE "User" SET name = 'b' WHERE id = 1`);
    expect(read(1)).toBe('b');
  });

  it("drops a copy inside a watched connection's write, in the same turn (Prisma's)", () => {
    const { serving, connect } = files();
    const prismas = connect();
    watchWritesOf(serving, prismas);
    const read = cacheOf(serving);
    expect(read(1)).toBe('a');
    prismas.exec(`UPDATE "User" SET name = 'c' WHERE id = 1`);
    expect(read(1)).toBe('c');
  });

  it("drops every copy on the next turn after an unwatched connection's commit (another process)", async () => {
    const { serving, connect } = files();
    const read = cacheOf(serving);
    expect(read(1)).toBe('a');
    await nextTurn();
    connect().exec(`UPDATE "User" SET name = 'd' WHERE id = 1`);
    await nextTurn();
    expect(read(1)).toBe('d');
  });
});
