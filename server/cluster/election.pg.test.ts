// The engine's lease and its fencing on PostgreSQL (decision 082), one look at a time: two
// instances' connections, the lease taken, renewed, lost and handed over, and a write of a
// leader whose lease moved on refused by the database. Runs with TEST_STORE=postgres.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../tests/helpers/paths.ts';
import type { Sqlite } from '../db/sqlite.ts';
import { LeaseStore } from '../db/store/engine-lease.ts';
import { openPgSync } from '../db/store/index.ts';
import type { PgSyncDatabase } from '../db/store/pg-sync.ts';
import { EngineElection, type EngineWork } from './election.ts';

const SERVER = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `h1_election_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const LEASE_MS = 2000;

/** Two instances' synchronous connections, and one to look and meddle with. */
let a: Sqlite;
let b: Sqlite;
let admin: pg.Client;

beforeAll(async () => {
  const c0 = new pg.Client({ connectionString: SERVER });
  await c0.connect();
  await c0.query(`CREATE DATABASE ${DB_NAME}`);
  await c0.end();
  // the lease table and engine_fence as the PostgreSQL migration makes them
  const dir = path.join(ROOT, 'prisma/postgres/migrations');
  const migration = fs.readdirSync(dir).find((d) => d.endsWith('_engine_lease')) as string;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(fs.readFileSync(path.join(dir, migration, 'migration.sql'), 'utf8'));
  await admin.query('CREATE TABLE "Work" (id SERIAL PRIMARY KEY, who TEXT NOT NULL)');
  a = openPgSync(url, { applicationName: 'h1_election_a' });
  b = openPgSync(url, { applicationName: 'h1_election_b' });
});

afterAll(async () => {
  a?.close();
  b?.close();
  await admin?.end();
  const c0 = new pg.Client({ connectionString: SERVER });
  await c0.connect();
  await c0.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await c0.end();
});

beforeEach(async () => {
  await admin.query('DELETE FROM "EngineLease"');
  await admin.query('DELETE FROM "Work"');
  (a as unknown as PgSyncDatabase).setFence(null);
  (b as unknown as PgSyncDatabase).setFence(null);
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as never;

/** An instance's election with a work that records its promotions and demotions. */
function instance(id: string, db: Sqlite, work: Partial<EngineWork> = {}) {
  const log: string[] = [];
  const election = new EngineElection(
    new LeaseStore(db),
    db as unknown as PgSyncDatabase,
    { instanceId: id, stand: true, leaseMs: LEASE_MS, autoBeat: false },
    {
      promote:
        work.promote ??
        (async (epoch) => {
          log.push(`promote ${epoch}`);
          return undefined;
        }),
      demote: work.demote ?? (async () => void log.push('demote')),
    },
    quiet,
  );
  return { election, log, write: db.transaction(() => db.prepare('INSERT INTO "Work" (who) VALUES (?)').run(id)) };
}

const works = async () => (await admin.query('SELECT who FROM "Work" ORDER BY id')).rows.map((r) => r.who);
/** As if the leader stopped renewing long enough: the lease has run out. */
const expire = () => admin.query('UPDATE "EngineLease" SET "expiresAt" = 0');

describe('the engine lease', () => {
  it('one candidate takes it; the other follows and knows where the leader is', async () => {
    const x = instance('a', a);
    const y = instance('b', b);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    y.election.start('http://b:1');
    expect(y.election.state).toBe('following');
    expect(y.election.leader()).toEqual({ holder: 'a', url: 'http://a:1', epoch: 1 });
    expect(y.election.leaderUrl()).toBe('http://a:1');
    expect(x.election.leaderUrl()).toBeNull();
    expect(x.log).toEqual(['promote 1']);
    // heartbeats keep it: the follower never takes it meanwhile
    for (let i = 0; i < 3; i++) {
      x.election.heartbeat();
      y.election.heartbeat();
    }
    expect(y.election.state).toBe('following');
    expect((await admin.query('SELECT epoch, holder FROM "EngineLease"')).rows).toEqual([{ epoch: 1, holder: 'a' }]);
    await x.election.stop();
    await y.election.stop();
  });

  it('a leader paused past its lease is refused at its next write, by the epoch, and steps down', async () => {
    const x = instance('a', a);
    const y = instance('b', b);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    x.write();
    y.election.start('http://b:1');
    // a is paused (no heartbeat) past its lease: b takes it with the next epoch
    await expire();
    y.election.heartbeat();
    await vi.waitFor(() => expect(y.election.state).toBe('leading'));
    expect(y.election.epoch).toBe(2);
    y.write();
    // a wakes up and writes as the engine it believes it is: PostgreSQL refuses it
    expect(x.election.state).toBe('leading');
    expect(() => x.write()).toThrow(expect.objectContaining({ code: 'ENGINE_FENCED' }));
    expect(await works()).toEqual(['a', 'b']);
    await vi.waitFor(() => expect(x.election.state).toBe('following'));
    expect(x.log).toEqual(['promote 1', 'demote']);
    // following, its writes are an ordinary instance's again (no fence)
    x.write();
    expect(await works()).toEqual(['a', 'b', 'a']);
    x.election.heartbeat();
    expect(x.election.leader()?.holder).toBe('b');
    await x.election.stop();
    await y.election.stop();
  });

  it('a leader whose renewal finds the epoch moved on steps down', async () => {
    const x = instance('a', a);
    const y = instance('b', b);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    y.election.start('http://b:1');
    await expire();
    y.election.heartbeat();
    await vi.waitFor(() => expect(y.election.state).toBe('leading'));
    x.election.heartbeat();
    await vi.waitFor(() => expect(x.log).toEqual(['promote 1', 'demote']));
    expect(x.election.state).toBe('following');
    await x.election.stop();
    await y.election.stop();
  });

  it('an expired lease nobody took is still its epoch: the leader renews it', async () => {
    const x = instance('a', a);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    await expire();
    x.election.heartbeat();
    expect(x.election.state).toBe('leading');
    const { rows } = await admin.query(
      'SELECT epoch, "expiresAt" > CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) AS live FROM "EngineLease"',
    );
    expect(rows).toEqual([{ epoch: 1, live: true }]);
    await x.election.stop();
  });

  it('a clean stop gives the lease up: the follower takes it at its next look, without waiting for it to run out', async () => {
    const x = instance('a', a);
    const y = instance('b', b);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    y.election.start('http://b:1');
    await x.election.stop();
    expect(x.log).toEqual(['promote 1', 'demote']);
    y.election.heartbeat();
    await vi.waitFor(() => expect(y.election.state).toBe('leading'));
    expect(y.election.epoch).toBe(2);
    await y.election.stop();
  });

  it('a rebuild that fails gives the lease up and the instance does not stand again at once', async () => {
    const x = instance('a', a, {
      promote: async () => {
        throw new Error('the market secret does not match');
      },
    });
    const y = instance('b', b);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.log).toEqual(['demote']));
    expect(x.election.state).toBe('following');
    y.election.start('http://b:1');
    await vi.waitFor(() => expect(y.election.state).toBe('leading'));
    expect(y.election.epoch).toBe(2);
    await expire();
    x.election.heartbeat();
    expect(x.election.state).toBe('following');
    await x.election.stop();
    await y.election.stop();
  });

  it('a transaction of a leader whose lease another took is refused whole', async () => {
    const x = instance('a', a);
    x.election.start('http://a:1');
    await vi.waitFor(() => expect(x.election.state).toBe('leading'));
    const tx = a.transaction(() => {
      a.prepare('INSERT INTO "Work" (who) VALUES (?)').run('a-first');
      return Number((a.prepare('SELECT COUNT(*) AS n FROM "Work"').get() as { n: number | bigint }).n);
    });
    expect(tx()).toBe(1);
    // another instance takes the lease: the same transaction again writes nothing
    await expire();
    await admin.query(`UPDATE "EngineLease" SET epoch = epoch + 1, holder = 'c', "expiresAt" = 9999999999999`);
    expect(() => tx()).toThrow(expect.objectContaining({ code: 'ENGINE_FENCED' }));
    expect(await works()).toEqual(['a-first']);
    await vi.waitFor(() => expect(x.election.state).toBe('following'));
    await x.election.stop();
  });
});
