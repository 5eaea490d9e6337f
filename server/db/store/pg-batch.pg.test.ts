// Writes queued in a transaction and sent in one round trip with the next statement (pg-sync.ts):
// the parameters inlined as literals must mean what the extended protocol's parameters mean.
// Needs a PostgreSQL server: runs with TEST_STORE=postgres (vitest.config.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParams } from './pg-inline.mjs';
import { PgSyncDatabase } from './pg-sync.ts';

const SERVER = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `h_batch_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

let db: PgSyncDatabase;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE TABLE "Item" (
    id bigserial PRIMARY KEY, s text, n bigint, t timestamp(3), b boolean NOT NULL DEFAULT FALSE, bin bytea,
    amount numeric(38, 0))`);
  await c.end();
  db = new PgSyncDatabase(url, { applicationName: 'h_batch_test' });
});

afterAll(async () => {
  db?.close();
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
});

const TRICKY = `it's a \\ back\\slash, $1 and '$2' and "$3" \\' E'\\x' $$ -- not a comment`;
const BIG = 2n ** 60n + 7n;
const WHEN = Date.UTC(2026, 10, 29, 12, 34, 56, 789);

describe('inlineParams', () => {
  it('replaces $n only outside quoted literals, identifiers, dollar quotes and comments', () => {
    const sql = `SELECT $1, '$1', 'it''s $2', E'\\' $1', "a$1", $tag$ $1 $tag$, x$1 -- $1\n, /* $2 */ $2, $10`;
    const literals = ['A', 'B', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'J'];
    expect(inlineParams(sql, literals)).toBe(`SELECT A, '$1', 'it''s $2', E'\\' $1', "a$1", $tag$ $1 $tag$, x$1 -- $1\n, /* $2 */ B, J`);
  });

  it('refuses a parameter it has no value for', () => {
    expect(() => inlineParams('SELECT $2', ['A'])).toThrow(/\$2 has no value/);
  });
});

describe('a transaction on PostgreSQL', () => {
  const insert = () => db.prepare<unknown[]>('INSERT INTO "Item" (s, n, t, b, bin, amount) VALUES (?, ?, ?, ?, ?, ?)');
  const select = 'SELECT s, n, t, b, bin, amount FROM "Item" WHERE id = ?';

  it('writes through a batch the same values as a write outside a transaction (extended protocol)', () => {
    const values = [TRICKY, BIG, WHEN, 1, Buffer.from([0, 1, 0x5c, 0x27, 255]), 12345678901234567890n];
    const direct = insert()
      .safeIntegers()
      .run(...values);
    const batched = db.transaction(() => {
      const r = insert()
        .safeIntegers()
        .run(...values);
      // a read in the same transaction goes with the queued write, in one batch
      const row = db.prepare(select).safeIntegers().get(r.lastInsertRowid);
      return { id: r.lastInsertRowid, row };
    })();
    expect(batched.id).toBe((direct.lastInsertRowid as bigint) + 1n);
    const read = db.prepare(select).safeIntegers();
    const a = read.get(direct.lastInsertRowid);
    const b = read.get(batched.id);
    expect(b).toEqual(a);
    expect(batched.row).toEqual(a);
    expect(a).toEqual({
      s: TRICKY,
      n: BIG,
      t: BigInt(WHEN),
      b: 1n,
      bin: Buffer.from([0, 1, 0x5c, 0x27, 255]),
      amount: 12345678901234567890n,
    });
  });

  it('inlines null, false and a statement whose text holds $1 in a literal', () => {
    const id = db.transaction(() => {
      const r = db.prepare(`INSERT INTO "Item" (s, n, t, b) VALUES ('$1 stays' || ?, ?, ?, ?)`).run('!', null, null, false);
      return r.lastInsertRowid;
    })();
    expect(db.prepare(select).get(id)).toEqual({ s: '$1 stays!', n: null, t: null, b: 0, bin: null, amount: null });
  });

  it("gives a write's changes when they are read, in order with the writes before it", () => {
    const [a, b] = [insert().run('a', 1, WHEN, 0, null, 1), insert().run('b', 2, WHEN, 0, null, 2)].map((r) => r.lastInsertRowid);
    const changes = db.transaction(() => {
      const first = db.prepare('UPDATE "Item" SET n = n + 10 WHERE id IN (?, ?)').run(a, b);
      const second = db.prepare('UPDATE "Item" SET n = n * 2 WHERE id = ? AND n > 10').run(a);
      const none = db.prepare('UPDATE "Item" SET n = 0 WHERE id = -1').run();
      return [first.changes, second.changes, none.changes];
    })();
    expect(changes).toEqual([2, 1, 0]);
    expect(db.prepare('SELECT n FROM "Item" WHERE id IN (?, ?) ORDER BY id').pluck().all(a, b)).toEqual([22, 12]);
  });

  it('fails the transaction at the next statement when a queued write fails, and rolls it back', () => {
    const id = insert().run('kept', 5, WHEN, 0, null, 0).lastInsertRowid;
    let reached = false;
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE "Item" SET n = 6 WHERE id = ?').run(id);
        db.prepare('INSERT INTO "Item" (id, s) VALUES (?, ?)').run(id, 'duplicate');
        reached = true;
        return db.prepare('SELECT n FROM "Item" WHERE id = ?').pluck().get(id);
      })(),
    ).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }));
    expect(reached).toBe(true);
    expect(db.prepare('SELECT n FROM "Item" WHERE id = ?').pluck().get(id)).toBe(5);
    expect(db.inTransaction).toBe(false);
  });

  it('does not commit when the code caught the error of a failed batch', () => {
    const id = insert().run('kept', 5, WHEN, 0, null, 0).lastInsertRowid;
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO "Item" (id, s) VALUES (?, ?)').run(id, 'duplicate');
        try {
          db.prepare('SELECT 1').get();
        } catch {
          // swallowed: the transaction is still aborted
        }
        db.prepare('UPDATE "Item" SET n = 7 WHERE id = ?').run(id);
      })(),
    ).toThrow(/duplicate key/);
    expect(db.prepare('SELECT n FROM "Item" WHERE id = ?').pluck().get(id)).toBe(5);
  });

  it('drops the writes queued after a savepoint that is rolled back, and keeps the others', () => {
    const id = insert().run('s', 0, WHEN, 0, null, 0).lastInsertRowid;
    const bump = db.prepare('UPDATE "Item" SET n = n + ? WHERE id = ?');
    db.transaction(() => {
      bump.run(1, id);
      expect(() =>
        db.transaction(() => {
          bump.run(100, id);
          throw new Error('undo the savepoint');
        })(),
      ).toThrow('undo the savepoint');
      // a failing write in a savepoint fails the savepoint's function (sent at its end)
      expect(() =>
        db.transaction(() => {
          bump.run(1000, id);
          db.prepare('INSERT INTO "Item" (id) VALUES (?)').run(id);
        })(),
      ).toThrow(/duplicate key/);
      bump.run(10, id);
    })();
    expect(db.prepare('SELECT n FROM "Item" WHERE id = ?').pluck().get(id)).toBe(11);
  });

  it('sends a transaction that only writes, with its COMMIT, and commits it', () => {
    const id = insert().run('w', 0, WHEN, 0, null, 0).lastInsertRowid;
    const r = db.transaction(() => db.prepare('UPDATE "Item" SET s = ? WHERE id = ?').run('written', id))();
    expect(r.changes).toBe(1);
    expect(db.prepare('SELECT s FROM "Item" WHERE id = ?').pluck().get(id)).toBe('written');
  });
});

