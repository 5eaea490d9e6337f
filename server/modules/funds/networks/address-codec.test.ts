// Every network's address format against published test vectors (each names its source), both
// ways: a public key encoded into the network's address, and typed addresses checked with their
// checksums (one changed character, or another network's address, is refused).
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32 } from '@scure/base';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import { NETWORK_CODES, type Network } from '../../../../shared/networks.ts';
import { addressOfKey, base58Check, canonicalAddress, isValidAddress } from './address-codec.ts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');
/** The compressed secp256k1 public key of a private key given in hex. */
const publicKeyOf = (privateKey: string) => secp256k1.getPublicKey(bytes(privateKey), true);
const KEY_ONE = `${'00'.repeat(31)}01`;

describe('a public key encoded into its network address', () => {
  it('Bitcoin: P2WPKH of the generator point', () => {
    // BIP-173, "Examples": every example uses public key 0279BE66…1798, whose P2WPKH is this
    expect(addressOfKey('BTC', bytes('0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798'))).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
  });

  it('Ethereum and BNB Smart Chain: the address of private key 1 with its EIP-55 checksum', () => {
    // the account of private key 1, the best-known Ethereum test vector (ApeWorX ape's accounts
    // CLI tests expect 0x7E5F…5Bdf for the key 0x…01)
    expect(addressOfKey('ERC20', publicKeyOf(KEY_ONE))).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(addressOfKey('BEP20', publicKeyOf(KEY_ONE))).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });

  it('TRON: the same 20 bytes as Ethereum behind the version byte 0x41', () => {
    // TRON of private key 1 (TronWeb's documentation uses it as its example account)
    const tron = addressOfKey('TRC20', publicKeyOf(KEY_ONE));
    expect(tron).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
    // 0x41 ‖ the Ethereum address's bytes
    expect(hexOf(base58Check(tron) as Uint8Array)).toBe('417e5f4552091a69125d5dfcb7b8c2659029395bdf');
  });

  it('XRP Ledger: the genesis account from its public key', () => {
    // xrpl.org, "Start a New Genesis Ledger in Stand-Alone Mode": the genesis address
    // rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh (secret "masterpassphrase"), whose public key is 0330E7FC…D020
    expect(addressOfKey('XRP', bytes('0330E7FC9D56BB25D6893BA3F317AE5BCF33B3291BD63DB32654A313222F7FD020'))).toBe(
      'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    );
  });

  it('Cardano: CIP-19 enterprise address (type 6, mainnet) of its test payment key', () => {
    // CIP-19 "Test Vectors": payment key addr_vk1w0l2sr2z…st80zhd, mainnet type-06
    const vk = bech32.decode('addr_vk1w0l2sr2zgfm26ztc6nl9xy8ghsk5sh6ldwemlpmp9xylzy4dtf7st80zhd');
    expect(addressOfKey('ADA', bech32.fromWords(vk.words))).toBe('addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8');
  });

  it('Litecoin: P2WPKH under the ltc human-readable part', () => {
    // Trust Wallet Core, swift/Tests/Blockchains/LitecoinTests.swift (testAddress): private key
    // 55f9cbb0…6625 → ltc1qytnqzjknvv03jwfgrsmzt0ycmwqgl0asjnaxwu
    expect(addressOfKey('LTC', publicKeyOf('55f9cbb0376c422946fa28397c1219933ac60b312ede41bfacaf701ecd546625'))).toBe(
      'ltc1qytnqzjknvv03jwfgrsmzt0ycmwqgl0asjnaxwu',
    );
  });

  it('Solana: the Base58 of the ed25519 key SLIP-0010 derives', () => {
    // SLIP-0010, "Test vector 1 for ed25519" (seed 000102…0f), chain m/0H: public key
    // 00 ‖ 8c8a13df…350c (the 0x00 marks an ed25519 key)
    const key = Slip10Key.fromMasterSeed(bytes('000102030405060708090a0b0c0d0e0f')).derive("m/0'");
    expect(hexOf(key.publicKeyRaw)).toBe('8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c');
    const address = addressOfKey('SOL', key.publicKeyRaw);
    expect(isValidAddress('SOL', address)).toBe(true);
    expect(address).toBe('ATcCGRoY87cSJESCXbHXEX6CDWQxepAViUvVnNsELhRu');
  });
});

describe('SLIP-0010 (micro-key-producer) against its test vector 1 for ed25519', () => {
  // SLIP-0010 "Test vectors", Test vector 1 for ed25519: seed 000102030405060708090a0b0c0d0e0f
  const master = Slip10Key.fromMasterSeed(bytes('000102030405060708090a0b0c0d0e0f'));
  it.each([
    [
      'm',
      '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
      '00a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    ],
    [
      "m/0'",
      '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
      '008c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
    ],
    [
      "m/0'/1'",
      'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
      'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
      '001932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
    ],
    [
      "m/0'/1'/2'/2'/1000000000'",
      '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230',
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
      '003c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
    ],
  ])('chain %s', (path, chainCode, privateKey, publicKey) => {
    const key = path === 'm' ? master : master.derive(path);
    expect(hexOf(key.chainCode)).toBe(chainCode);
    expect(hexOf(key.privateKey)).toBe(privateKey);
    expect(hexOf(key.publicKey)).toBe(publicKey);
  });
});

/** A valid address of every network, from published sources. */
const VALID: [Network, string, string][] = [
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'BIP-173 examples (P2WPKH)'],
  ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'the genesis block coinbase address'],
  ['ERC20', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf', 'private key 1'],
  ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'EIP-55 examples'],
  ['BEP20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'EIP-55 examples'],
  ['TRC20', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC', 'private key 1 on TRON'],
  ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'xrpl.org: the genesis address'],
  ['ADA', 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8', 'CIP-19 test vectors, mainnet type-06'],
  [
    'ADA',
    'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
    'CIP-19 test vectors, mainnet type-00 (base address, 103 characters)',
  ],
  ['LTC', 'ltc1qytnqzjknvv03jwfgrsmzt0ycmwqgl0asjnaxwu', 'Trust Wallet Core LitecoinTests.swift'],
  ['LTC', 'LWPvWpD86JNrBVGiju377iuShKGPq5AmoV', 'Trust Wallet Core LitecoinTests.swift (legacy P2PKH)'],
  ['LTC', 'MX9ZMoqAQ7ATem77pCPTfeCP1n93YaLekd', 'Trust Wallet Core LitecoinTests.swift (P2SH)'],
  // Trust Wallet Core, tests/chains/Dogecoin/TWDogeTests.cpp (LockScripts): P2PKH of hash
  // a7d191ec…f777, P2SH of f191149f…7fb6
  ['DOGE', 'DLSSSUS3ex7YNDACJDxMER1ZMW579Vy8Zy', 'Trust Wallet Core TWDogeTests.cpp (P2PKH)'],
  ['DOGE', 'AETZJzedcmLM2rxCM6VqCGF3YEMUjA3jMw', 'Trust Wallet Core TWDogeTests.cpp (P2SH)'],
  ['SOL', 'ATcCGRoY87cSJESCXbHXEX6CDWQxepAViUvVnNsELhRu', 'SLIP-0010 test vector 1 for ed25519, m/0H'],
];

describe('addresses checked with their checksums', () => {
  it.each(VALID)('%s %s is valid (%s)', (network, address) => {
    expect(isValidAddress(network, address)).toBe(true);
  });

  it('every network has a valid example above', () => {
    expect(new Set(VALID.map(([n]) => n))).toEqual(new Set(NETWORK_CODES));
  });

  /** One character changed for another of the same alphabet (and case), so only the checksum can tell. */
  const oneChanged = (address: string) => {
    const i = address.length - 3;
    const ch = address[i] as string;
    const alphabet = /[0-9]/.test(ch) ? '23456789' : ch === ch.toLowerCase() ? 'acdefghjkmnpqrstuvwxyz' : 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    const other = alphabet[(alphabet.indexOf(ch) + 1) % alphabet.length] as string;
    return address.slice(0, i) + other + address.slice(i + 1);
  };

  it.each(
    // (Solana has no checksum: its check is that the key is a point of the curve, below)
    VALID.filter(([n]) => n !== 'SOL'),
  )('%s %s with one character changed fails its checksum', (network, address) => {
    const changed = oneChanged(address);
    expect(changed).not.toBe(address);
    expect(isValidAddress(network, changed)).toBe(false);
  });

  it('a Solana address that is no point of the curve is refused, and so is one of the wrong length', () => {
    // y = 2 (little-endian 02 00 … 00) is a field element no point of ed25519 has; 32 bytes of 0xff are no field element
    expect(isValidAddress('SOL', '8opHzTAnfzRpPEx21XtnrVTX28YQuCpAjcn1PczScKh')).toBe(false);
    expect(isValidAddress('SOL', 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG')).toBe(false);
    expect(isValidAddress('SOL', 'ATcCGRoY87cSJESCXbHXEX6CDWQxepAViUvVnNsELh')).toBe(false);
  });

  it.each([
    ['BTC', 'ltc1qytnqzjknvv03jwfgrsmzt0ycmwqgl0asjnaxwu'],
    ['LTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['BTC', 'DLSSSUS3ex7YNDACJDxMER1ZMW579Vy8Zy'],
    ['DOGE', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['TRC20', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
    ['ERC20', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'],
    ['XRP', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['XRP', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC'],
    ['SOL', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ['ADA', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    // CIP-19's testnet enterprise address is not a mainnet one
    ['ADA', 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz'],
    ['BEP20', 'ATcCGRoY87cSJESCXbHXEX6CDWQxepAViUvVnNsELhRu'],
  ] as const)("%s refuses another network's address %s", (network, address) => {
    expect(isValidAddress(network, address)).toBe(false);
  });
});

describe('the stored spelling of an address', () => {
  it('an EVM address gets its EIP-55 checksum, an all-upper-case bech32 address is lower-cased, the rest is kept', () => {
    expect(canonicalAddress('ERC20', ' 0x7e5f4552091a69125d5dfcb7b8c2659029395bdf ')).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(canonicalAddress('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(canonicalAddress('TRC20', 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
    // a mixed-case bech32 string is invalid (BIP-173): kept as typed, so it matches nothing
    expect(canonicalAddress('BTC', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });
});
