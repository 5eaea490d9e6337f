import { describe, expect, it } from 'vitest';
import { NETWORK_CODES } from './networks.ts';
import { normalizeTxId, shortTxId, TX_ID_FORMATS } from './tx-ids.ts';

const HEX = 'ab'.repeat(32);
const SOL = '5'.repeat(40) + 'KjTwGh'.repeat(8);

describe('transaction ids per network', () => {
  it('every network has a format', () => {
    for (const n of NETWORK_CODES) expect(TX_ID_FORMATS[n], n).toBeDefined();
  });

  it('64 hex on Bitcoin-like chains, TRON, XRP and Cardano, kept in lower case (one transaction typed in either case)', () => {
    for (const n of ['BTC', 'LTC', 'DOGE', 'TRC20', 'XRP', 'ADA'] as const) {
      expect(normalizeTxId(n, HEX.toUpperCase()), n).toBe(HEX);
      expect(normalizeTxId(n, ` ${HEX} `), n).toBe(HEX);
      expect(normalizeTxId(n, `0x${HEX}`), n).toBeNull();
      expect(normalizeTxId(n, HEX.slice(1)), n).toBeNull();
    }
  });

  it('0x + 64 hex on EVM networks', () => {
    for (const n of ['ERC20', 'BEP20'] as const) {
      expect(normalizeTxId(n, `0x${HEX.toUpperCase()}`), n).toBe(`0x${HEX}`);
      expect(normalizeTxId(n, HEX), n).toBeNull();
    }
  });

  it('a Solana signature: 64 to 88 Base58 characters, its case kept', () => {
    expect(SOL.length).toBe(88);
    expect(normalizeTxId('SOL', SOL)).toBe(SOL);
    expect(normalizeTxId('SOL', `${SOL}1`)).toBeNull();
    expect(normalizeTxId('SOL', SOL.slice(0, 63))).toBeNull();
    // 0, O, I and l are not Base58
    expect(normalizeTxId('SOL', `0${SOL.slice(1)}`)).toBeNull();
    expect(normalizeTxId('SOL', `l${SOL.slice(1)}`)).toBeNull();
  });
});

it('a long id is shown as its start and end; a short one whole', () => {
  expect(shortTxId(HEX)).toBe(`${HEX.slice(0, 10)}…${HEX.slice(-6)}`);
  expect(shortTxId('abc')).toBe('abc');
});
