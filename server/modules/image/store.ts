// The image store: a folder of public images (logos, banners, payment QR codes) served by
// GET /api/image/{path}. A path is resolved through links and must stay inside the store.
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../lib/app-error.ts';

/** The store's real path (created when missing). */
export function imageStoreRoot(imageDir: string): string {
  fs.mkdirSync(imageDir, { recursive: true });
  return fs.realpathSync(imageDir);
}

/** The file an image-store path names, or null when it is missing or leads outside the store. */
export function imageFileOf(root: string, relative: string): string | null {
  let file: string;
  try {
    file = fs.realpathSync(path.join(root, relative));
  } catch {
    return null;
  }
  return file.startsWith(root + path.sep) ? file : null;
}

/** Refuses (IMAGE_NOT_IN_STORE) a path that names no file of the store: an image customers cannot load is worse than none. */
export function assertImageInStore(imageDir: string, relative: string): void {
  const file = imageFileOf(imageStoreRoot(imageDir), relative);
  if (!file || !fs.statSync(file).isFile()) throw new AppError('IMAGE_NOT_IN_STORE', { path: relative });
}
