// Incoming transfers (issue 38 point 2, decision 091): a transfer to a user's own deposit address,
// credited once. Real money: staff record it (the `incoming-transfer` four-eyes proposal, matched
// to its user by address). Demo money: the simulated chain sends one to the caller's own address
// and credits it once its confirmations are reached. Amounts are decimal strings.
import { z } from 'zod';
import { UserSearchQuery } from './admin-users.ts';
import { appKeyParam, Dec, IsoDate, Paged, pageParams } from './common.ts';
import { StaffCustomer } from './customers.ts';
import { TradeMode } from './fast.ts';
import { AmountInput, CurrencyCode, NetworkCode } from './funds.ts';

/** A network code (shared/networks.ts), refused with NETWORK_UNKNOWN as the deposit routes do. */
export const IncomingNetwork = NetworkCode;
export const INCOMING_STATUSES = ['confirming', 'credited'] as const;
export const IncomingStatus = z.enum(INCOMING_STATUSES);

/** A typed transaction id; its format per network is checked by the server (shared/tx-ids.ts) with its own message. */
const TxIdInput = z.string().trim().min(1).max(100);
/** A typed deposit address; the server matches it to its owner (case-insensitive on EVM networks). */
const AddressInput = z.string().trim().min(1).max(128);
/** What a search names: letters and digits only (every network's addresses and transaction ids are). */
const Alphanumeric = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[0-9A-Za-z]{1,${max}}$`));

/**
 * A transfer staff saw arrive (the `incoming-transfer` proposal): the network, our address it
 * went to (which names the user credited), the currency and amount as typed, the transaction
 * id, and optionally the crypto deposit claim it answers (closed by the approval).
 */
export const IncomingTransferPayload = z.strictObject({
  network: IncomingNetwork,
  address: AddressInput,
  currency: CurrencyCode,
  amount: AmountInput,
  txId: TxIdInput,
  claimId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type IncomingTransferPayload = z.infer<typeof IncomingTransferPayload>;

/** A test transfer on the simulated chain: demo mode only (`mode: 'real'` is refused), to your own address on `network`. */
export const SimulateTransferBody = z
  .strictObject({ mode: TradeMode, currency: CurrencyCode, network: IncomingNetwork, amount: AmountInput })
  .meta({ id: 'SimulateTransferBody' });
export type SimulateTransferBody = z.infer<typeof SimulateTransferBody>;

export const IncomingTransferView = z
  .object({
    id: z.number().int(),
    mode: TradeMode,
    network: IncomingNetwork,
    currency: z.string(),
    amount: Dec,
    txId: z.string(),
    confirmations: z.number().int(),
    required: z.number().int().meta({ description: 'confirmations after which it is credited' }),
    status: IncomingStatus,
    createdAt: IsoDate,
    creditedAt: IsoDate.nullable(),
  })
  .meta({ id: 'IncomingTransfer' });
export type IncomingTransferView = z.infer<typeof IncomingTransferView>;
export const IncomingTransferPage = Paged(IncomingTransferView).meta({ id: 'IncomingTransferPage' });
export type IncomingTransferPage = z.infer<typeof IncomingTransferPage>;

/** Your incoming transfers of one mode, newest first. */
export const IncomingQuery = z.strictObject({ ...appKeyParam, ...pageParams, mode: TradeMode });

// ------------------------------------------------------------------ back office
export const StaffIncomingTransfer = IncomingTransferView.extend({
  userId: z.number().int(),
  source: z.enum(['staff', 'simulated']),
  address: z.string(),
  proposalId: z.number().int().nullable(),
  claimId: z.number().int().nullable().meta({ description: 'the crypto deposit claim it answered' }),
  customer: StaffCustomer,
}).meta({ id: 'StaffIncomingTransfer' });
export type StaffIncomingTransfer = z.infer<typeof StaffIncomingTransfer>;
export const StaffIncomingTransferPage = Paged(StaffIncomingTransfer).meta({ id: 'StaffIncomingTransferPage' });
export type StaffIncomingTransferPage = z.infer<typeof StaffIncomingTransferPage>;

/** The incoming transfers list's filters: customer, network, transaction id, status, mode; paged. */
export const StaffIncomingQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  /** A customer's id or phone number (exact), or part of their e-mail. */
  user: UserSearchQuery.shape.q,
  network: IncomingNetwork.optional(),
  txId: Alphanumeric(100).optional(),
  status: IncomingStatus.optional(),
  mode: TradeMode.optional(),
});
export type StaffIncomingQuery = z.infer<typeof StaffIncomingQuery>;

/** A crypto deposit claim as a transfer to record: the customer's own address on the claim's chain, its amount and transaction hash. */
export const IncomingClaimPrefill = z
  .object({
    claimId: z.number().int(),
    network: IncomingNetwork,
    address: z.string(),
    currency: z.string(),
    amount: Dec,
    txId: z.string(),
    customer: StaffCustomer,
  })
  .meta({ id: 'IncomingClaimPrefill' });
export type IncomingClaimPrefill = z.infer<typeof IncomingClaimPrefill>;
