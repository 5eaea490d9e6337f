// The image store: a folder of public images (logos, banners, payment QR codes) served by
// GET /api/image/{path}. A path is resolved through links and must stay inside the store.
import fs from 'node:fs';
import path from 'node:path';

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
