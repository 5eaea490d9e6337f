// The image store: public images (logos, banners, payment QR codes) served by
// GET /api/image/{path}; a folder on SQLite, the database on PostgreSQL (db/store/files.ts).
import type { AppContext } from '../../context.ts';
import { type FileStore, fileStoreOf } from '../../db/store/files.ts';
import { AppError } from '../../lib/app-error.ts';

/** The image types the store serves, by extension. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The deployment's image store. */
export function imageStore(ctx: Pick<AppContext, 'config' | 'sqlite' | 'clock'>): FileStore {
  return fileStoreOf(ctx, 'images');
}

/** Refuses (IMAGE_NOT_IN_STORE) a path that names no file of the store: an image customers cannot load is worse than none. */
export function assertImageInStore(images: FileStore, relative: string): void {
  if (!images.exists(relative)) throw new AppError('IMAGE_NOT_IN_STORE', { path: relative });
}
