// The platform's files (issue 35): staff's public images, customers' private uploads (deposit
// proofs, identity photos) and chat images, each area read and written by a relative path.
// On SQLite (one machine) they stay in folders as before, which backups copy (db/backup.ts);
// on PostgreSQL they are rows of StoredFile, so that every instance of a deployment serves what
// another stored (decision 081). What is stored is decided by the modules (content checks,
// size limits, re-encoding); the store only keeps bytes under a path that cannot leave it.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Sqlite } from '../sqlite.ts';

/** 'images': public (GET /api/image/*); 'uploads' and 'chat': private, sent to their owner or staff only. */
export type FileArea = 'images' | 'uploads' | 'chat';

export interface FileStore {
  readonly area: FileArea;
  /** Writes the file (replacing one of that path); throws when the path is not a plain relative one. */
  write(relative: string, content: Buffer, contentType?: string): void;
  /** The file's bytes; null when there is none or the path leads outside the store. */
  read(relative: string): Buffer | null;
  exists(relative: string): boolean;
  /** Null as read() is. */
  stat(relative: string): { size: number } | null;
}

/**
 * `relative` when it is a plain relative path of the store ("content/ab12.png"): no leading
 * slash, no empty, "." or ".." segment, no backslash or NUL; otherwise null.
 */
export function storePath(relative: string): string | null {
  if (!relative || relative.length > 1024 || /[\\\0]/.test(relative)) return null;
  return relative.split('/').every((s) => s !== '' && s !== '.' && s !== '..') ? relative : null;
}

function checkedPath(relative: string): string {
  const p = storePath(relative);
  if (!p) throw new Error(`not a path of the file store: ${JSON.stringify(relative)}`);
  return p;
}

/** A folder: a path is resolved through links and must stay inside it. */
export class FolderFileStore implements FileStore {
  private realRoot: string | undefined;

  constructor(
    readonly area: FileArea,
    private readonly dir: string,
    /** The files' mode: public images 0644, private uploads 0600. */
    private readonly mode: number,
  ) {}

  /** The folder's real path (created when missing). */
  private root(): string {
    if (!this.realRoot) {
      fs.mkdirSync(this.dir, { recursive: true });
      this.realRoot = fs.realpathSync(this.dir);
    }
    return this.realRoot;
  }

  /** The file a path names, or null when it is missing, not a file, or leads outside the folder. */
  private fileOf(relative: string): { file: string; size: number } | null {
    const p = storePath(relative);
    if (!p) return null;
    const root = this.root();
    try {
      const file = fs.realpathSync(path.join(root, p));
      if (!file.startsWith(root + path.sep)) return null;
      const stat = fs.statSync(file);
      return stat.isFile() ? { file, size: stat.size } : null;
    } catch {
      return null;
    }
  }

  write(relative: string, content: Buffer): void {
    const root = this.root();
    const file = path.join(root, checkedPath(relative));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // (a link inside the folder must not lead a write outside it)
    const dir = fs.realpathSync(path.dirname(file));
    if (dir !== root && !dir.startsWith(root + path.sep)) throw new Error(`${relative} leads outside the file store`);
    fs.writeFileSync(file, content, { mode: this.mode });
  }

  read(relative: string): Buffer | null {
    const f = this.fileOf(relative);
    return f ? fs.readFileSync(f.file) : null;
  }

  exists(relative: string): boolean {
    return this.fileOf(relative) !== null;
  }

  stat(relative: string): { size: number } | null {
    const f = this.fileOf(relative);
    return f ? { size: f.size } : null;
  }
}

/** Rows of StoredFile on the store's synchronous connection (the bytes as bytea on PostgreSQL, a blob on SQLite). */
export class DatabaseFileStore implements FileStore {
  private readonly q;

  constructor(
    readonly area: FileArea,
    db: Sqlite,
    private readonly now: () => number,
  ) {
    this.q = {
      write: db.prepare<[string, string, Buffer, string | null, number, number]>(
        `INSERT INTO "StoredFile" (area, path, bytes, contentType, size, createdAt) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (area, path) DO UPDATE SET bytes = excluded.bytes, contentType = excluded.contentType, size = excluded.size, createdAt = excluded.createdAt`,
      ),
      read: db.prepare<[string, string], Buffer>('SELECT bytes FROM "StoredFile" WHERE area = ? AND path = ?').pluck(),
      size: db.prepare<[string, string], number>('SELECT size FROM "StoredFile" WHERE area = ? AND path = ?').pluck(),
    };
  }

  write(relative: string, content: Buffer, contentType?: string): void {
    this.q.write.run(this.area, checkedPath(relative), content, contentType ?? null, content.length, this.now());
  }

  read(relative: string): Buffer | null {
    const p = storePath(relative);
    return (p && this.q.read.get(this.area, p)) || null;
  }

  exists(relative: string): boolean {
    return this.stat(relative) !== null;
  }

  stat(relative: string): { size: number } | null {
    const p = storePath(relative);
    const size = p ? this.q.size.get(this.area, p) : undefined;
    return size === undefined ? null : { size: Number(size) };
  }
}

/** The folder an area keeps its files in on SQLite. */
export function fileFolderOf(config: Pick<Config, 'imageDir' | 'dataDir'>, area: FileArea): string {
  if (area === 'images') return config.imageDir;
  return area === 'uploads' ? path.resolve(config.dataDir, 'uploads') : path.resolve(config.dataDir, 'uploads', 'chat');
}

/** An area's store: the database on PostgreSQL (shared by every instance), else its folder. */
export function fileStoreOf(ctx: { config: Config; sqlite: Sqlite; clock: { now(): number } }, area: FileArea): FileStore {
  if (ctx.config.postgresUrl) return new DatabaseFileStore(area, ctx.sqlite, () => ctx.clock.now());
  return new FolderFileStore(area, fileFolderOf(ctx.config, area), area === 'images' ? 0o644 : 0o600);
}
