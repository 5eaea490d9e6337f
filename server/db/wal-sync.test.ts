// The log synced off the serving thread (decision 109): a group's commit is written at NORMAL
// with the connection FULL again afterwards, and its callers hear only after a sync that began
// after their commit has returned.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/helpers/ledger-db.ts';
import { TEST_TMP } from '../../tests/helpers/paths.ts';
import type { Sqlite } from './sqlite.ts';
import { fsyncFile, WalSync } from './wal-sync.ts';

const FULL = 2;
const NORMAL = 1;

let db: Sqlite;
let file: string;
let cleanup: () => void;
beforeEach(() => {
  ({ db, file, cleanup } = freshDatabase());
  db.pragma('synchronous = FULL');
});
afterEach(() => cleanup());

/** A sync function the test finishes by hand: each call waits for its own release. */
function heldSyncs() {
  const calls: { release: () => void; fail: (e: Error) => void }[] = [];
  const syncLog = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ release: resolve, fail: reject });
    });
  return { calls, syncLog };
}

/** Whether a promise has settled by now (after pending callbacks ran). */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((r) => setImmediate(r));
  return done;
}

it('commits a transaction at NORMAL and leaves the connection at FULL, also when it throws', () => {
  const wal = new WalSync(db, async () => {});
  const inside = wal.commitUnsynced(() => db.pragma('synchronous', { simple: true }));
  expect(inside).toBe(NORMAL);
  expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
  expect(() =>
    wal.commitUnsynced(() => {
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
  // inside another transaction its commit is not this call's to make
  expect(() => db.transaction(() => wal.commitUnsynced(() => 1))()).toThrow(/whole transaction/);
});

it('resolves only after a sync that began after the call; callers during a running sync share the next one', async () => {
  const { calls, syncLog } = heldSyncs();
  const wal = new WalSync(db, syncLog);
  const first = wal.synced();
  expect(calls).toHaveLength(1);
  // asked while the first sync runs: that one may have begun before this commit was written
  const second = wal.synced();
  const third = wal.synced();
  expect(calls).toHaveLength(1);
  expect(await settled(first)).toBe(false);
  calls[0]?.release();
  expect(await settled(first)).toBe(true);
  expect(await settled(second)).toBe(false);
  // one sync for both waiting callers
  expect(calls).toHaveLength(2);
  calls[1]?.release();
  await Promise.all([second, third]);
  expect(calls).toHaveLength(2);
});

it('a failed sync rejects its callers; the next caller gets a sync of its own', async () => {
  const { calls, syncLog } = heldSyncs();
  const wal = new WalSync(db, syncLog);
  const failing = wal.synced();
  calls[0]?.fail(new Error('EIO'));
  await expect(failing).rejects.toThrow('EIO');
  const next = wal.synced();
  expect(calls).toHaveLength(2);
  calls[1]?.release();
  await expect(next).resolves.toBeUndefined();
});

it('fsyncFile syncs the log file, and finds nothing to sync where the log is gone (checkpointed and removed)', async () => {
  const wal = new WalSync(db, fsyncFile(`${file}-wal`));
  wal.commitUnsynced(() => db.transaction(() => db.prepare('CREATE TABLE synced_probe (x)').run())());
  expect(fs.existsSync(`${file}-wal`)).toBe(true);
  await expect(wal.synced()).resolves.toBeUndefined();
  const missing = path.join(TEST_TMP, `no-such-${process.pid}.db-wal`);
  await expect(fsyncFile(missing)()).resolves.toBeUndefined();
  // any other failure is the callers' (their commit may not be on disk)
  await expect(fsyncFile(path.join(file, 'below-a-file'))()).rejects.toThrow(/ENOTDIR/);
});

it('fsyncFile keeps the file open between syncs and opens it again when the path names another file', async () => {
  const log = path.join(TEST_TMP, `held-${process.pid}.log`);
  fs.writeFileSync(log, 'first');
  const opened: number[] = [];
  const realOpen = fs.openSync;
  const spy = (...args: Parameters<typeof fs.openSync>) => {
    const fd = realOpen(...args);
    if (args[0] === log) opened.push(fd);
    return fd;
  };
  (fs as { openSync: typeof fs.openSync }).openSync = spy;
  const closed: number[] = [];
  const realClose = fs.close;
  (fs as { close: typeof fs.close }).close = ((fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
    closed.push(fd);
    realClose(fd, callback);
  }) as typeof fs.close;
  const sync = fsyncFile(log);
  try {
    await sync();
    await sync();
    await sync();
    expect(opened).toHaveLength(1);
    // moved aside (a restore) and made again: the new file is the one synced from now on
    fs.renameSync(log, `${log}.aside`);
    fs.writeFileSync(log, 'second');
    await sync();
    expect(opened).toHaveLength(2);
    // gone: nothing to sync, and the file held is let go
    fs.rmSync(log);
    await expect(sync()).resolves.toBeUndefined();
    fs.writeFileSync(log, 'third');
    await sync();
    expect(opened).toHaveLength(3);
    // let go while a sync runs: the file is closed once that sync returned, and the sync succeeds
    const running = sync();
    const closedBefore = closed.length;
    sync.close?.();
    expect(closed).toHaveLength(closedBefore);
    await expect(running).resolves.toBeUndefined();
    expect(closed).toHaveLength(closedBefore + 1);
    expect(closed.at(-1)).toBe(opened[2]);
  } finally {
    (fs as { openSync: typeof fs.openSync }).openSync = realOpen;
    (fs as { close: typeof fs.close }).close = realClose;
    sync.close?.();
    fs.rmSync(log, { force: true });
    fs.rmSync(`${log}.aside`, { force: true });
  }
});

it('beforeNextSync runs at once when no sync runs, else when the running one returns; what those runs ask for is one sync', async () => {
  const { calls, syncLog } = heldSyncs();
  const wal = new WalSync(db, syncLog);
  const order: string[] = [];
  wal.beforeNextSync(() => order.push('idle'));
  expect(order).toEqual(['idle']);
  const first = wal.synced();
  const asked: Promise<void>[] = [];
  wal.beforeNextSync(() => {
    order.push('a');
    asked.push(wal.synced());
  });
  wal.beforeNextSync(() => {
    order.push('b');
    asked.push(wal.synced());
  });
  expect(order).toEqual(['idle']);
  calls[0]?.release();
  await first;
  expect(order).toEqual(['idle', 'a', 'b']);
  // both asked after the first sync returned: one sync covers them
  expect(calls).toHaveLength(2);
  expect(await settled(Promise.all(asked))).toBe(false);
  calls[1]?.release();
  await Promise.all(asked);
  expect(calls).toHaveLength(2);
});

it('a beforeNextSync callback that throws does not keep the others from running, nor the next sync from starting', async () => {
  const { calls, syncLog } = heldSyncs();
  const wal = new WalSync(db, syncLog);
  const first = wal.synced();
  const ran: string[] = [];
  let later: Promise<void> | undefined;
  wal.beforeNextSync(() => {
    ran.push('a');
    throw new Error('group failed');
  });
  wal.beforeNextSync(() => {
    ran.push('b');
    later = wal.synced();
  });
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    calls[0]?.release();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(ran).toEqual(['a', 'b']);
    expect(calls).toHaveLength(2);
    calls[1]?.release();
    await later;
    // the failure is not swallowed: it surfaces as the sync callback's error
    expect(unhandled).toEqual([new Error('group failed')]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
