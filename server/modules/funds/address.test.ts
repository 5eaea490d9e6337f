import { describe, expect, it } from 'vitest';
import { base58CheckEncode, isValidAddress } from './address.ts';

describe('withdrawal addresses', () => {
  it.each([
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], // the genesis address
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'], // the USDT contract on TRON
    ['TRC20', base58CheckEncode(Buffer.concat([Buffer.from([0x41]), Buffer.alloc(20, 7)]))],
  ] as const)('%s %s is valid', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(true);
  });

  it.each([
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'], // checksum off by one character
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
    ['BTC', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE'],
    ['ERC20', '52908400098527886E0F7030069857D2E4169EE7'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['TRC20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwc'], // the USDT contract address with its last character changed
    ['BTC', ''],
    ['BTC', `1${'A'.repeat(200)}`],
  ] as const)('%s %s is refused', (chain, address) => {
    expect(isValidAddress(chain, address)).toBe(false);
  });
});
