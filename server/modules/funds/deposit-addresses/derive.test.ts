// Users' deposit keys: the same key, network and user give the same address every time; other
// users and other keys give other addresses; every network's address is valid for it.
import { describe, expect, it } from 'vitest';
import { NETWORK_CODES, NETWORKS } from '../../../../shared/networks.ts';
import { base58Check, isValidAddress } from '../networks/address-codec.ts';
import { DepositKey } from './derive.ts';

const KEY = 'deposit-key-for-tests-0123456789abcdef0123456789';
const OTHER = 'another-deposit-key-0123456789abcdef0123456789ab';

describe('DepositKey', () => {
  it.each(NETWORK_CODES)('%s: deterministic, valid for the network, on its derivation path', (network) => {
    const first = new DepositKey(KEY).derive(network, 42);
    // a second instance (another process, a restart) derives the same
    expect(new DepositKey(KEY).derive(network, 42)).toEqual(first);
    expect(isValidAddress(network, first.address)).toBe(true);
    const { coinType, curve } = NETWORKS[network];
    expect(first.path).toBe(curve === 'ed25519' ? `m/44'/${coinType}'/42'/0'` : `m/44'/${coinType}'/0'/0/42`);
  });

  it.each(NETWORK_CODES)('%s: distinct per user and per key', (network) => {
    const key = new DepositKey(KEY);
    const users = [0, 1, 2, 3, 1000, 2_147_483_647].map((i) => key.derive(network, i).address);
    expect(new Set(users).size).toBe(users.length);
    for (const address of users) expect(isValidAddress(network, address)).toBe(true);
    expect(new DepositKey(OTHER).derive(network, 1).address).not.toBe(key.derive(network, 1).address);
  });

  it('EVM networks share one address (the same coin type), other networks do not', () => {
    const key = new DepositKey(KEY);
    expect(key.derive('BEP20', 7).address).toBe(key.derive('ERC20', 7).address);
    // TRON has its own coin type: other bytes than Ethereum's behind its 0x41
    const tronBytes = Buffer.from((base58Check(key.derive('TRC20', 7).address) as Uint8Array).subarray(1)).toString('hex');
    expect(tronBytes).not.toBe(key.derive('ERC20', 7).address.slice(2).toLowerCase());
    const addresses = NETWORK_CODES.filter((n) => n !== 'BEP20').map((n) => key.derive(n, 7).address);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('refuses an index BIP-32 cannot take unhardened', () => {
    const key = new DepositKey(KEY);
    for (const index of [-1, 1.5, 2 ** 31, Number.NaN]) expect(() => key.derive('BTC', index)).toThrow(RangeError);
  });
});
