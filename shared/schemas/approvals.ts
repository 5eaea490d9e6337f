// Four-eyes proposals (issue 14 point 4) and the money settings they change. Each kind has
// its payload schema (the server module that owns the kind registers it with the approvals
// module); a proposal is stored with the payload and a before → after snapshot.
import { z } from 'zod';
import { appKeyParam, err, IsoDate, Paged, pageParams, ProposalReason } from './common.ts';
import { BonusKind } from './bonus.ts';
import { StaffCustomer } from './customers.ts';
import { AmountInput, CurrencyCode, StaffWithdrawal, WithdrawalPayTo } from './funds.ts';
import { IncomingTransferPayload } from './incoming-transfers.ts';
import { StaffCreatePayload, StaffRolePayload } from './staff.ts';

export const PROPOSAL_KINDS = [
  'balance-adjustment',
  'promotion-grant',
  'withdrawal',
  'credit-score',
  'currency-settings',
  'fast-option',
  'product',
  'contract-setting',
  'spot-market',
  'bonus-settings',
  'mining-product',
  'mining-product-new',
  'staff-create',
  'staff-role',
  'incoming-transfer',
] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
/**
 * The kinds staff propose through a form; `withdrawal` is proposed by the withdrawal queue, a
 * new staff account and a raised role by the staff page (decision 031).
 */
export type FormKind = Exclude<ProposalKind, 'withdrawal' | 'staff-create' | 'staff-role'>;

export const PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

const UserId = z.number().int().min(1).max(2_147_483_647);
const Mode = z.enum(['real', 'demo']);
/** A decimal fraction between 0 and 1 ("0.85" = 85 %). */
const Rate = z.string().regex(/^(0(\.\d{1,8})?|1(\.0{1,8})?)$/, err('RATE_INVALID'));

export const BalanceAdjustmentPayload = z.strictObject({
  userId: UserId,
  currency: CurrencyCode,
  mode: Mode,
  direction: z.enum(['credit', 'debit']),
  amount: AmountInput,
});
export const PromotionGrantPayload = z.strictObject({ userId: UserId, currency: CurrencyCode, mode: Mode, amount: AmountInput });
export const WithdrawalPayload = z.strictObject({ withdrawalId: UserId });
export const CreditScorePayload = z.strictObject({ userId: UserId, score: z.number().int().min(0).max(1000) });
/** Limits and fees of a currency's deposits and withdrawals; a maximum or the threshold of "0" means none. */
export const CurrencySettingsPayload = z.strictObject({
  currency: CurrencyCode,
  minDeposit: AmountInput,
  maxDeposit: AmountInput,
  minWithdraw: AmountInput,
  maxWithdraw: AmountInput,
  withdrawFeeRate: Rate,
  withdrawApprovalThreshold: AmountInput,
});
/** A fast-trade option of a product: its profit rate, stake limits (USDT) and whether it is offered. */
export const FastOptionPayload = z.strictObject({
  optionId: UserId,
  profitRate: Rate,
  minAmount: AmountInput,
  maxAmount: AmountInput,
  enabled: z.boolean(),
});
export const ProductPayload = z.strictObject({ productId: UserId, enabled: z.boolean() });
/** Lots as typed ("0.01"): the server parses them to hundredths with its own message. */
const LotsInput = z.string().trim().min(1, err('CONTRACT_SETTING_LOTS_INVALID')).max(20, err('CONTRACT_SETTING_LOTS_INVALID'));
/** A contract rate as typed ("0.0005"); the server checks 0 ≤ rate < 1. */
const ContractRate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,8})?$/, err('CONTRACT_SETTING_RATE_INVALID'));
const Leverage = z.number(err('CONTRACT_SETTING_LEVERAGES_INVALID')).int(err('CONTRACT_SETTING_LEVERAGES_INVALID'));
/**
 * A product's contract settings (issue 15, decision 036): lots as typed ("0.01"), the spread in
 * price units, rates as fractions; the server checks them together (min ≤ max, the step
 * divides both, 0 ≤ rate < 1 with maintenance > 0, the highest leverage's margin above
 * maintenance + fee) with localized errors.
 */
