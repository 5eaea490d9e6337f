// Address formats of every network (shared/networks.ts), both ways: encoding a public key into
// the network's address (users' own deposit addresses) and checking an address someone typed
// (withdrawal addresses), checksums included, on audited codecs: Base58Check (Bitcoin legacy,
// Dogecoin, Litecoin legacy, TRON), XRP's Base58 alphabet with its double-SHA-256 checksum,
// bech32/bech32m (Bitcoin and Litecoin segwit, Cardano Shelley), EIP-55 mixed-case checksums
// (ERC20, BEP20), plain Base58 of a 32-byte ed25519 key (Solana).
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import type { Network } from '../../../../shared/networks.ts';

const base58check = createBase58check(sha256);
/** XRP Ledger: Base58Check's payload and 4-byte double-SHA-256 checksum over XRP's own alphabet. */
const xrpCheck = {
  encode(payload: Uint8Array): string {
    return base58xrp.encode(Uint8Array.of(...payload, ...sha256(sha256(payload)).subarray(0, 4)));
  },
  decode(s: string): Uint8Array {
    const bytes = base58xrp.decode(s);
    const payload = bytes.subarray(0, -4);
    const sum = sha256(sha256(payload));
    if (bytes.length < 5 || !bytes.subarray(-4).every((b, i) => b === sum[i])) throw new Error('XRP address checksum');
    return payload;
  },
};

/** Version bytes of Base58Check payloads (a 20-byte hash follows). */
const VERSION = {
  BTC_P2PKH: 0x00,
  BTC_P2SH: 0x05,
  TRON: 0x41,
  DOGE_P2PKH: 0x1e,
  DOGE_P2SH: 0x16,
  LTC_P2PKH: 0x30,
  LTC_P2SH: 0x32,
  XRP: 0x00,
};
/** Cardano Shelley enterprise address, payment key hash, mainnet (CIP-19 header type 6, network 1). */
const CARDANO_ENTERPRISE_MAINNET = 0x61;

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));
const withVersion = (version: number, body: Uint8Array) => Uint8Array.of(version, ...body);

function decodeOrNull<T>(decode: () => T): T | null {
  try {
    return decode();
  } catch {
    return null;
  }
}

/** Payload (version byte + hash) of a valid Base58Check string, or null. */
export function base58Check(s: string): Uint8Array | null {
  return decodeOrNull(() => base58check.decode(s));
}

export function base58CheckEncode(payload: Uint8Array): string {
  return base58check.encode(payload);
}

/** A 20-byte hash behind one of the given version bytes, checksum valid. */
function isVersioned(s: string, versions: number[], decode = base58Check): boolean {
  const payload = decode(s);
  return payload !== null && payload.length === 21 && versions.includes(payload[0] as number);
}

/**
 * A valid mainnet segwit address (BIP 173/350) of a human-readable part: witness version 0 with a
 * bech32 checksum and a 20- or 32-byte program, or version 1 to 16 with a bech32m checksum and 2
 * to 40 bytes.
 */
export function isSegwitAddress(s: string, hrp: 'bc' | 'ltc' = 'bc'): boolean {
  if (!s.toLowerCase().startsWith(`${hrp}1`)) return false;
  const v0 = bech32.decodeUnsafe(s, 90);
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(s, 90);
  const decoded = v0 ?? v1;
  if (decoded?.prefix !== hrp) return false;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return false;
  // the checksum kind follows the version
  if ((version === 0) !== (v0 !== undefined)) return false;
  const program = (version === 0 ? bech32 : bech32m).fromWordsUnsafe(rest);
  if (!program) return false;
  return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
}

/** A mainnet Bitcoin segwit address. */
export function isBech32Address(s: string): boolean {
  return isSegwitAddress(s, 'bc');
}

function segwitV0(hrp: 'bc' | 'ltc', program: Uint8Array): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** EIP-55: the address with its checksum carried in the case of its letters. */
export function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const ch = lower[i] as string;
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

/** EIP-55: an address in mixed case must carry the checksum its keccak-256 gives (one case only carries none). */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return eip55(hex) === address;
}

