// The QR encoder (uqr) against published encodings: two byte-mode symbols from the test suite
// of Project Nayuki's QR Code generator (MIT; the same symbols any conforming encoder produces
// for these bytes, level and mask), the versions deposit addresses need, and a long text.
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgPath } from './qr';

const rows = (code: { modules: boolean[][] }) => code.modules.map((r) => r.map((d) => (d ? 'X' : ' ')).join(''));

// "The quick brown fox jumps", 25 bytes, level Q → version 3 (29 × 29), mask 7
const QUICK_BROWN_FOX = [
  'XXXXXXX X X XXX     X XXXXXXX',
  'X     X   X XXXX    X X     X',
  'X XXX X XXX      XX   X XXX X',
  'X XXX X X  XX XX  XX  X XXX X',
  'X XXX X   X  X X X    X XXX X',
  'X     X XX   XX  XXXX X     X',
  'XXXXXXX X X X X X X X XXXXXXX',
  '        X X X  X             ',
  ' X X XXXX   XXXX X   XXX XX X',
  ' XXX   XXXXXXXXX X XXXX   XXX',
  '  XX  X XXX  XXX XX XX XX  X ',
  'XX   X   XXXX  X       X  XX ',
  'X   X XX X XXXX XX XXXXX X XX',
  ' X X    X   X   XX X X    XX ',
  'X X XXX   X   X XXX XX  X  XX',
  'X X    XX XXX X XXX    X   XX',
  'XX   XX X  X XX   X XX X X X ',
  '  XXX    XXXX XXXXXXX XX X   ',
  'X   XXX     X XXXX        XXX',
  '  XXXX   X  XX   XXX  XXX   X',
  'X  X  X   X X XXX   XXXXX X  ',
  '        XX X XX   XXX   X  XX',
  'XXXXXXX X    X   X  X X X XX ',
  'X     X XX   X  XX  X   XXXX ',
  'X XXX X   XXXXXX    XXXXX   X',
  'X XXX X XXXX X XXX XX X X   X',
  'X XXX X   XX            X   X',
  'X     X X  X XXX XX XX X   X ',
  'XXXXXXX  X   XX  X  X   XX X ',
];

// "😀 € éñ 💩" as UTF-8 (18 bytes), level Q → version 2 (25 × 25), mask 7
const EMOJI = [
  'XXXXXXX X  X XXXX XXXXXXX',
  'X     X   X X   X X     X',
  'X XXX X X X X XXX X XXX X',
  'X XXX X X X XX XX X XXX X',
  'X XXX X  X  X X   X XXX X',
  'X     X X  XX   X X     X',
  'XXXXXXX X X X X X XXXXXXX',
  '        X  X X           ',
  ' X X XXXX  XX XX XXX XX X',
  'XXX X   XX   X X X  XXX  ',
  ' X X  XXXX  XXXX  XXX    ',
  ' X  X    XX XX X XXXXXXXX',
  '   XXXXX X XX X       XX ',
  ' X  XX X   X XX  XX  XX  ',
  'X XX XX XXX  X XXX    XX ',
  ' X X X XX XXX XX    XX X ',
  'XX  X X X  XXXX XXXXX X X',
  '        XX  XX XX   XX XX',
  'XXXXXXX XXX  X XX X X XX ',
  'X     X X XX XXXX   X  XX',
  'X XXX X  XXXX X XXXXX  XX',
  'X XXX X X XX XX   XXXX   ',
  'X XXX X    XXX    XX  X X',
  'X     X X  X  X X  X XX  ',
  'XXXXXXX  X   X   X  X XXX',
];

describe('QR encoder', () => {
  it('encodes a byte-mode version 3 symbol as published', () => {
    const code = encodeQr('The quick brown fox jumps', 'Q');
    expect(code?.version).toBe(3);
    expect(code?.mask).toBe(7);
    expect(code && rows(code)).toEqual(QUICK_BROWN_FOX);
  });

  it('encodes UTF-8 bytes (version 2) as published', () => {
    const code = encodeQr('😀 € éñ 💩', 'Q');
    expect(code?.size).toBe(25);
    expect(code?.mask).toBe(7);
    expect(code && rows(code)).toEqual(EMOJI);
  });

  it('fits deposit addresses at level M in the smallest version, and longer texts in larger ones', () => {
    expect(encodeQr('TCweTGpgHi1LKY7TSzDUi8TrsfxbKa3dww')?.version).toBe(3);
    expect(encodeQr('0x0fc59a99b21d8b70efb769ee99fe78f90caddd36')?.version).toBe(3);
    expect(encodeQr('x'.repeat(60))?.version).toBe(4);
    expect(encodeQr('x'.repeat(106))?.version).toBe(6);
    // (the encoder written here before stopped at version 6)
    const long = encodeQr('x'.repeat(107));
    expect(long?.version).toBe(7);
    expect(long?.size).toBe(45);
    expect(encodeQr('x'.repeat(3000))).toBeNull();
  });

  it('draws one unit square per dark module, inside the quiet zone', () => {
    const code = encodeQr('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
    if (!code) throw new Error('no code');
    const dark = code.modules.flat().filter(Boolean).length;
    const path = qrSvgPath(code, 4);
    expect(path.match(/M/g)?.length).toBe(dark);
    // the top-left finder pattern starts at the quiet zone's edge
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