export const ContractSettingPayload = z.strictObject({
  productId: UserId,
  contractSize: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, err('CONTRACT_SETTING_SIZE_INVALID')),
  lotStep: LotsInput,
  minLots: LotsInput,
  maxLots: LotsInput,
  leverages: z
    .array(Leverage.min(1, err('CONTRACT_SETTING_LEVERAGES_INVALID')).max(1000, err('CONTRACT_SETTING_LEVERAGES_INVALID')))
    .min(1, err('CONTRACT_SETTING_LEVERAGES_INVALID'))
    .max(30, err('CONTRACT_SETTING_LEVERAGES_INVALID')),
  spread: z.string().trim().min(1, err('CONTRACT_SETTING_SPREAD_INVALID')).max(30, err('CONTRACT_SETTING_SPREAD_INVALID')),
  feeRate: ContractRate,
  maintenanceRate: ContractRate,
  overnightRate: ContractRate,
  enabled: z.boolean(),
});

/** A typed decimal the server parses at the market's precision (with its own localized message). */
const SpotDecimal = (error: Parameters<typeof err>[0]) => z.string().trim().min(1, err(error)).max(30, err(error));
/** A spot fee rate as typed ("0.001" = 0.1 %); the server checks 0 ≤ rate < 0.1. */
const SpotFee = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,8})?$/, err('SPOT_SETTING_FEE_INVALID'));
/**
 * A spot market's settings (issue 16, decision 041): the price step (the market's tick size) in
 * the quote coin, the lot step in the base coin, the minimum order value in the quote coin, the
 * maker and taker fee rates as fractions, and whether new orders are taken. The server checks
 * each against the market's precisions with localized errors. (`priceStep`, not "tick size":
 * no staff field names a tick, decision 030's guard.)
 */
export const SpotMarketPayload = z.strictObject({
  marketId: UserId,
  priceStep: SpotDecimal('SPOT_SETTING_PRICE_STEP_INVALID'),
  lotStep: SpotDecimal('SPOT_SETTING_LOT_STEP_INVALID'),
  minNotional: SpotDecimal('SPOT_SETTING_MIN_NOTIONAL_INVALID'),
  makerFee: SpotFee,
  takerFee: SpotFee,
  enabled: z.boolean(),
});

/**
 * A bonus kind's terms (issue 17.5, decision 048): the amount in USDT (0 grants nothing), the
 * turnover multiple (real-mode traded notional ≥ amount × multiple unlocks it), the days until
 * what is still locked is taken back, and whether it is granted at all. Grants made before keep
 * the terms they were made with.
 */
export const BonusSettingsPayload = z.strictObject({
  kind: BonusKind,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,6})?$/, err('BONUS_SETTING_INVALID')),
  turnoverMultiple: z
    .number(err('BONUS_SETTING_INVALID'))
    .int(err('BONUS_SETTING_INVALID'))
    .min(1, err('BONUS_SETTING_INVALID'))
    .max(1000, err('BONUS_SETTING_INVALID')),
  expiryDays: z
    .number(err('BONUS_SETTING_INVALID'))
    .int(err('BONUS_SETTING_INVALID'))
    .min(1, err('BONUS_SETTING_INVALID'))
    .max(3650, err('BONUS_SETTING_INVALID')),
  enabled: z.boolean(),
});

/** A mining rate as typed ("0.004" = 0.4 % a day); the server checks 0 ≤ rate < 1 with at most 8 decimals. */
const MiningRate = z.string().trim().min(1, err('MINING_SETTING_RATE_INVALID')).max(12, err('MINING_SETTING_RATE_INVALID'));
/** A mining amount as typed; the server parses it at the product currency's decimals. */
const MiningAmount = z.string().trim().min(1, err('MINING_SETTING_AMOUNT_INVALID')).max(40, err('MINING_SETTING_AMOUNT_INVALID'));
/**
 * A mining product's settings (issue 18, decision 049): name, period, the daily rate range and
 * default rate (fractions), the single limit, per-user cap and total quota (in its currency),
 * and whether it takes subscriptions. Applies to new subscriptions only.
 */