/** The 20 bytes an EVM or TRON address is made of: keccak-256 of the uncompressed key without its 0x04 prefix. */
function evmAccount(compressedKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function isSolanaAddress(s: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s)) return false;
  const key = decodeOrNull(() => base58.decode(s));
  // a deposit account is an ed25519 public key: 32 bytes that are a point of the curve
  return key !== null && key.length === 32 && decodeOrNull(() => ed25519.Point.fromBytes(key)) !== null;
}

function isCardanoAddress(s: string): boolean {
  if (!s.startsWith('addr1')) return false;
  const decoded = decodeOrNull(() => bech32.decode(s as `${string}1${string}`, 1023));
  if (decoded?.prefix !== 'addr') return false;
  const bytes = decodeOrNull(() => bech32.fromWords(decoded.words));
  if (!bytes || bytes.length < 29) return false;
  const header = bytes[0] as number;
  const type = header >> 4;
  // mainnet (network id 1); base (0–3: payment + stake, 57 bytes) or enterprise (6–7: payment only, 29 bytes)
  if ((header & 0x0f) !== 1) return false;
  if (type <= 3) return bytes.length === 57;
  if (type === 6 || type === 7) return bytes.length === 29;
  return false;
}

/** Whether `address` is a valid address on `network`, checksum included. */
export function isValidAddress(network: Network, address: string): boolean {
  if (address.length === 0 || address.length > 120) return false;
  switch (network) {
    case 'BTC':
      return /^bc1/i.test(address) ? isSegwitAddress(address, 'bc') : isVersioned(address, [VERSION.BTC_P2PKH, VERSION.BTC_P2SH]);
    case 'LTC':
      return /^ltc1/i.test(address) ? isSegwitAddress(address, 'ltc') : isVersioned(address, [VERSION.LTC_P2PKH, VERSION.LTC_P2SH]);
    case 'DOGE':
      return isVersioned(address, [VERSION.DOGE_P2PKH, VERSION.DOGE_P2SH]);
    case 'TRC20':
      return isVersioned(address, [VERSION.TRON]);
    case 'XRP':
      return address.startsWith('r') && isVersioned(address, [VERSION.XRP], (s) => decodeOrNull(() => xrpCheck.decode(s)));
    case 'ERC20':
    case 'BEP20':
      return isEthereumAddress(address);
    case 'SOL':
      return isSolanaAddress(address);
    case 'ADA':
      return isCardanoAddress(address);
  }
}

/**
 * The one spelling of an address as deposit addresses are stored: an EVM address with its EIP-55
 * checksum, a bech32 address (segwit, Cardano) in lower case, which BIP-173 lets be written all
 * upper case (as QR codes do); other formats are case-sensitive and kept as typed (trimmed).
 */
export function canonicalAddress(network: Network, address: string): string {
  const typed = address.trim();
  if ((network === 'ERC20' || network === 'BEP20') && isEthereumAddress(typed)) return eip55(typed.slice(2));
  if (/^(bc1|ltc1|addr1)/i.test(typed) && (typed === typed.toUpperCase() || typed === typed.toLowerCase())) return typed.toLowerCase();
  return typed;
}

/**
 * The network's address of a public key: a 33-byte compressed secp256k1 key or a 32-byte ed25519
 * key, as the network's curve (shared/networks.ts) says. Segwit (P2WPKH) where the chain has it.
 */
export function addressOfKey(network: Network, publicKey: Uint8Array): string {
  switch (network) {
    case 'BTC':
      return segwitV0('bc', hash160(publicKey));
    case 'LTC':
      return segwitV0('ltc', hash160(publicKey));
    case 'DOGE':
      return base58check.encode(withVersion(VERSION.DOGE_P2PKH, hash160(publicKey)));
    case 'XRP':
      return xrpCheck.encode(withVersion(VERSION.XRP, hash160(publicKey)));
    case 'TRC20':
      return base58check.encode(withVersion(VERSION.TRON, evmAccount(publicKey)));
    case 'ERC20':
    case 'BEP20':
      return eip55(hex(evmAccount(publicKey)));
    case 'SOL':
      return base58.encode(publicKey);
    case 'ADA':
      return bech32.encode('addr', bech32.toWords(withVersion(CARDANO_ENTERPRISE_MAINNET, blake2b(publicKey, { dkLen: 28 }))), 1023);
  }
}
