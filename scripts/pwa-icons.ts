// Writes the installable app's PNG icons (client/public/icons) from the site logo's mark
// (client/src/components/site-logo.tsx: the chart-candle icon, white, on the brand-to-cyan
// gradient): 192 and 512 px with rounded corners, a 512 px maskable one (full-bleed background,
// the mark inside the central safe zone) and a 180 px apple-touch icon. Run by hand when the
// logo changes (`npx tsx scripts/pwa-icons.ts`); the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { IconChartCandle } from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../client/public/icons');
// brand.5 and Mantine's cyan.5, as the logo's ThemeIcon gradient (135 degrees)
const FROM = '#0b94d4';
const TO = '#22b8cf';

function svg(size: number, { maskable }: { maskable: boolean }): string {
  // the mark covers 62 % of the tile as in the logo; a maskable icon keeps it within the 80 % safe circle
  const mark = Math.round(size * (maskable ? 0.5 : 0.62));
  const offset = (size - mark) / 2;
  const radius = maskable ? 0 : size * 0.22;
  const icon = renderToStaticMarkup(createElement(IconChartCandle, { size: mark, stroke: 2, color: '#ffffff' })).replace(
    '<svg ',
    `<svg x="${offset}" y="${offset}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${FROM}"/><stop offset="1" stop-color="${TO}"/></linearGradient></defs>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
${icon}
</svg>`;
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
] as const) {
  await sharp(Buffer.from(svg(size, { maskable })))
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
  console.log(`wrote ${name}`);
}