const MiningProductSettings = {
  name: z.string().trim().min(1, err('MINING_SETTING_NAME_INVALID')).max(60, err('MINING_SETTING_NAME_INVALID')),
  periodDays: z
    .number(err('MINING_SETTING_PERIOD_INVALID'))
    .int(err('MINING_SETTING_PERIOD_INVALID'))
    .min(1, err('MINING_SETTING_PERIOD_INVALID'))
    .max(365, err('MINING_SETTING_PERIOD_INVALID')),
  minRate: MiningRate,
  maxRate: MiningRate,
  defaultRate: MiningRate,
  minAmount: MiningAmount,
  maxAmount: MiningAmount,
  userCap: MiningAmount,
  totalQuota: MiningAmount,
  enabled: z.boolean(),
};
/** A change of an existing product's settings. */
export const MiningProductPayload = z.strictObject({ productId: UserId, ...MiningProductSettings });
/**
 * A new product (decision 058): the same settings checked by the same rules, plus what an
 * existing product keeps from its creation: its currency and its place in the list.
 */
export const MiningProductNewPayload = z.strictObject({
  ...MiningProductSettings,
  currency: z.string(err('MINING_SETTING_CURRENCY_INVALID')).trim().max(10, err('MINING_SETTING_CURRENCY_INVALID')),
  sort: z
    .number(err('MINING_SETTING_SORT_INVALID'))
    .int(err('MINING_SETTING_SORT_INVALID'))
    .min(0, err('MINING_SETTING_SORT_INVALID'))
    .max(9999, err('MINING_SETTING_SORT_INVALID')),
});

export const PAYLOADS = {
  'balance-adjustment': BalanceAdjustmentPayload,
  'promotion-grant': PromotionGrantPayload,
  withdrawal: WithdrawalPayload,
  'credit-score': CreditScorePayload,
  'currency-settings': CurrencySettingsPayload,
  'fast-option': FastOptionPayload,
  product: ProductPayload,
  'contract-setting': ContractSettingPayload,
  'spot-market': SpotMarketPayload,
  'bonus-settings': BonusSettingsPayload,
  'mining-product': MiningProductPayload,
  'mining-product-new': MiningProductNewPayload,
  'staff-create': StaffCreatePayload,
  'staff-role': StaffRolePayload,
  'incoming-transfer': IncomingTransferPayload,
} as const satisfies Record<ProposalKind, z.ZodType>;
export type PayloadOf<K extends ProposalKind> = z.infer<(typeof PAYLOADS)[K]>;

const proposeBodies = new Map<string, { payload: z.ZodType; body: z.ZodType }>();

/**
 * The body of `POST /api/admin/proposals/{kind}`: the kind's payload (PAYLOADS for the kinds above)
 * and the reason. One schema per kind and payload however many apps a process builds: a second
 * schema under the same id in zod's global registry made the OpenAPI document's names depend on
 * what the process had built before (the typed client's types then differed from run to run).
 */
export const proposeBody = <S extends z.ZodType>(kind: string, payload: S) => {
  const known = proposeBodies.get(kind);
  if (known?.payload === payload) return known.body as z.ZodObject<{ payload: S; reason: typeof ProposalReason }>;
  const body = z.strictObject({ payload, reason: ProposalReason }).meta({ id: `Propose_${kind}` });
  proposeBodies.set(kind, { payload, body });
  return body;
};

export const DecideBody = z.strictObject({ note: z.string().trim().max(500).optional() }).meta({ id: 'DecideBody' });
export const RejectProposalBody = z.strictObject({ note: ProposalReason }).meta({ id: 'RejectProposalBody' });

