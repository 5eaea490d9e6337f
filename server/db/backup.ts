// Backups of the default shape (decision 072): one SQLite file and the data folder's secrets and
// uploads. `npm run backup` copies the database with SQLite's online backup API in ONE step,
// i.e. one read transaction: in WAL mode it never blocks the running server's writers, and the
// copy is the database as of one commit (never a file copy, which can catch a page half-way).
// `npm run restore` checks a backup (SQLite's integrity check and the ledger reconcile) on a
// copy beside the target before it puts it in place, and refuses a database a server has open.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { flowFileOf, openFlowConnection } from '../ledger/flow-index.ts';
import { type Drift, reconcile } from '../ledger/reconcile.ts';

/**
 * The data folder's files that belong with its database (the market secret: the published
 * commitments; the KYC key: stored document hashes; the KYC seal key: the sealed document numbers,
 * unreadable without it).
 */
export const BACKUP_SECRETS = ['api-key-seal-key', 'deposit-key', 'jwt-secret', 'kyc-seal-key', 'kyc-secret', 'market-secret'] as const;
const DATABASE = 'platform.db';
const MANIFEST = 'manifest.json';

export interface BackupPlace {
  databaseFile: string;
  dataDir: string;
  imageDir: string;
}

export interface Manifest {
  createdAt: string;
  database: string;
  bytes: number;
  sha256: string;
  journals: number;
  lastJournalId: number;
  secrets: string[];
  folders: string[];
}

export class BackupError extends Error {}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function fsyncDir(dir: string) {
  try {
    fsyncFile(dir);
  } catch {
    // (a platform that cannot open a directory: the renames are still done)
  }
}

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function ledgerCounts(db: Database.Database): { journals: number; lastJournalId: number } {
  return db.prepare('SELECT COUNT(*) AS journals, COALESCE(MAX(id), 0) AS lastJournalId FROM "LedgerJournal"').get() as {
    journals: number;
    lastJournalId: number;
  };
}

/** SQLite's integrity check of `file`: 'ok', or what it found. */
function integrity(file: string): string {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  } catch (e) {
    // (a file too damaged to read says so as an error)
    return String((e as Error).message);
  } finally {
    db?.close();
  }
}

/**
 * Whether a connection (a running server, its workers, a script) has `file` open: a WAL
 * database's every connection holds a shared lock, so an exclusive one is refused at once.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw e;
  } finally {
    db.close();
  }
}

/**
 * Writes a backup of `from` into the folder `to` (created; refused when it exists and is not
 * empty): `platform.db`, the data folder's secrets, `uploads/` and `images/`, and a manifest.
 */
export async function backup(from: BackupPlace, to: string): Promise<Manifest> {
  if (!fs.existsSync(from.databaseFile)) throw new BackupError(`No database at ${from.databaseFile}.`);
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0) throw new BackupError(`${to} exists and is not empty: choose a new folder.`);
  fs.mkdirSync(to, { recursive: true });
  const partial = path.join(to, `${DATABASE}.partial`);
  const src = new Database(from.databaseFile, { readonly: true, fileMustExist: true });
  try {
    src.pragma('busy_timeout = 5000');
    // better-sqlite3 starts with a step of no pages, then asks how many the next should copy:
    // all of them, so that the copy is one read transaction (no restart when the server commits)
    await src.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    src.close();
  }
  const copy = new Database(partial, { fileMustExist: true });
  let counts: { journals: number; lastJournalId: number };
  try {
    // a standalone file: no write-ahead log to carry beside it
    copy.pragma('journal_mode = DELETE');
    counts = ledgerCounts(copy);
  } finally {
    copy.close();
  }
  const checked = integrity(partial);
  if (checked !== 'ok') throw new BackupError(`The copy fails SQLite's integrity check: ${checked}`);
  fsyncFile(partial);
  const file = path.join(to, DATABASE);
  fs.renameSync(partial, file);
  // files after the snapshot: every upload its rows name was written before them
  const secrets: string[] = [];
  for (const name of BACKUP_SECRETS) {
    const source = path.join(from.dataDir, name);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.join(to, 'data'), { recursive: true });
    fs.copyFileSync(source, path.join(to, 'data', name));
    secrets.push(name);
  }
  const folders: string[] = [];
  for (const [name, source] of [
    ['uploads', path.join(from.dataDir, 'uploads')],
    ['images', from.imageDir],
  ] as const) {
    if (!fs.existsSync(source)) continue;
    fs.cpSync(source, path.join(to, 'data', name), { recursive: true });
    folders.push(name);
  }
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database: DATABASE,
    bytes: fs.statSync(file).size,
    sha256: sha256(file),
    ...counts,
    secrets,
    folders,
  };
  fs.writeFileSync(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  fsyncFile(path.join(to, MANIFEST));
  fsyncDir(to);
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the database that was replaced was moved (with its write-ahead log), or null. */
  replacedTo: string | null;
}

/** Moves `file` and its write-ahead log aside as `<file>.replaced-<stamp>` (still openable). */
function moveAside(file: string, stamp: string): string {
  const aside = `${file}.replaced-${stamp}`;
  fs.renameSync(file, aside);
  if (fs.existsSync(`${file}-wal`)) fs.renameSync(`${file}-wal`, `${aside}-wal`);
  fs.rmSync(`${file}-shm`, { force: true });
  return aside;
}

