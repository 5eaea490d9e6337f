// The safe image pipeline on its own: type by content, limits from the header before decoding,
// orientation applied, metadata dropped.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../tests/helpers/files.ts';
import { hasGpsExif, jpegWithGps } from '../../tests/helpers/kyc.ts';
import { detectImage, reencodeImage, SafeImageError } from './safe-image.ts';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof SafeImageError ? e.reason : `unexpected ${String(e)}`),
  );

describe('reencodeImage', () => {
  it('re-encodes a JPEG without its EXIF (GPS, camera)', async () => {
    const sent = await jpegWithGps(100, 50);
    const out = await reencodeImage(sent);
    expect(out).toMatchObject({ format: 'jpeg', mime: 'image/jpeg', ext: 'jpg', width: 100, height: 50 });
    expect(await hasGpsExif(sent)).toBe(true);
    expect((await sharp(out.content).metadata()).exif).toBeUndefined();
  });

  it('applies the orientation', async () => {
    const sideways = await sharp({ create: { width: 40, height: 10, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    expect(await reencodeImage(sideways)).toMatchObject({ width: 10, height: 40 });
  });

  it('keeps a PNG a PNG', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect(await reencodeImage(png)).toMatchObject({ format: 'png', width: 3, height: 2 });
  });

  it('refuses by content: HTML, WebP, a header that claims JPEG but is not one', async () => {
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .webp()
      .toBuffer();
    expect(detectImage(webp)?.format).toBe('webp');
    expect(await refusal(reencodeImage(Buffer.from('<html><body>hi</body></html>')))).toBe('type');
    expect(await refusal(reencodeImage(webp))).toBe('type');
    expect(await refusal(reencodeImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])))).toBe('corrupt');
  });

  it('refuses too many bytes and too many pixels (from the header), and passes a limit reached exactly', async () => {
    const jpeg = await jpegWithGps(20, 10);
    expect(await refusal(reencodeImage(jpeg, { maxBytes: jpeg.length - 1, maxPixels: 1_000 }))).toBe('bytes');
    expect(await refusal(reencodeImage(jpeg, { maxBytes: jpeg.length, maxPixels: 199 }))).toBe('pixels');
    expect(await refusal(reencodeImage(jpeg, { maxBytes: jpeg.length, maxPixels: 200 }))).toBe('accepted');
    const started = performance.now();
    expect(await refusal(reencodeImage(pngDeclaring(20_000, 20_000)))).toBe('pixels');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
