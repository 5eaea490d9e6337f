// Withdrawal address checks per chain, with checksums: Base58Check for Bitcoin legacy and
// TRON (TRC20) addresses, bech32/bech32m for Bitcoin segwit, hex form for Ethereum (ERC20;
// EIP-55 mixed-case checksums need keccak-256, which Node lacks, so mixed case is accepted
// on its format alone).
import { createHash } from 'node:crypto';

export const CHAINS = { BTC: ['BTC'], ETH: ['ERC20'], USDT: ['TRC20', 'ERC20'] } as const;
export type Coin = keyof typeof CHAINS;
export type Chain = 'BTC' | 'ERC20' | 'TRC20';

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function sha256(b: Buffer) {
  return createHash('sha256').update(b).digest();
}

export function base58Decode(s: string): Buffer | null {
  let n = 0n;
  for (const ch of s) {
    const v = B58.indexOf(ch);
    if (v < 0) return null;
    n = n * 58n + BigInt(v);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const body = n === 0n ? Buffer.alloc(0) : Buffer.from(hex, 'hex');
  const zeros = s.match(/^1*/)?.[0].length ?? 0;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

export function base58Encode(b: Buffer): string {
  let n = BigInt(`0x${b.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of b) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** Payload (version byte + hash) of a valid Base58Check string, or null. */
export function base58Check(s: string): Buffer | null {
  const raw = base58Decode(s);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, -4);
  const check = sha256(sha256(payload)).subarray(0, 4);
  return check.equals(raw.subarray(-4)) ? payload : null;
}

export function base58CheckEncode(payload: Buffer): string {
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values: number[]) {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i] as number;
  }
  return chk >>> 0;
}

/** A valid bech32 (witness v0) or bech32m (v1+) mainnet Bitcoin address. */
export function isBech32Address(s: string): boolean {
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) return false;
  const lower = s.toLowerCase();
  const sep = lower.lastIndexOf('1');
  if (lower.slice(0, sep) !== 'bc' || lower.length > 90 || sep + 7 > lower.length) return false;
  const data: number[] = [];
  for (const ch of lower.slice(sep + 1)) {
    const v = BECH32.indexOf(ch);
    if (v < 0) return false;
    data.push(v);
  }
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31)];
  const check = polymod([...expanded, ...data]);
  const version = data[0];
  if (version === undefined || version > 16) return false;
  return version === 0 ? check === 1 : check === 0x2bc830a3;
}

export function isValidAddress(chain: Chain, address: string): boolean {
  if (address.length > 100) return false;
  switch (chain) {
    case 'BTC': {
      if (/^bc1/i.test(address)) return isBech32Address(address);
      const payload = base58Check(address);
      // version 0x00 (P2PKH, "1…") or 0x05 (P2SH, "3…"), 20-byte hash
      return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
    }
    case 'TRC20': {
      const payload = base58Check(address);
      return payload !== null && payload.length === 21 && payload[0] === 0x41;
    }
    case 'ERC20':
      return /^0x[0-9a-fA-F]{40}$/.test(address);
  }
}
