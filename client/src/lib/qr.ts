// A small QR code encoder (ISO/IEC 18004): byte mode, versions 1 to 6, any error
// correction level (the app uses M). Enough for deposit addresses (up to 106 bytes at M).
// The result is a square matrix of modules, true = dark; qrSvgPath turns it into an SVG path.

export type QrEcc = 'L' | 'M' | 'Q' | 'H';

const MAX_VERSION = 6;
/** Format-information bits of each level. */
const ECC_FORMAT: Record<QrEcc, number> = { L: 1, M: 0, Q: 3, H: 2 };
/** Error-correction codewords per block, by version (index 0 unused). */
const ECC_PER_BLOCK: Record<QrEcc, readonly number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18],
  M: [0, 10, 16, 26, 18, 24, 16],
  Q: [0, 13, 22, 18, 26, 18, 24],
  H: [0, 17, 28, 22, 16, 22, 28],
};
/** Number of error-correction blocks, by version. */
const BLOCKS: Record<QrEcc, readonly number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2],
  M: [0, 1, 1, 1, 2, 2, 4],
  Q: [0, 1, 1, 2, 2, 4, 4],
  H: [0, 1, 1, 2, 4, 4, 4],
};

export interface QrCode {
  version: number;
  size: number;
  mask: number;
  ecc: QrEcc;
  /** modules[y][x], true = dark. */
  modules: boolean[][];
}

/** Total codewords of a version (data + error correction); no version information below 7. */
function rawCodewords(version: number): number {
  let bits = (16 * version + 128) * version + 64;
  if (version >= 2) bits -= 25; // one alignment pattern up to version 6
  return Math.floor(bits / 8);
}

function dataCodewords(version: number, ecc: QrEcc): number {
  return rawCodewords(version) - (ECC_PER_BLOCK[ecc][version] ?? 0) * (BLOCKS[ecc][version] ?? 0);
}

// ---------------------------------------------------------------- Reed-Solomon over GF(256)

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** Coefficients of the generator polynomial of `degree` (highest term first, the leading 1 dropped). */
export function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (j + 1 < degree ? (result[j + 1] ?? 0) : 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of a block of data codewords. */
export function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const b of data) {
    const factor = b ^ (result.shift() ?? 0);
    result.push(0);
    for (let i = 0; i < divisor.length; i++) result[i] = (result[i] ?? 0) ^ gfMultiply(divisor[i] ?? 0, factor);
  }
  return result;
}

// ---------------------------------------------------------------- data codewords

function utf8(text: string): number[] {
  return [...new TextEncoder().encode(text)];
}

/** Mode indicator, count, the bytes, terminator and padding: the data codewords of a version. */
function dataBits(bytes: readonly number[], capacity: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4); // byte mode
  push(bytes.length, 8); // character count: 8 bits for versions 1 to 9
  for (const b of bytes) push(b, 8);
  const capacityBits = capacity * 8;
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let v = 0;
    for (let j = 0; j < 8; j++) v = (v << 1) | (bits[i + j] ?? 0);
    codewords.push(v);
  }
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits into blocks, adds error correction and interleaves. */
function interleave(data: readonly number[], version: number, ecc: QrEcc): number[] {
  const numBlocks = BLOCKS[ecc][version] ?? 1;
  const eccLen = ECC_PER_BLOCK[ecc][version] ?? 0;
  const raw = rawCodewords(version);
  const numShort = numBlocks - (raw % numBlocks);
  const shortLen = Math.floor(raw / numBlocks);
  const divisor = reedSolomonDivisor(eccLen);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const length = shortLen - eccLen + (i < numShort ? 0 : 1);
    const block = data.slice(k, k + length);
    k += length;
    const ec = reedSolomonRemainder(block, divisor);
    if (i < numShort) block.push(0); // placeholder, skipped below
    blocks.push([...block, ...ec]);
  }
  const out: number[] = [];
  for (let i = 0; i < (blocks[0]?.length ?? 0); i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLen - eccLen || j >= numShort) out.push(block[i] ?? 0);
    });
  }
  return out;
}

// ---------------------------------------------------------------- the matrix

class Matrix {
  readonly modules: boolean[][];
  readonly fixed: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }
  set(x: number, y: number, dark: boolean) {
    const row = this.modules[y];
    if (row) row[x] = dark;
  }
  setFixed(x: number, y: number, dark: boolean) {
    if (x < 0 || y < 0 || x >= this.size || y >= this.size) return;
    this.set(x, y, dark);
    const row = this.fixed[y];
    if (row) row[x] = true;
  }
  isFixed(x: number, y: number): boolean {
    return this.fixed[y]?.[x] ?? false;
  }
}

