// The one refusal of a coin on a network it does not move on (shared/networks.ts COIN_NETWORKS):
// a deposit claim, a withdrawal address, a recorded or a simulated transfer all give the same answer.
import { isNetworkOf, type Network } from '../../../../shared/networks.ts';
import { AppError } from '../../../lib/app-error.ts';

/** `network`, checked to be one of `coin`'s networks (CHAIN_UNSUPPORTED otherwise). */
export function requireNetworkOf(coin: string, network: string): Network {
  if (!isNetworkOf(coin, network)) throw new AppError('CHAIN_UNSUPPORTED', { coin, chain: network });
  return network;
}
