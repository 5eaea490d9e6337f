// The safe image pipeline for photos customers send (identity photos now, support-chat images
// later): the content decides the type (magic bytes, never the file name or the declared
// mime type), the size and the pixel count are checked from the header BEFORE anything is
// decoded (a small file declaring 20000×20000 pixels is refused without inflating it), then
// the image is decoded and re-encoded by sharp with its orientation applied and no metadata
// kept (EXIF with GPS, XMP, ICC comments: all dropped). What comes out is a fresh file of the
// same format; nothing of the sender's bytes is stored as it came (decision 043).
import sharp, { type Metadata } from 'sharp';
import type { ErrorName } from '../../shared/errors.ts';
import { AppError } from './app-error.ts';

/** The formats the pipeline takes: JPEG and PNG (what cameras and screenshots produce). */
export type SafeImageFormat = 'jpeg' | 'png';

const MAGIC: { format: SafeImageFormat | 'webp'; mime: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'png',
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'webp',
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** The image type of `content` by its first bytes (JPEG, PNG or WebP), or undefined. */
export function detectImage(content: Buffer): { format: SafeImageFormat | 'webp'; mime: string; ext: string } | undefined {
  return MAGIC.find((k) => k.test(content));
}

export interface SafeImageLimits {
  /** Largest file accepted, bytes. */
  maxBytes: number;
  /** Largest width × height accepted, read from the header before decoding. */
  maxPixels: number;
}

/** 10 MB and 50 megapixels: a phone camera's photo fits, a decompression bomb does not. */
export const SAFE_IMAGE_LIMITS: SafeImageLimits = { maxBytes: 10 * 1_048_576, maxPixels: 50_000_000 };

/** Why an image was refused: not JPEG/PNG by content, too many bytes, too many pixels, or it does not decode. */
export type SafeImageRefusal = 'type' | 'bytes' | 'pixels' | 'corrupt';

export class SafeImageError extends Error {
  constructor(readonly reason: SafeImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

export interface SafeImage {
  content: Buffer;
  format: SafeImageFormat;
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * `content` decoded and re-encoded: JPEG or PNG by content only, within `limits`, orientation
 * applied, every piece of metadata dropped. Throws SafeImageError when refused.
 */
export async function reencodeImage(content: Buffer, limits: SafeImageLimits = SAFE_IMAGE_LIMITS): Promise<SafeImage> {
  const kind = detectImage(content);
  if (!kind || kind.format === 'webp') throw new SafeImageError('type');
  if (content.length > limits.maxBytes) throw new SafeImageError('bytes');
  // header only: sharp reads the dimensions without decoding a pixel (the limit is checked
  // here, so that a bomb is told apart from a broken file)
  let meta: Metadata;
  try {
    meta = await sharp(content, { limitInputPixels: false }).metadata();
  } catch {
    throw new SafeImageError('corrupt');
  }
  if (meta.format !== kind.format) throw new SafeImageError('type');
  const { width, height } = meta;
  if (!width || !height) throw new SafeImageError('corrupt');
  if (width * height > limits.maxPixels) throw new SafeImageError('pixels');
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  try {
    // rotate(): orientation applied; sharp keeps no metadata unless asked (no withMetadata)
    const pipeline = sharp(content, options).rotate();
    const { data, info } = await (kind.format === 'jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png()).toBuffer({
      resolveWithObject: true,
    });
    return { content: data, format: kind.format, mime: kind.mime, ext: kind.ext, width: info.width, height: info.height };
  } catch {
    throw new SafeImageError('corrupt');
  }
}

/** The limits as a refusal message's parameters ({maxMb}, {maxMegapixels}). */
export function safeImageLimitParams(limits: SafeImageLimits = SAFE_IMAGE_LIMITS) {
  return { maxMb: limits.maxBytes / 1_048_576, maxMegapixels: limits.maxPixels / 1_000_000 };
}

/**
 * `content` through the pipeline, a refusal answered as the caller's errors: `tooLarge` for too
 * many bytes or pixels (with the limits as parameters), `invalid` for anything else.
 */
export async function reencodeOrRefuse(
  content: Buffer,
  errors: { tooLarge: ErrorName; invalid: ErrorName },
  limits: SafeImageLimits = SAFE_IMAGE_LIMITS,
): Promise<SafeImage> {
  try {
    return await reencodeImage(content, limits);
  } catch (e) {
    if (!(e instanceof SafeImageError)) throw e;
    if (e.reason === 'bytes' || e.reason === 'pixels') throw new AppError(errors.tooLarge, safeImageLimitParams(limits));
    throw new AppError(errors.invalid);
  }
}
