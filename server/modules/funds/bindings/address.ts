// Withdrawal addresses: the coins and networks an address can be bound for, checked with the
// networks' own formats and checksums (../networks/address-codec.ts).
export { base58Check, base58CheckEncode, isBech32Address, isEthereumAddress, isValidAddress } from '../networks/address-codec.ts';

export const CHAINS = { BTC: ['BTC'], ETH: ['ERC20'], USDT: ['TRC20', 'ERC20'] } as const;
export type Coin = keyof typeof CHAINS;
export type Chain = 'BTC' | 'ERC20' | 'TRC20';
