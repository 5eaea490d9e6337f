// Withdrawal addresses: the coins and networks an address can be bound for (every coin the
// platform holds, on each of its networks: shared/networks.ts), checked with the networks' own
// formats and checksums (../networks/address-codec.ts).
import { COIN_NETWORKS, type Network } from '../../../../shared/networks.ts';

export { base58Check, base58CheckEncode, isBech32Address, isEthereumAddress, isValidAddress } from '../networks/address-codec.ts';

export const CHAINS: Readonly<Record<string, readonly Network[]>> = COIN_NETWORKS;
export type Coin = string;
export type Chain = Network;
