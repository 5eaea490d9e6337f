// The installable app's icon as SVG: the mark of the platform's logo (the left 48 × 48 of the
// header logo, prisma/seed-images/logo/logo.svg: the "A" with its arc, in the logo's gradient)
// centred on the app's dark tile. scripts/pwa-icons.ts writes the PNGs from it; the PWA browser
// test compares the served icons with the logo the site serves (decision 075).

/** The app's background (the manifest's background_color and the logo's dark base). */
export const ICON_BACKGROUND = '#0b1120';

/**
 * A `size` px icon from the header logo's SVG text: its mark (viewBox cut to the first 48 × 48
 * units, the wordmark left out) on the dark tile, rounded unless `maskable` (full bleed, the
 * mark within the central safe zone).
 */
export function iconSvg(logoSvg: string, size: number, { maskable }: { maskable: boolean }): string {
  const inner = logoSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    // the wordmark and the title are not part of the mark
    .replace(/<text[\s\S]*?<\/text>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '');
  const mark = Math.round(size * (maskable ? 0.56 : 0.7));
  const offset = (size - mark) / 2;
  const radius = maskable ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${ICON_BACKGROUND}"/>
<svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="0 0 48 48">${inner}</svg>
</svg>`;
}
