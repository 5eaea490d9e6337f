// The blockchain networks coins move on (issue 38): which networks each coin is deposited and
// withdrawn on, how each network's keys are derived for users' own deposit addresses, and how
// many confirmations a transfer needs before it is credited. One table for the server (address
// derivation and checks, incoming transfers, the simulated chain) and the client (network
// pickers, the confirmations counter).

/** Every network the platform knows, by the code users see (as exchanges name them). */
export const NETWORK_CODES = ['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'XRP', 'DOGE', 'ADA', 'LTC'] as const;
export type Network = (typeof NETWORK_CODES)[number];

export interface NetworkInfo {
  /** The network's full name, shown beside its code. */
  name: string;
  /**
   * How deposit keys are derived: BIP-32 on secp256k1 (`@scure/bip32`, non-hardened user index)
   * or SLIP-0010 on ed25519 (hardened only).
   */
  curve: 'secp256k1' | 'ed25519';
  /** SLIP-0044 coin type of the derivation path (EVM networks share Ethereum's 60: one address, as exchanges give). */
  coinType: number;
  /** Confirmations after which a transfer is credited. */
  confirmations: number;
  /** Seconds between blocks on the simulated chain (demo and sandbox): short, so the count is seen going up. */
  simulatedBlockSeconds: number;
}

export const NETWORKS: Record<Network, NetworkInfo> = {
  BTC: { name: 'Bitcoin', curve: 'secp256k1', coinType: 0, confirmations: 2, simulatedBlockSeconds: 10 },
  ERC20: { name: 'Ethereum (ERC20)', curve: 'secp256k1', coinType: 60, confirmations: 12, simulatedBlockSeconds: 2 },
  TRC20: { name: 'TRON (TRC20)', curve: 'secp256k1', coinType: 195, confirmations: 19, simulatedBlockSeconds: 1 },
  BEP20: { name: 'BNB Smart Chain (BEP20)', curve: 'secp256k1', coinType: 60, confirmations: 15, simulatedBlockSeconds: 1 },
  SOL: { name: 'Solana', curve: 'ed25519', coinType: 501, confirmations: 32, simulatedBlockSeconds: 0.5 },
  XRP: { name: 'XRP Ledger', curve: 'secp256k1', coinType: 144, confirmations: 1, simulatedBlockSeconds: 4 },
  DOGE: { name: 'Dogecoin', curve: 'secp256k1', coinType: 3, confirmations: 20, simulatedBlockSeconds: 2 },
  ADA: { name: 'Cardano', curve: 'ed25519', coinType: 1815, confirmations: 15, simulatedBlockSeconds: 2 },
  LTC: { name: 'Litecoin', curve: 'secp256k1', coinType: 2, confirmations: 4, simulatedBlockSeconds: 5 },
};

/**
 * The networks each coin is deposited and withdrawn on, the usual one first. Every coin the
 * platform holds has at least one; fiat (USD) moves by bank transfer only.
 */
export const COIN_NETWORKS: Record<string, readonly Network[]> = {
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  BTC: ['BTC'],
  ETH: ['ERC20', 'BEP20'],
  SOL: ['SOL'],
  BNB: ['BEP20'],
  XRP: ['XRP'],
  DOGE: ['DOGE'],
  ADA: ['ADA'],
  LTC: ['LTC'],
};

export function isNetwork(value: string): value is Network {
  return (NETWORK_CODES as readonly string[]).includes(value);
}

/** The networks of a coin ([] for a currency that has none: fiat). */
export function networksOf(coin: string): readonly Network[] {
  return COIN_NETWORKS[coin] ?? [];
}

/** Whether `coin` moves on `network` (deposits, claims, withdrawal addresses, recorded and simulated transfers). */
export function isNetworkOf(coin: string, network: string): network is Network {
  return (networksOf(coin) as readonly string[]).includes(network);
}
