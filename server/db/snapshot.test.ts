// A sandbox's snapshots at the file level (decision 097): taken from the serving connection and
// put back into the live file while other connections keep it open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { putSnapshotBack, snapshotInto } from './backup.ts';
import { openSqlite } from './sqlite.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function live() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  dirs.push(dir);
  const file = path.join(dir, 'live.db');
  const db = openSqlite(file, { synchronous: 'NORMAL' });
  db.exec('CREATE TABLE t (n INTEGER)');
  return { dir, file, db, rows: () => db.prepare('SELECT n FROM t ORDER BY n').pluck().all() };
}

describe('snapshots of the live database', () => {
  it('puts the snapshot back under open connections, which all read it at once', async () => {
    const { dir, file, db, rows } = live();
    db.prepare('INSERT INTO t VALUES (1), (2)').run();
    const snapshot = path.join(dir, 's.db');
    expect(snapshotInto(db, snapshot)).toBeGreaterThan(0);
    db.prepare('INSERT INTO t VALUES (3)').run();
    const other = new Database(file);
    expect(other.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(3);
    await putSnapshotBack(snapshot, file);
    expect(rows()).toEqual([1, 2]);
    expect(other.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    other.close();
    db.close();
  });

  it('waits out a writer holding the live file (a checkpoint restarting the log) rather than copying nothing', async () => {
    const { dir, file, db, rows } = live();
    db.prepare('INSERT INTO t VALUES (1)').run();
    const snapshot = path.join(dir, 's.db');
    snapshotInto(db, snapshot);
    db.prepare('INSERT INTO t VALUES (2)').run();
    // another connection holds the write lock for a moment as the restore starts
    const writer = new Database(file);
    writer.exec('BEGIN IMMEDIATE');
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        writer.exec('COMMIT');
        resolve();
      }, 50),
    );
    await putSnapshotBack(snapshot, file);
    await released;
    expect(rows()).toEqual([1]);
    writer.close();
    db.close();
  });
});