export const ProposalQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  /** `decided`: every status but pending. */
  status: z.enum([...PROPOSAL_STATUSES, 'decided']).optional(),
  kind: z.enum(PROPOSAL_KINDS).optional(),
  /** Only mine (proposed by the caller). */
  mine: z.enum(['true', 'false']).optional(),
});
export type ProposalQuery = z.infer<typeof ProposalQuery>;

/** Flat values shown side by side: what the target was when proposed, and what it becomes. */
const Snapshot = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type Snapshot = z.infer<typeof Snapshot>;

/**
 * Who and what a proposal is about, looked up when it is shown (decision 070): the customer
 * (name, contact, tier), the currency the snapshot's amounts are in (shown at its display
 * precision), and where a withdrawal is paid. Nulls where the kind names none.
 */
export const ProposalSubject = z.object({
  customer: StaffCustomer.nullable(),
  currency: z.string().nullable(),
  payTo: WithdrawalPayTo.nullable().meta({
    description: 'a withdrawal: the bound card or the address it is paid to; null: none (or the card was changed)',
  }),
});
export type ProposalSubject = z.infer<typeof ProposalSubject>;

export const ProposalView = z
  .object({
    id: z.number().int(),
    /** One of PROPOSAL_KINDS, or another kind a server module registered (the list shows every proposal). */
    kind: z.string(),
    payload: z.record(z.string(), z.unknown()),
    before: Snapshot,
    after: Snapshot,
    targetType: z.string(),
    targetId: z.string(),
    subject: ProposalSubject,
    reason: z.string(),
    proposedBy: z.number().int(),
    proposedByName: z.string(),
    proposedAt: IsoDate,
    status: z.enum(PROPOSAL_STATUSES),
    decidedBy: z.number().int().nullable(),
    decidedByName: z.string().nullable(),
    decidedAt: IsoDate.nullable(),
    decisionNote: z.string(),
    result: z.string(),
    /** The caller may approve or reject it (pending, not theirs, their role approves this kind). */
    mayDecide: z.boolean(),
    /** The caller may cancel it (pending and theirs). */
    mayCancel: z.boolean(),
    /**
     * The caller and the proposer are linked (one created or promoted the other, directly or
     * through others, decision 031): the caller never decides it.
     */
    linked: z.boolean(),
  })
  .meta({ id: 'ProposalView' });
export type ProposalView = z.infer<typeof ProposalView>;
export const ProposalPage = Paged(ProposalView).meta({ id: 'ProposalPage' });
export type ProposalPage = z.infer<typeof ProposalPage>;

/** A withdrawal approved from the queue: paid, or (above the threshold) waiting for a second approval. */
export const WithdrawalApproval = StaffWithdrawal.extend({
  /** What happened: `paid` (the customer has been told), or `proposed` (waiting for a second approver, see proposalId). */
  outcome: z.enum(['paid', 'proposed']),
  /** The proposal a second staff member must approve; null when the withdrawal was paid. */
  proposalId: z.number().int().nullable(),
}).meta({ id: 'WithdrawalApproval' });
export type WithdrawalApproval = z.infer<typeof WithdrawalApproval>;

// ---------------------------------------------------------------- money settings (read)

export const CurrencySettingsView = z.object({
  code: z.string(),
  scale: z.number().int(),
  minDeposit: z.string(),
  maxDeposit: z.string(),
  minWithdraw: z.string(),
  maxWithdraw: z.string(),
  withdrawFeeRate: z.string(),
  withdrawApprovalThreshold: z.string(),
});
export type CurrencySettingsView = z.infer<typeof CurrencySettingsView>;
export const FastOptionView = z.object({
  id: z.number().int(),
  durationSec: z.number().int(),
  profitRate: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
});
export type FastOptionView = z.infer<typeof FastOptionView>;
export const ProductSettingsView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  options: z.array(FastOptionView),
});
export type ProductSettingsView = z.infer<typeof ProductSettingsView>;
export const MoneySettings = z
  .object({ currencies: z.array(CurrencySettingsView), products: z.array(ProductSettingsView) })
  .meta({ id: 'MoneySettings' });
export type MoneySettings = z.infer<typeof MoneySettings>;