describe("the connection's own notifications", () => {
  it('are heard when the COMMIT answers, before the code that committed goes on; a rolled-back one never', () => {
    const heard: string[] = [];
    db.listen('h_batch_channel', (payload) => heard.push(payload));
    db.transaction(() => {
      db.prepare("SELECT pg_notify('h_batch_channel', ?)").get('committed');
      // (delivered on commit, not before)
      expect(heard).toEqual([]);
    })();
    // synchronously after the transaction: no await, no other turn of the event loop
    expect(heard).toEqual(['committed']);
    expect(() =>
      db.transaction(() => {
        db.prepare("SELECT pg_notify('h_batch_channel', ?)").get('rolled back');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    db.prepare('SELECT 1').get();
    expect(heard).toEqual(['committed']);
  });
});

describe('a lost connection', () => {
  it('is opened again for the next statement; a transaction it broke is refused, never continued on the new one', () => {
    const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    const listened: string[] = [];
    db.listen('h_batch_after_loss', (payload) => listened.push(payload));
    expect(() =>
      db.transaction(() => {
        db.prepare('INSERT INTO "Item" (s) VALUES (?)').run('before the loss');
        try {
          // the server ends this session (as a restart or a failover would)
          db.prepare('SELECT pg_terminate_backend(pg_backend_pid())').get();
        } catch {
          // (code that swallowed the error and went on)
        }
        pause(200); // the worker sees the socket close meanwhile
        db.prepare('INSERT INTO "Item" (s) VALUES (?)').run('after the loss');
        db.prepare('SELECT 1').get();
      })(),
    ).toThrow(/lost during this transaction/);
    // a new session answers, with the old one's LISTENs; nothing of the broken transaction is there
    expect(db.prepare('SELECT COUNT(*) AS n FROM "Item" WHERE s IN (?, ?)').get('before the loss', 'after the loss')).toEqual({ n: 0 });
    db.transaction(() => {
      db.prepare("SELECT pg_notify('h_batch_after_loss', 'heard')").get();
    })();
    expect(listened).toEqual(['heard']);
  });
});
