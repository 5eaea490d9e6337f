import { describe, expect, it } from 'vitest';
import { base58CheckEncode, isValidAddress } from '../networks/address-codec.ts';

describe('withdrawal addresses', () => {
  it.each([
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], // the genesis address
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'], // the USDT contract on TRON
    ['TRC20', base58CheckEncode(Buffer.concat([Buffer.from([0x41]), Buffer.alloc(20, 7)]))],
    // EIP-55's own examples: checksummed mixed case, and one case only (no checksum)
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['ERC20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['ERC20', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['ERC20', '0xde709f2102306220921060314715629080e2fb77'],
    ['ERC20', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
    // BIP 350's valid mainnet examples: v0 with a 32-byte program, v1 (taproot)
    ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ] as const)('%s %s is valid', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(true);
  });

  it.each([
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'], // checksum off by one character
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
    ['BTC', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE'],
    ['ERC20', '52908400098527886E0F7030069857D2E4169EE7'],
    // EIP-55 examples with one letter's case changed: the checksum no longer holds
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['ERC20', '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    // BIP 350's invalid examples: v0 with a bech32m checksum, v1 with a bech32 one, mixed case
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzWf5mdq'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwc'], // the USDT contract address with its last character changed
    ['BTC', ''],
    ['BTC', `1${'A'.repeat(200)}`],
  ] as const)('%s %s is refused', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(false);
  });
});
