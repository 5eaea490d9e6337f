// Transaction ids as each network writes them (issue 38): what staff type when they record an
// incoming transfer, checked on both sides (the back office's form as typed, the server when
// proposed and again when approved). Hex ids are case-insensitive, so they are kept in one
// case: the same transaction typed twice is one (network, txId) pair, never two credits.
import type { Network } from './networks.ts';

export type TxIdFormat = 'hex64' | 'evm' | 'base58';

/** The format of each network's transaction ids. */
export const TX_ID_FORMATS: Record<Network, TxIdFormat> = {
  BTC: 'hex64',
  LTC: 'hex64',
  DOGE: 'hex64',
  TRC20: 'hex64',
  XRP: 'hex64',
  ADA: 'hex64',
  ERC20: 'evm',
  BEP20: 'evm',
  SOL: 'base58',
};

const PATTERNS: Record<TxIdFormat, RegExp> = {
  /** 64 hexadecimal digits (Bitcoin-like chains, TRON, XRP Ledger, Cardano). */
  hex64: /^[0-9a-fA-F]{64}$/,
  /** 0x and 64 hexadecimal digits (Ethereum and BNB Smart Chain). */
  evm: /^0x[0-9a-fA-F]{64}$/,
  /** A Solana signature: 64 to 88 Base58 characters. */
  base58: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
};

/** A long transaction id as its start and end (messages, lists): "d1b3c312cf…a4502e". */
export const shortTxId = (txId: string) => (txId.length > 20 ? `${txId.slice(0, 10)}…${txId.slice(-6)}` : txId);

/** The transaction id as stored (hex in lower case; Base58 as typed, its case matters), or null when it is not one of `network`'s. */
export function normalizeTxId(network: Network, typed: string): string | null {
  const value = typed.trim();
  const format = TX_ID_FORMATS[network];
  if (!PATTERNS[format].test(value)) return null;
  return format === 'base58' ? value : value.toLowerCase();
}
