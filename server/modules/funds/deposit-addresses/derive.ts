// Users' own deposit addresses, derived from one platform key (issue 38): BIP-32 on secp256k1
// (`@scure/bip32`) for BTC, EVM, TRON, XRP, DOGE and LTC, SLIP-0010 on ed25519
// (`micro-key-producer`) for SOL and ADA. The same key, network and user give the same address
// on every instance and after every restart; different users get different keys.
import { sha512 } from '@noble/hashes/sha2.js';
import { HDKey } from '@scure/bip32';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import { NETWORKS, type Network } from '../../../../shared/networks.ts';
import { addressOfKey } from '../networks/address-codec.ts';

/** BIP-32 child indexes stop below 2^31 (from there on they are hardened). */
const MAX_INDEX = 0x7fff_ffff;

export interface DerivedAddress {
  address: string;
  /** The derivation path, kept with the address so the wallet that spends it can find its key. */
  path: string;
}

export class DepositKey {
  private readonly seed: Uint8Array;
  /** Account-level secp256k1 keys per coin type (the hardened part of the path, derived once). */
  private readonly accounts = new Map<number, HDKey>();

  /** `secret`: the platform's deposit key (DEPOSIT_KEY or `<dataDir>/deposit-key`), stretched to a 64-byte BIP-32 seed. */
  constructor(secret: string) {
    this.seed = sha512(new TextEncoder().encode(`deposit-key:${secret}`));
  }

  /** The `index`-th address of `network` (a user's id is their index). */
  derive(network: Network, index: number): DerivedAddress {
    if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new RangeError(`deposit address index out of range: ${index}`);
    const { curve, coinType } = NETWORKS[network];
    if (curve === 'ed25519') {
      // SLIP-0010 derives ed25519 keys on hardened steps only (Solana wallets' m/44'/501'/i'/0')
      const path = `m/44'/${coinType}'/${index}'/0'`;
      return { address: addressOfKey(network, Slip10Key.fromMasterSeed(this.seed).derive(path).publicKeyRaw), path };
    }
    // BIP-44 receive chain: the user is a non-hardened child of the account key, so a watch-only
    // deployment could derive the same addresses from the account's extended public key alone
    const account = this.account(coinType);
    const key = account.deriveChild(0).deriveChild(index).publicKey;
    if (!key) throw new Error('BIP-32 derivation gave no public key');
    return { address: addressOfKey(network, key), path: `m/44'/${coinType}'/0'/0/${index}` };
  }

  private account(coinType: number): HDKey {
    let account = this.accounts.get(coinType);
    if (!account) {
      account = HDKey.fromMasterSeed(this.seed).derive(`m/44'/${coinType}'/0'`);
      this.accounts.set(coinType, account);
    }
    return account;
  }
}
