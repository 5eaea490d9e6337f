// Types of the funds API (shared/schemas/funds.ts), type-only so the client carries no zod.
import type { z } from 'zod';
import { COIN_NETWORKS, type Network } from '../../../../shared/networks.ts';
import type {
  AllowListBody as AllowListBodySchema,
  AllowListView,
  BankCardBody as BankCardBodySchema,
  BankCardView,
  BankReferenceView,
  CardChangeBody as CardChangeBodySchema,
  CardChangeView,
  ConfirmationCodeSent as ConfirmationCodeSentSchema,
  CryptoAddressBody as CryptoAddressBodySchema,
  CryptoAddressView,
  DepositAddressView,
  DepositView,
  ExchangeQuote as ExchangeQuoteSchema,
  ExchangeRate as ExchangeRateSchema,
  ExchangeView,
  FlowEntry as FlowEntrySchema,
  OfflineChannelView,
  RechargeBody as RechargeBodySchema,
  RechargeChannels as RechargeChannelsSchema,
  WithdrawBody as WithdrawBodySchema,
  WithdrawCodeBody as WithdrawCodeBodySchema,
  WithdrawalView,
  WithdrawPreview as WithdrawPreviewSchema,
} from '../../../../shared/schemas/funds.ts';

export type FlowEntry = z.infer<typeof FlowEntrySchema>;
export type FlowOrderKind = NonNullable<FlowEntry['order']>['kind'];
export type RechargeChannels = z.infer<typeof RechargeChannelsSchema>;
export type OfflineChannel = z.infer<typeof OfflineChannelView>;
export type BankReference = z.infer<typeof BankReferenceView>;
export type RechargeBody = z.infer<typeof RechargeBodySchema>;
export type Deposit = z.infer<typeof DepositView>;
export type WithdrawPreview = z.infer<typeof WithdrawPreviewSchema>;
export type WithdrawBody = z.infer<typeof WithdrawBodySchema>;
export type Withdrawal = z.infer<typeof WithdrawalView>;
export type WithdrawCodeBody = z.infer<typeof WithdrawCodeBodySchema>;
export type ConfirmationCodeSent = z.infer<typeof ConfirmationCodeSentSchema>;
export type AllowList = z.infer<typeof AllowListView>;
export type AllowListBody = z.infer<typeof AllowListBodySchema>;
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
export type ExchangeQuote = z.infer<typeof ExchangeQuoteSchema>;
export type Exchange = z.infer<typeof ExchangeView>;
export type BankCard = z.infer<typeof BankCardView>;
export type BankCardBody = z.infer<typeof BankCardBodySchema>;
export type CardChange = z.infer<typeof CardChangeView>;
export type CardChangeBody = z.input<typeof CardChangeBodySchema>;
export type CryptoAddress = z.infer<typeof CryptoAddressView>;
export type CryptoAddressBody = z.infer<typeof CryptoAddressBodySchema>;
export type DepositAddress = z.infer<typeof DepositAddressView>;
/** A network a coin moves on (shared/networks.ts). */
export type Chain = Network;
export type AddressCoin = CryptoAddressBody['coin'];

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Networks a withdrawal address may use, per coin: every coin on each of its networks (shared/networks.ts). */
export const ADDRESS_CHAINS: Readonly<Record<AddressCoin, readonly Chain[]>> = COIN_NETWORKS;
export const ADDRESS_COINS = Object.keys(ADDRESS_CHAINS) as AddressCoin[];
/** The networks of a withdrawal coin ([] for one that has none). */
export const chainsOf = (coin: string): readonly Chain[] => ADDRESS_CHAINS[coin] ?? [];
/** Wallet currencies in the server's order. */
export const CURRENCIES = ['USDT', 'BTC', 'ETH', 'USD'] as const;
// (the fund-flow journal types live in client/src/lib/flow-title.ts: the back office names them too)
export { FLOW_TYPES, type FlowType } from '../../lib/flow-title';
export const PAGE_SIZE = 10;
