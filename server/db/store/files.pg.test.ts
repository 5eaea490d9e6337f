// The database file store on PostgreSQL (files.ts): bytes pass the synchronous connection
// (pg-sync.ts and its worker) as bytea both ways, unchanged, whatever Buffer holds them, in
// and outside a transaction. Needs a PostgreSQL server: runs with TEST_STORE=postgres
// (vitest.config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sqlite } from '../sqlite.ts';
import { DatabaseFileStore } from './files.ts';
import { openPgSync } from './index.ts';

const SERVER = process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `h_files_${process.pid}_${Date.now().toString(36)}`;
const url = (() => {
  const u = new URL(SERVER);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../prisma/postgres/migrations');

let db: Sqlite;
let images: DatabaseFileStore;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: SERVER });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${DB_NAME}`);
  // the table as the migration makes it
  const folder = fs.readdirSync(MIGRATIONS).find((f) => f.endsWith('_stored_files')) as string;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(fs.readFileSync(path.join(MIGRATIONS, folder, 'migration.sql'), 'utf8'));
  await c.end();
  db = openPgSync(url, { applicationName: 'h_files_test' });
  images = new DatabaseFileStore('images', db, () => Date.UTC(2026, 10, 29));
});

afterAll(async () => {
  db?.close();
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
});

describe('the database file store on PostgreSQL', () => {
  it('gives back the bytes written, as a Buffer, with their size; every byte value survives', () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    images.write('content/every-byte.png', every, 'image/png');
    const back = images.read('content/every-byte.png');
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back?.equals(every)).toBe(true);
    expect(images.stat('content/every-byte.png')).toEqual({ size: 256 });
    expect(images.exists('content/every-byte.png')).toBe(true);
    expect(db.prepare('SELECT "contentType", size FROM "StoredFile" WHERE path = ?').get('content/every-byte.png')).toEqual({
      contentType: 'image/png',
      size: 256,
    });
  });

  it('takes a Buffer that is a view into a larger one (a pooled or sliced Buffer): only its own bytes', () => {
    const pooled = Buffer.from('a small pooled buffer'); // (allocated from Node's shared pool)
    const whole = randomBytes(64);
    const slice = whole.subarray(10, 30);
    expect(pooled.byteOffset + slice.byteOffset).toBeGreaterThan(0);
    images.write('pooled.svg', pooled);
    images.write('slice.png', slice);
    expect(images.read('pooled.svg')?.equals(pooled)).toBe(true);
    expect(images.read('slice.png')?.equals(slice)).toBe(true);
    expect(images.stat('slice.png')).toEqual({ size: 20 });
  });

  it('keeps a file of several megabytes whole, written outside and inside a transaction (queued writes go as literals)', () => {
    const big = randomBytes(3 * 1024 * 1024);
    images.write('big/outside.jpg', big);
    db.transaction(() => images.write('big/inside.jpg', big))();
    expect(images.read('big/outside.jpg')?.equals(big)).toBe(true);
    expect(images.read('big/inside.jpg')?.equals(big)).toBe(true);
  });

  it('replaces a file written again under its path; other areas and paths are apart', () => {
    images.write('logo/logo.svg', Buffer.from('<svg>first</svg>'));
    images.write('logo/logo.svg', Buffer.from('<svg>second, longer</svg>'));
    expect(images.read('logo/logo.svg')?.toString()).toBe('<svg>second, longer</svg>');
    expect(images.stat('logo/logo.svg')).toEqual({ size: 25 });
    const uploads = new DatabaseFileStore('uploads', db, () => 0);
    expect(uploads.read('logo/logo.svg')).toBeNull();
    expect(images.read('logo/other.svg')).toBeNull();
    expect(images.stat('logo/other.svg')).toBeNull();
  });

  it('refuses a path that is not a plain relative one: never written, never found', () => {
    for (const bad of ['../x.png', '/abs.png', 'a//b.png', 'a/./b.png', 'a\\b.png', '']) {
      expect(() => images.write(bad, Buffer.from('x')), bad).toThrow(/not a path of the file store/);
      expect(images.read(bad), bad).toBeNull();
      expect(images.exists(bad), bad).toBe(false);
    }
  });
});