function removeWithLog(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Restores the backup folder `from` to `to`: refused while a connection has the target open,
 * and over an existing database unless `replace` (which moves it aside, never deletes it). The
 * backup is checked on a copy beside the target first (manifest checksum, SQLite's integrity
 * check, the ledger reconcile); only a copy that passes is renamed into place.
 */
export function restore(from: string, to: BackupPlace, options: { replace?: boolean; now?: Date } = {}): RestoreResult {
  const source = path.join(from, DATABASE);
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(source) || !fs.existsSync(manifestFile))
    throw new BackupError(`${from} is not a backup (no ${DATABASE} or ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const exists = fs.existsSync(to.databaseFile);
  if (exists && databaseInUse(to.databaseFile)) {
    throw new BackupError(`${to.databaseFile} is open (a running server?): stop it before restoring over its database.`);
  }
  if (exists && !options.replace) {
    throw new BackupError(`${to.databaseFile} exists: pass --replace to move it aside and restore over it.`);
  }
  fs.mkdirSync(path.dirname(path.resolve(to.databaseFile)), { recursive: true });
  const staged = `${to.databaseFile}.restoring`;
  removeWithLog(staged);
  removeWithLog(flowFileOf(staged));
  try {
    fs.copyFileSync(source, staged);
    if (sha256(staged) !== manifest.sha256) throw new BackupError(`${source} does not match its manifest's checksum.`);
    const checked = integrity(staged);
    if (checked !== 'ok') throw new BackupError(`The backup fails SQLite's integrity check: ${checked}`);
    // the ledger's invariants, the flow index rebuilt beside the copy included
    const db = openFlowConnection(staged);
    let drifts: Drift[];
    try {
      drifts = reconcile(db);
    } finally {
      db.close();
    }
    if (drifts.length > 0) {
      throw new BackupError(`The backup's ledger does not reconcile: ${drifts.map((d) => `${d.check}: ${d.detail}`).join('; ')}`);
    }
    fsyncFile(staged);
  } catch (e) {
    removeWithLog(staged);
    throw e;
  } finally {
    removeWithLog(flowFileOf(staged));
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  // (checked again: a server may have started meanwhile)
  if (exists && databaseInUse(to.databaseFile)) {
    removeWithLog(staged);
    throw new BackupError(`${to.databaseFile} is open (a running server?): stop it before restoring over its database.`);
  }
  const replacedTo = exists ? moveAside(to.databaseFile, stamp) : null;
  // the flow index is derived from the ledger: the server rebuilds it from the restored one
  removeWithLog(flowFileOf(to.databaseFile));
  fs.renameSync(staged, to.databaseFile);
  fsyncDir(path.dirname(path.resolve(to.databaseFile)));
  // the secrets belong with the database (a different one is moved aside); files are added
  for (const name of manifest.secrets) {
    const target = path.join(to.dataDir, name);
    const backed = path.join(from, 'data', name);
    fs.mkdirSync(to.dataDir, { recursive: true });
    if (fs.existsSync(target)) {
      if (fs.readFileSync(target).equals(fs.readFileSync(backed))) continue;
      fs.renameSync(target, `${target}.replaced-${stamp}`);
    }
    fs.copyFileSync(backed, target);
  }
  for (const name of manifest.folders) {
    const target = name === 'images' ? to.imageDir : path.join(to.dataDir, name);
    fs.cpSync(path.join(from, 'data', name), target, { recursive: true, force: false, errorOnExist: false });
  }
  return { manifest, replacedTo };
}

/**
 * A sandbox's snapshot (decision 097): the database of the serving connection `db` as of one
 * commit, into `file` (`VACUUM INTO`, synchronous: nothing commits meanwhile). The copy's header
 * says WAL as the live file's does: putting it back copies page 1 too, and a rollback-journal
 * header under the live connections' write-ahead log would mislead them.
 */
export function snapshotInto(db: Database.Database, file: string): number {
  const partial = `${file}.partial`;
  removeWithLog(partial);
  db.prepare('VACUUM INTO ?').run(partial);
  const copy = new Database(partial);
  try {
    copy.pragma('journal_mode = WAL');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, file);
  return fs.statSync(file).size;
}

/**
 * Puts the snapshot `from` back into the live database file `to` while the server keeps it open:
 * SQLite's online backup API in one step, i.e. one write transaction, so every connection (the
 * server's, Prisma's, the workers') sees the old database or the new one, never a mixture.
 */
export async function putSnapshotBack(from: string, to: string): Promise<void> {
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    // better-sqlite3 takes a first step that finds the live file locked (the checkpointer's
    // RESTART holds writers off for a moment) for a finished copy of nothing: 0 pages in all.
    // Such a copy wrote nothing, so it is made again (a snapshot is never empty)
    for (let attempt = 1; ; attempt++) {
      const copied = await source.backup(to, { progress: () => 0x7fffffff });
      if (copied.totalPages > 0) return;
      if (attempt === 100) throw new BackupError(`${to} stayed locked: the snapshot was not put back.`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    source.close();
  }
}
