// Writes the installable app's PNG icons (client/public/icons) from the platform's logo, the one
// the header shows (prisma/seed-images/logo/logo.svg): its mark on the app's dark tile
// (scripts/pwa-icon-svg.ts), 192 and 512 px with rounded corners, a 512 px maskable one
// (full-bleed background, the mark inside the central safe zone) and a 180 px apple-touch icon.
// Run by hand when the logo changes (`npx tsx scripts/pwa-icons.ts`); the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { iconSvg } from './pwa-icon-svg.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(ROOT, 'client/public/icons');
const logo = fs.readFileSync(path.join(ROOT, 'prisma/seed-images/logo/logo.svg'), 'utf8');

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
] as const) {
  await sharp(Buffer.from(iconSvg(logo, size, { maskable })))
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
  console.log(`wrote ${name}`);
}
