// The file store's two kinds (files.ts): a folder (SQLite deployments) keeps a path inside it,
// links included; the database table (PostgreSQL deployments; here on SQLite, the same code)
// keeps bytes per area and path. Which one a deployment gets is decided by its store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.ts';
import type { Sqlite } from '../sqlite.ts';
import { DatabaseFileStore, type FileStore, FolderFileStore, fileStoreOf, storePath } from './files.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../prisma/migrations');
function databaseWithTable(): Sqlite {
  const db = new Database(':memory:');
  const folder = fs.readdirSync(MIGRATIONS).find((f) => f.endsWith('_stored_files')) as string;
  db.exec(fs.readFileSync(path.join(MIGRATIONS, folder, 'migration.sql'), 'utf8'));
  return db;
}

describe('store paths', () => {
  it('are plain relative paths', () => {
    for (const ok of ['logo.svg', 'content/ab12.png', '2026-11/ff.jpg', 'a/b/c/d.webp']) expect(storePath(ok), ok).toBe(ok);
    for (const bad of ['', '/etc/passwd', '../x.png', 'a/../../x.png', 'a/./b.png', 'a//b.png', 'a/', 'a\\..\\b.png', 'a\0.png'])
      expect(storePath(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe.each([
  ['a folder', (): FileStore => new FolderFileStore('images', fs.mkdtempSync(path.join(work, 'images-')), 0o644)],
  ['the database', (): FileStore => new DatabaseFileStore('images', databaseWithTable(), () => 1_000)],
])('%s', (_name, make) => {
  it('writes, reads, stats and replaces a file by its path', () => {
    const store = make();
    expect(store.read('content/a.png')).toBeNull();
    expect(store.exists('content/a.png')).toBe(false);
    store.write('content/a.png', Buffer.from([0, 1, 2, 255]), 'image/png');
    expect(store.read('content/a.png')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(store.stat('content/a.png')).toEqual({ size: 4 });
    expect(store.exists('content/a.png')).toBe(true);
    store.write('content/a.png', Buffer.from('replaced'));
    expect(store.read('content/a.png')?.toString()).toBe('replaced');
    // a folder on the way is no file
    expect(store.read('content')).toBeNull();
    expect(store.stat('content')).toBeNull();
  });

  it('refuses to write outside a plain relative path, and finds nothing there', () => {
    const store = make();
    for (const bad of ['../escape.png', '/tmp/escape.png', 'a/../../escape.png']) {
      expect(() => store.write(bad, Buffer.from('x')), bad).toThrow(/not a path of the file store/);
      expect(store.read(bad), bad).toBeNull();
      expect(store.exists(bad), bad).toBe(false);
    }
  });
});

describe('a folder', () => {
  it('follows no link out of itself, for reading or writing', () => {
    const dir = fs.mkdtempSync(path.join(work, 'linked-'));
    const outside = fs.mkdtempSync(path.join(work, 'outside-'));
    fs.writeFileSync(path.join(outside, 'secret.png'), 'secret');
    fs.symlinkSync(outside, path.join(dir, 'out'));
    fs.symlinkSync(path.join(outside, 'secret.png'), path.join(dir, 'secret.png'));
    const store = new FolderFileStore('images', dir, 0o644);
    expect(store.read('out/secret.png')).toBeNull();
    expect(store.read('secret.png')).toBeNull();
    expect(store.exists('secret.png')).toBe(false);
    expect(() => store.write('out/written.png', Buffer.from('x'))).toThrow(/outside the file store/);
    expect(fs.existsSync(path.join(outside, 'written.png'))).toBe(false);
  });

  it('writes private files readable by their owner only, public images by all', () => {
    const privateStore = new FolderFileStore('uploads', path.join(work, 'uploads'), 0o600);
    const publicStore = new FolderFileStore('images', path.join(work, 'public'), 0o644);
    privateStore.write('2026-11/a.jpg', Buffer.from('x'));
    publicStore.write('content/a.png', Buffer.from('x'));
    expect(fs.statSync(path.join(work, 'uploads/2026-11/a.jpg')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(work, 'public/content/a.png')).mode & 0o777).toBe(0o644);
  });
});

describe('the store a deployment gets', () => {
  const ctx = (config: Config) => ({ config, sqlite: databaseWithTable(), clock: { now: () => 0 } });

  it('is the folders on SQLite (images in IMAGE_DIR, uploads and chat images in the data folder)', () => {
    const config = loadConfig({ DATA_DIR: path.join(work, 'data'), IMAGE_DIR: path.join(work, 'img') });
    const images = fileStoreOf(ctx(config), 'images');
    expect(images).toBeInstanceOf(FolderFileStore);
    images.write('x.png', Buffer.from('x'));
    expect(fs.existsSync(path.join(work, 'img/x.png'))).toBe(true);
    fileStoreOf(ctx(config), 'uploads').write('2026-11/u.jpg', Buffer.from('u'));
    fileStoreOf(ctx(config), 'chat').write('2026-11/c.jpg', Buffer.from('c'));
    expect(fs.existsSync(path.join(work, 'data/uploads/2026-11/u.jpg'))).toBe(true);
    expect(fs.existsSync(path.join(work, 'data/uploads/chat/2026-11/c.jpg'))).toBe(true);
  });

  it('is the database on PostgreSQL, one table for every area', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://db.example/platform', DATA_DIR: path.join(work, 'pg-data') });
    const c = ctx(config);
    const images = fileStoreOf(c, 'images');
    expect(images).toBeInstanceOf(DatabaseFileStore);
    images.write('x.png', Buffer.from('x'));
    fileStoreOf(c, 'chat').write('x.png', Buffer.from('chat'));
    expect(c.sqlite.prepare('SELECT area, path FROM "StoredFile" ORDER BY area').all()).toEqual([
      { area: 'chat', path: 'x.png' },
      { area: 'images', path: 'x.png' },
    ]);
    expect(fs.existsSync(path.join(work, 'pg-data'))).toBe(false);
  });
});
