// Durability and backups (decision 072, issue 32 points 7 and 8): the server's connections
// commit with synchronous=FULL outside the test suite (the suite's apps keep NORMAL, and only
// they); `npm run backup` taken while orders are being placed restores to a database that passes
// SQLite's integrity check and the ledger reconcile; restore refuses a running server's database,
// an existing one without --replace, and a backup that is damaged or does not reconcile.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { BackupError, backup, databaseInUse, restore } from '../../server/db/backup.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { openFlowConnection } from '../../server/ledger/flow-index.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { appForFile, createTestApp } from '../helpers/app.ts';
import { api } from '../helpers/funds.ts';
import { ROOT, TEST_IMAGE_DIR, TEST_TMP } from '../helpers/paths.ts';

// (the per-user fast-order limit out of reach: the loop below places orders as fast as it can)
const env = appForFile({ env: { FAST_ORDERS_PER_10S: '1000000' } });
const work = path.join(TEST_TMP, `durability-${process.pid}`);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const synchronousOf = (db: { pragma(s: string, o: { simple: true }): unknown }) => db.pragma('synchronous', { simple: true });
const FULL = 2;
const NORMAL = 1;

describe('acknowledged means durable', () => {
  it('a deployment commits with synchronous=FULL on both connections; NORMAL only under NODE_ENV=test, refused in production', async () => {
    expect(loadConfig({}).databaseSynchronous).toBe('FULL');
    expect(loadConfig({ NODE_ENV: 'production' }).databaseSynchronous).toBe('FULL');
    expect(loadConfig({ NODE_ENV: 'test' }).databaseSynchronous).toBe('NORMAL');
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_SYNCHRONOUS: 'NORMAL' })).toThrow(
      /DATABASE_SYNCHRONOUS=NORMAL .* refused in production/,
    );
    // the app as a deployment builds it (production's defaults), not the suite's
    const deployed = await createTestApp({ env: { NODE_ENV: 'production', MARKET_DEMO_ONLY: 'true' } });
    try {
      expect(synchronousOf(deployed.app.ctx.sqlite)).toBe(FULL);
      const [row] = await deployed.app.ctx.prisma.$queryRawUnsafe<{ synchronous: bigint }[]>('PRAGMA synchronous');
      expect(Number(row?.synchronous)).toBe(FULL);
    } finally {
      await deployed.close();
    }
    // the suite's own apps: the faster setting, which only NODE_ENV=test gets
    expect(synchronousOf(env.t.app.ctx.sqlite)).toBe(NORMAL);
    // scripts and tools opening the database without a setting get FULL too
    const file = path.join(work, 'plain.db');
    fs.mkdirSync(work, { recursive: true });
    const db = openSqlite(file);
    expect(synchronousOf(db)).toBe(FULL);
    db.close();
  });
});

