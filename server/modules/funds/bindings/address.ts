// Withdrawal address checks per chain, with checksums, on audited codecs: Base58Check for
// Bitcoin legacy and TRON (TRC20) addresses and bech32/bech32m for Bitcoin segwit
// (@scure/base), EIP-55 mixed-case checksums for Ethereum (ERC20) with keccak-256
// (@noble/hashes). An Ethereum address in one case only carries no checksum (EIP-55) and is
// checked on its form.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

export const CHAINS = { BTC: ['BTC'], ETH: ['ERC20'], USDT: ['TRC20', 'ERC20'] } as const;
export type Coin = keyof typeof CHAINS;
export type Chain = 'BTC' | 'ERC20' | 'TRC20';

const base58check = createBase58check(sha256);

/** Payload (version byte + hash) of a valid Base58Check string, or null. */
export function base58Check(s: string): Uint8Array | null {
  try {
    return base58check.decode(s);
  } catch {
    return null;
  }
}

export function base58CheckEncode(payload: Uint8Array): string {
  return base58check.encode(payload);
}

/**
 * A valid mainnet segwit address (BIP 173/350): witness version 0 with a bech32 checksum and a
 * 20- or 32-byte program, or version 1 to 16 with a bech32m checksum and 2 to 40 bytes.
 */
export function isBech32Address(s: string): boolean {
  const lower = s.toLowerCase();
  if (!lower.startsWith('bc1')) return false;
  const v0 = bech32.decodeUnsafe(s, 90);
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(s, 90);
  const decoded = v0 ?? v1;
  if (decoded?.prefix !== 'bc') return false;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return false;
  // the checksum kind follows the version
  if ((version === 0) !== (v0 !== undefined)) return false;
  const program = (version === 0 ? bech32 : bech32m).fromWordsUnsafe(rest);
  if (!program) return false;
  return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
}

/** EIP-55: an address in mixed case must carry the checksum its keccak-256 gives. */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const ch = hex[i] as string;
    if (/[0-9]/.test(ch)) continue;
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    if (nibble >= 8 !== (ch === ch.toUpperCase())) return false;
  }
  return true;
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
      return isEthereumAddress(address);
  }
}
