// QR codes through uqr (a maintained port of Project Nayuki's encoder, ISO/IEC 18004): any
// length a QR code holds, the lowest-penalty mask, the most compact mode. The result is a
// square matrix of modules, true = dark; qrSvgPath turns it into an SVG path.
import { encode } from 'uqr';

export type QrEcc = 'L' | 'M' | 'Q' | 'H';

export interface QrCode {
  version: number;
  size: number;
  mask: number;
  ecc: QrEcc;
  /** modules[y][x], true = dark. */
  modules: boolean[][];
}

/**
 * Encodes `text` in the smallest version that holds it at level `ecc`; null when no QR code
 * can (more than version 40 holds). `mask` forces a mask pattern (0-7).
 */
export function encodeQr(text: string, ecc: QrEcc = 'M', mask?: number): QrCode | null {
  try {
    const code = encode(text, { ecc, border: 0, ...(mask === undefined ? {} : { maskPattern: mask }) });
    return { version: code.version, size: code.size, mask: code.maskPattern, ecc, modules: code.data };
  } catch {
    return null;
  }
}

/** An SVG path (one unit per module) of the dark modules, shifted by a quiet zone of `margin`. */
export function qrSvgPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}