describe('group commits synced off the serving thread (decision 109)', () => {
  it('a fast order is answered only once the sync of the log after its commit returned; the server serves meanwhile', async () => {
    // the sync is held until the test releases it
    const syncs: (() => void)[] = [];
    const held = await createTestApp({
      env: { DATABASE_SYNCHRONOUS: 'FULL', FAST_ORDERS_PER_10S: '1000' },
      syncLog: () => new Promise<void>((resolve) => syncs.push(resolve)),
    });
    try {
      const t = held;
      const user = await registerAndLogin(t);
      const productId = t.app.market.product('ETH/USDT')?.id as number;
      t.app.market.ticks.record([[productId, t.clock.now(), 300_000]]);
      const orders = () =>
        Number((t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "FastOrder" WHERE userId = ?').get(user.userId) as { n: number }).n);
      let answer: { code: number } | undefined;
      const placing = api(t, user.token)
        .post('/api/fast/order', { productId, direction: 'up', amount: '10', durationSec: 30, mode: 'demo' })
        .then((r) => {
          answer = r.body;
        });
      // committed (no transaction open on the connection), its sync not returned yet
      await expect.poll(orders).toBe(1);
      await expect.poll(() => syncs.length).toBe(1);
      expect(t.app.ctx.sqlite.inTransaction).toBe(false);
      expect(t.app.ctx.sqlite.pragma('synchronous', { simple: true })).toBe(FULL);
      // the server answers other requests while the sync is held; the order's answer waits
      expect((await api(t, user.token).get('/api/demo/wallet')).body.code).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(answer).toBeUndefined();
      syncs[0]?.();
      await placing;
      expect(answer?.code, JSON.stringify(answer)).toBe(0);
      expect(orders()).toBe(1);
    } finally {
      await held.close();
    }
  });
});

/** Runs a script of scripts/ as `npm run` does, with the test app's database as DATABASE_URL. */
function runScript(script: string, args: string[], place: { databaseFile: string; dataDir: string }) {
  const { NODE_ENV: _vitest, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...rest, DATABASE_URL: `file:${place.databaseFile}`, DATA_DIR: place.dataDir, IMAGE_DIR: path.join(place.dataDir, 'images') },
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const journals = (db: Database.Database) => (db.prepare('SELECT COUNT(*) AS n FROM "LedgerJournal"').get() as { n: number }).n;

describe('backup and restore', () => {
  it('a backup taken while orders are placed restores, passes the integrity check and reconciles; restore refuses a running server', async () => {
    const t = env.t;
    const live = { databaseFile: t.dbFile, dataDir: path.dirname(t.dbFile), imageDir: TEST_IMAGE_DIR };
    fs.writeFileSync(path.join(live.dataDir, 'market-secret'), 'the market secret of this deployment');
    const user = await registerAndLogin(t);
    const productId = t.app.market.product('ETH/USDT')?.id as number;
    t.app.market.ticks.record([[productId, t.clock.now(), 300_000]]);
    const before = journals(t.app.ctx.sqlite);

    // demo orders, one after another, for as long as the backup process runs
    let running = true;
    let placed = 0;
    const writer = (async () => {
      while (running) {
        const r = await api(t, user.token).post('/api/fast/order', {
          productId,
          direction: 'up',
          amount: '10',
          durationSec: 30,
          mode: 'demo',
        });
        expect(r.body.code, JSON.stringify(r.body)).toBe(0);
        placed++;
      }
    })();
    const folder = path.join(work, 'backup-1');
    const made = await runScript('backup', [folder], live);
    running = false;
    await writer;
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/integrity ok/);
    const after = journals(t.app.ctx.sqlite);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    // orders went on while the backup process ran: it holds a moment between, as of one commit
    expect(placed).toBeGreaterThan(0);
    expect(manifest.journals).toBeGreaterThan(before);
    expect(manifest.journals).toBeLessThan(after);
    expect(manifest.secrets).toEqual(['api-key-seal-key', 'deposit-key', 'kyc-seal-key', 'kyc-secret', 'market-secret']);

    // over the running server's database: refused (with --replace too), nothing touched
    expect(databaseInUse(t.dbFile)).toBe(true);
    expect(() => restore(folder, live, { replace: true })).toThrow(/is open \(a running server\?\): stop it/);
    expect(journals(t.app.ctx.sqlite)).toBe(after);

    // into a new data folder: restored, checked, and the same ledger as the server's up to its last journal
    const target = {
      databaseFile: path.join(work, 'restored', 'platform.db'),
      dataDir: path.join(work, 'restored'),
      imageDir: path.join(work, 'restored', 'images'),
    };
    const restored = await runScript('restore', [folder], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/integrity ok, the ledger reconciles/);
    const db = openFlowConnection(target.databaseFile);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(reconcile(db)).toEqual([]);
      expect(journals(db)).toBe(manifest.journals);
      const ours = db.prepare('SELECT id, idempotencyKey, contentHash FROM "LedgerJournal" ORDER BY id').all();
      const theirs = t.app.ctx.sqlite
        .prepare('SELECT id, idempotencyKey, contentHash FROM "LedgerJournal" WHERE id <= ? ORDER BY id')
        .all(manifest.lastJournalId);
      expect(ours).toEqual(theirs);
    } finally {
      db.close();
    }
    expect(fs.readFileSync(path.join(target.dataDir, 'market-secret'), 'utf8')).toBe('the market secret of this deployment');
    // (the sealed document numbers are read with the deployment's own seal key on the new machine)
    expect(fs.readFileSync(path.join(target.dataDir, 'kyc-seal-key'))).toEqual(fs.readFileSync(path.join(live.dataDir, 'kyc-seal-key')));

    // over a stopped database: only with --replace, which moves it aside
    expect(() => restore(folder, target)).toThrow(/exists: pass --replace/);
    const again = restore(folder, target, { replace: true, now: new Date(t.clock.now()) });
    expect(again.replacedTo).toBe(`${target.databaseFile}.replaced-2026-11-21T12-00-00-000Z`);
    const aside = new Database(again.replacedTo as string, { readonly: true });
    expect(journals(aside)).toBe(manifest.journals);
    aside.close();
  }, 60_000);

  it('refuses a backup that is damaged or whose ledger does not reconcile, leaving the target as it was', async () => {
    const t = env.t;
    const live = { databaseFile: t.dbFile, dataDir: path.dirname(t.dbFile), imageDir: TEST_IMAGE_DIR };
    const target = {
      databaseFile: path.join(work, 'refused', 'platform.db'),
      dataDir: path.join(work, 'refused'),
      imageDir: path.join(work, 'refused', 'images'),
    };
    const folder = path.join(work, 'backup-2');
    const manifest = await backup(live, folder);
    const file = path.join(folder, 'platform.db');
    const original = fs.readFileSync(file);
    const reseal = () => {
      const m = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
      m.sha256 = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(m));
    };

    // a byte changed after the backup was written
    const flipped = Buffer.from(original);
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 100) ^ 0xff, flipped.length - 100);
    fs.writeFileSync(file, flipped);
    expect(() => restore(folder, target)).toThrow(/does not match its manifest's checksum/);

    // pages overwritten (and the checksum made to match): SQLite's integrity check
    const damaged = Buffer.from(original);
    damaged.fill(0x5a, 4096 * 3, 4096 * 6);
    fs.writeFileSync(file, damaged);
    reseal();
    expect(() => restore(folder, target)).toThrow(BackupError);
    expect(() => restore(folder, target)).toThrow(/integrity check/);

    // a balance that is not the sum of its postings: the ledger reconcile
    fs.writeFileSync(file, original);
    const db = new Database(file);
    db.prepare('UPDATE "LedgerAccount" SET balance = balance + 1 WHERE id = (SELECT MIN(id) FROM "LedgerAccount")').run();
    db.close();
    reseal();
    expect(() => restore(folder, target)).toThrow(/ledger does not reconcile: .*cached-balance: account \d+ caches/);

    // nothing was put in place, nothing left beside it
    expect(fs.existsSync(target.databaseFile)).toBe(false);
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
    expect(manifest.journals).toBeGreaterThan(0);
  });
});
