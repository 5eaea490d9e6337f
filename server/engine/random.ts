// The simulator's sources of randomness. A live market period draws from an AES-256-CTR
// keystream keyed by that period's secret seed (docs/decisions/015-market-commit-reveal.md):
// unpredictable without the seed, and exactly reproducible by anyone once it is revealed.
// sfc32 (SeededRandom) stays for unit tests of the model, where speed and a short seed matter
// more than secrecy.
import { createCipheriv } from 'node:crypto';

/** Uniform and standard-normal draws. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
}

/** 32-bit FNV-1a of a string, used to derive per-symbol seeds. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

abstract class NormalDraws implements Random {
  private spare: number | null = null;

  abstract next(): number;

  /** Standard normal (Marsaglia polar method): the same uniforms give the same normals. */
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = this.next() * 2 - 1;
      v = this.next() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const m = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * m;
    return u * m;
  }
}

/** sfc32: small and fast, predictable from its outputs; for tests of the model only. */
export class SeededRandom extends NormalDraws {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    super();
    this.a = hashSeed(`${seed}#a`);
    this.b = hashSeed(`${seed}#b`);
    this.c = hashSeed(`${seed}#c`);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
}

const BLOCK = Buffer.alloc(4096);

/**
 * Uniforms read as little-endian 32-bit words of the AES-256-CTR keystream of `key` (zero IV):
 * a cryptographic stream, so past draws tell nothing about the next ones.
 */
export class KeystreamRandom extends NormalDraws {
  private readonly cipher;
  /** The current block as 32-bit words, read as little-endian (see words()). */
  private words: Uint32Array = new Uint32Array(0);
  private pos = 0;

  constructor(key: Buffer) {
    super();
    if (key.length !== 32) throw new Error('a keystream key has 32 bytes');
    this.cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  }

  next(): number {
    if (this.pos >= this.words.length) {
      this.words = words(this.cipher.update(BLOCK));
      this.pos = 0;
    }
    return (this.words[this.pos++] as number) / 4294967296;
  }
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * A block's little-endian 32-bit words (what readUInt32LE reads at every 4th byte): a view on
 * a little-endian machine (one load per draw), decoded word by word elsewhere.
 */
function words(block: Buffer): Uint32Array {
  if (LITTLE_ENDIAN && block.byteOffset % 4 === 0) return new Uint32Array(block.buffer, block.byteOffset, block.length >>> 2);
  const out = new Uint32Array(block.length >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = block.readUInt32LE(4 * i);
  return out;
}