function drawFunctionPatterns(m: Matrix, version: number) {
  const n = m.size;
  for (let i = 0; i < n; i++) {
    m.setFixed(6, i, i % 2 === 0);
    m.setFixed(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [n - 4, 3],
    [3, n - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        m.setFixed(cx + dx, cy + dy, d !== 2 && d !== 4);
      }
    }
  }
  if (version >= 2) {
    const c = n - 7;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) m.setFixed(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  drawFormatBits(m, 'M', 0); // reserves the format areas; redrawn with the real values
}

function formatBits(ecc: QrEcc, mask: number): number {
  const data = (ECC_FORMAT[ecc] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

function drawFormatBits(m: Matrix, ecc: QrEcc, mask: number) {
  const bits = formatBits(ecc, mask);
  const bit = (i: number) => ((bits >>> i) & 1) !== 0;
  const n = m.size;
  for (let i = 0; i <= 5; i++) m.setFixed(8, i, bit(i));
  m.setFixed(8, 7, bit(6));
  m.setFixed(8, 8, bit(7));
  m.setFixed(7, 8, bit(8));
  for (let i = 9; i < 15; i++) m.setFixed(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) m.setFixed(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) m.setFixed(8, n - 15 + i, bit(i));
  m.setFixed(8, n - 8, true); // the dark module
}

function drawCodewords(m: Matrix, codewords: readonly number[]) {
  const n = m.size;
  let i = 0;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < n; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? n - 1 - vert : vert;
        if (!m.isFixed(x, y) && i < codewords.length * 8) {
          m.set(x, y, (((codewords[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) !== 0);
          i++;
        }
      }
    }
  }
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(m: Matrix, mask: number) {
  const fn = MASKS[mask] ?? MASKS[0];
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) if (!m.isFixed(x, y) && fn?.(x, y)) m.set(x, y, !m.get(x, y));
  }
}

/** The penalty score of the masked symbol (lower is better). */
function penalty(m: Matrix): number {
  const n = m.size;
  let result = 0;
  const addHistory = (run: number, history: number[]) => {
    history.pop();
    history.unshift(history[0] === 0 ? run + n : run); // a light border before the first run
  };
  const finderLike = (h: readonly number[]) => {
    const c = h[1] ?? 0;
    const core = c > 0 && h[2] === c && h[3] === c * 3 && h[4] === c && h[5] === c;
    return (core && (h[0] ?? 0) >= c * 4 && (h[6] ?? 0) >= c ? 1 : 0) + (core && (h[6] ?? 0) >= c * 4 && (h[0] ?? 0) >= c ? 1 : 0);
  };
  for (const vertical of [false, true]) {
    for (let a = 0; a < n; a++) {
      let color = false;
      let run = 0;
      const history = [0, 0, 0, 0, 0, 0, 0];
      for (let b = 0; b < n; b++) {
        const dark = vertical ? m.get(a, b) : m.get(b, a);
        if (dark === color) {
          run++;
          if (run === 5) result += 3;
          else if (run > 5) result++;
        } else {
          addHistory(run, history);
          if (!color) result += finderLike(history) * 40;
          color = dark;
          run = 1;
        }
      }
      if (color) {
        addHistory(run, history);
        run = 0;
      }
      addHistory(run + n, history); // a light border after the last run
      result += finderLike(history) * 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const c = m.get(x, y);
      if (c) dark++;
      if (x < n - 1 && y < n - 1 && c === m.get(x + 1, y) && c === m.get(x, y + 1) && c === m.get(x + 1, y + 1)) result += 3;
    }
  }
  const total = n * n;
  result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return result;
}

/**
 * Encodes `text` (as UTF-8 bytes) in the smallest version that holds it; null when it needs
 * more than version 6. `mask` forces a mask pattern (0-7); by default the lowest penalty wins.
 */
export function encodeQr(text: string, ecc: QrEcc = 'M', mask?: number): QrCode | null {
  const bytes = utf8(text);
  let version = 1;
  while (version <= MAX_VERSION && 12 + bytes.length * 8 > dataCodewords(version, ecc) * 8) version++;
  if (version > MAX_VERSION) return null;
  const codewords = interleave(dataBits(bytes, dataCodewords(version, ecc)), version, ecc);
  const m = new Matrix(version * 4 + 17);
  drawFunctionPatterns(m, version);
  drawCodewords(m, codewords);
  let chosen = mask ?? -1;
  if (chosen < 0) {
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 8; k++) {
      applyMask(m, k);
      drawFormatBits(m, ecc, k);
      const score = penalty(m);
      if (score < best) {
        best = score;
        chosen = k;
      }
      applyMask(m, k); // undo
    }
  }
  applyMask(m, chosen);
  drawFormatBits(m, ecc, chosen);
  return { version, size: m.size, mask: chosen, ecc, modules: m.modules };
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
