// Query keys of the funds feature: everything sits under ['funds', <owner>] so one
// invalidation refreshes balances, lists and statuses after a deposit, withdrawal or exchange.
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '../../../lib/api/keys';
import { invalidateWalletAssets } from '../../../lib/api/wallet-assets';

export interface FlowFilter {
  currency?: string;
  type?: string;
  page: number;
  pageSize: number;
}

const all = ['funds'] as const;
const mine = (owner: Owner) => [...all, owner] as const;

export const fundsKeys = {
  all,
  allowList: (owner: Owner) => [...mine(owner), 'allow-list'] as const,
  bankCard: (owner: Owner) => [...mine(owner), 'bank-card'] as const,
  bankReference: (owner: Owner, currency: string) => [...mine(owner), 'bank-reference', currency] as const,
  cardChange: (owner: Owner) => [...mine(owner), 'card-change'] as const,
  cryptoAddresses: (owner: Owner) => [...mine(owner), 'crypto-addresses'] as const,
  depositAddress: (owner: Owner, currency: string, network: string) => [...mine(owner), 'deposit-address', currency, network] as const,
  exchangeHistory: (owner: Owner, page: number, pageSize: number) => [...mine(owner), 'exchange-history', page, pageSize] as const,
  exchangeRate: (owner: Owner, from: string, to: string, amount: string | null) =>
    [...mine(owner), 'exchange-rate', from, to, amount] as const,
  flow: (owner: Owner, filter: FlowFilter) => [...mine(owner), 'flow', filter] as const,
  /** Incoming transfers of one mode (issue 38), and the prefix of both modes. */
  incomingTransfers: (owner: Owner, mode: 'real' | 'demo') => [...mine(owner), 'incoming-transfers', mode] as const,
  incomingTransfersAll: (owner: Owner) => [...mine(owner), 'incoming-transfers'] as const,
  rechargeChannels: (owner: Owner) => [...mine(owner), 'recharge-channels'] as const,
  rechargeHistory: (owner: Owner, page: number, pageSize: number) => [...mine(owner), 'recharge-history', page, pageSize] as const,
  securityPassword: (owner: Owner) => [...mine(owner), 'security-password'] as const,
  withdrawHistory: (owner: Owner, page: number, pageSize: number) => [...mine(owner), 'withdraw-history', page, pageSize] as const,
  withdrawPreview: (owner: Owner, currency: string, amount: string | null) =>
    [...mine(owner), 'withdraw-preview', currency, amount] as const,
};

/** After a deposit, withdrawal, exchange or binding: the funds lists and statuses, and the balances. */
export function invalidateFunds(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: all }), invalidateWalletAssets(client)]);
}
