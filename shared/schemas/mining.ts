// Mining financing (issue 18, docs/decisions/049-mining-financing.md): products, orders, daily
// payouts, early redemption, and the back office's pages. Amounts are decimal strings in the
// product's currency (USDT, 6 decimals); daily rates are fractions as decimal strings
// ("0.004" = 0.4 % a day). Mining moves real money only.
import { z } from 'zod';
import { Holder } from './admin-contract.ts';
import { UserSearchQuery } from './admin-users.ts';
import { appKeyParam, Dec, err, IdText, IsoDate, Paged, pageParams } from './common.ts';

/** An amount as typed: the server parses it at the currency's decimals with its own message. */
const AmountText = z
  .string(err('MINING_AMOUNT_REQUIRED'))
  .trim()
  .min(1, err('MINING_AMOUNT_REQUIRED'))
  .max(40, err('MINING_AMOUNT_INVALID'));

export const MiningOrderStatus = z.enum(['in_progress', 'redeemed']);
export type MiningOrderStatus = z.infer<typeof MiningOrderStatus>;
/** How a redeemed order ended: at maturity (principal back in full) or early (minus the penalty). */
export const MiningRedeemKind = z.enum(['matured', 'early']);

/** What an amount earns: per day and over the period, at the lowest, default and highest daily rate. */
export const MiningEarningsRange = z.object({ min: Dec, default: Dec, max: Dec });
export const MiningExpected = z
  .object({ amount: Dec, daily: MiningEarningsRange, total: MiningEarningsRange })
  .meta({ id: 'MiningExpected' });
export type MiningExpected = z.infer<typeof MiningExpected>;

export const MiningProductView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    scale: z.number().int().meta({ description: "decimals of the product's currency" }),
    periodDays: z.number().int(),
    minRate: Dec.meta({ description: 'lowest daily rate (fraction: 0.003 = 0.3 %)' }),
    maxRate: Dec.meta({ description: 'highest daily rate' }),
    defaultRate: Dec.meta({ description: 'the rate expected earnings are quoted at and the early-redemption penalty uses' }),
    minAmount: Dec,
    maxAmount: Dec,
    userCap: Dec.meta({ description: "the most one customer may hold in the product's orders in progress" }),
    totalQuota: Dec.meta({ description: "the most all customers together may hold in the product's orders in progress" }),
    quotaLeft: Dec.meta({ description: 'what the total quota still takes' }),
    enabled: z.boolean(),
    interestStart: z.literal('next_day').meta({ description: 'interest accrues from 00:00 UTC of the day after the subscription' }),
    payoutTime: z.string().meta({ description: 'the daily payout time, HH:MM UTC', example: '00:00' }),
  })
  .meta({ id: 'MiningProduct' });
export type MiningProductView = z.infer<typeof MiningProductView>;
export const MiningProductList = z.array(MiningProductView).meta({ id: 'MiningProductList' });

export const MiningProductQuery = z.strictObject({
  ...appKeyParam,
  /** An amount to quote the expected earnings for (the product's minimum when absent). */
  amount: z.string().trim().max(40).optional(),
});
export const MiningProductDetail = MiningProductView.extend({
  expected: MiningExpected,
  /** What the caller may still subscribe under the per-user cap (null for a visitor). */
  userLeft: Dec.nullable(),
}).meta({ id: 'MiningProductDetail' });
export type MiningProductDetail = z.infer<typeof MiningProductDetail>;

export const MiningSubscribeBody = z
  .strictObject({
    productId: z.number(err('MINING_PRODUCT_UNKNOWN')).int().positive().max(2_147_483_647),
    amount: AmountText,
  })
  .meta({ id: 'MiningSubscribeBody' });
export type MiningSubscribeBody = z.infer<typeof MiningSubscribeBody>;

export const MiningOrderView = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    currency: z.string(),
    amount: Dec.meta({ description: 'the principal held in custody' }),
    periodDays: z.number().int(),
    minRate: Dec,
    maxRate: Dec,
    defaultRate: Dec,
    seed: z.string().meta({ description: "committed at subscription: day k's rate is recomputed from it (decision 049)" }),
    status: MiningOrderStatus,
    redeemKind: MiningRedeemKind.nullable(),
    createdAt: IsoDate,
    interestFrom: IsoDate.meta({ description: 'the first day that earns (00:00 UTC of the day after the subscription)' }),
    finishAt: IsoDate.meta({ description: 'maturity: the last payout, and the principal returns' }),
    nextPayoutAt: IsoDate.nullable(),
    paidDays: z.number().int(),
    remainingDays: z.number().int(),
    expected: Dec.meta({ description: 'interest over the whole period, at the days’ drawn rates' }),
    accumulated: Dec.meta({ description: 'interest paid so far' }),
    today: Dec.meta({ description: 'the interest of the day now earning (paid after it ends); 0 when none is' }),
    penalty: Dec,
    refund: Dec,
    redeemedAt: IsoDate.nullable(),
  })
  .meta({ id: 'MiningOrder' });
export type MiningOrderView = z.infer<typeof MiningOrderView>;

export const MiningPayoutView = z
  .object({
    orderId: z.number().int(),
    productName: z.string(),
    currency: z.string(),
    dayIndex: z.number().int().meta({ description: '1 = the first day after the subscription' }),
    day: z.string().meta({ description: 'YYYY-MM-DD (UTC) of the day that earned' }),
    rate: Dec,
    amount: Dec,
    journalId: z.number().int(),
    paidAt: IsoDate,
  })
  .meta({ id: 'MiningPayout' });
export type MiningPayoutView = z.infer<typeof MiningPayoutView>;
export const MiningPayoutPage = Paged(MiningPayoutView).meta({ id: 'MiningPayoutPage' });
export type MiningPayoutPage = z.infer<typeof MiningPayoutPage>;

export const MiningOrderDetail = MiningOrderView.extend({ payouts: z.array(MiningPayoutView) }).meta({ id: 'MiningOrderDetail' });
export type MiningOrderDetail = z.infer<typeof MiningOrderDetail>;
export const MiningOrderPage = Paged(MiningOrderView).meta({ id: 'MiningOrderPage' });
export type MiningOrderPage = z.infer<typeof MiningOrderPage>;

export const MiningOrderQuery = z.strictObject({ ...appKeyParam, ...pageParams, status: MiningOrderStatus.optional() });
export type MiningOrderQuery = z.infer<typeof MiningOrderQuery>;
export const MiningPayoutQuery = z.strictObject({ ...appKeyParam, ...pageParams, orderId: IdText.optional() });
export type MiningPayoutQuery = z.infer<typeof MiningPayoutQuery>;

/** What redeeming now would cost: shown in the confirm prompt before anything happens. */
export const MiningRedemptionQuote = z
  .object({
    orderId: z.number().int(),
    currency: z.string(),
    amount: Dec,
    remainingDays: z.number().int(),
    defaultRate: Dec,
    penalty: Dec,
    refund: Dec,
    interestKept: Dec.meta({ description: 'interest already paid: it stays yours' }),
  })
  .meta({ id: 'MiningRedemptionQuote' });
export type MiningRedemptionQuote = z.infer<typeof MiningRedemptionQuote>;

/** The penalty the customer was shown: refused when it is no longer the penalty (a day ended meanwhile). */
export const MiningRedeemBody = z.strictObject({ penalty: Dec }).meta({ id: 'MiningRedeemBody' });

export const MiningSummary = z
  .object({
    currency: z.string(),
    inProgress: z.number().int(),
    held: Dec.meta({ description: 'principal of the orders in progress' }),
    expected: Dec,
    accumulated: Dec.meta({ description: 'interest paid, all orders' }),
    today: Dec,
  })
  .meta({ id: 'MiningSummary' });
export type MiningSummary = z.infer<typeof MiningSummary>;

// ---------------------------------------------------------------- back office

export const AdminMiningProduct = MiningProductView.extend({
  sort: z.number().int(),
  held: Dec.meta({ description: "principal of the product's orders in progress" }),
  ordersInProgress: z.number().int(),
  pendingProposalId: z.number().int().nullable(),
}).meta({ id: 'AdminMiningProduct' });
export type AdminMiningProduct = z.infer<typeof AdminMiningProduct>;
export const AdminMiningProductList = z.array(AdminMiningProduct).meta({ id: 'AdminMiningProductList' });

export const AdminMiningOrderQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  status: MiningOrderStatus.optional(),
  productId: IdText.optional(),
  user: UserSearchQuery.shape.q,
});
export type AdminMiningOrderQuery = z.infer<typeof AdminMiningOrderQuery>;
export const AdminMiningOrder = MiningOrderView.extend(Holder).meta({ id: 'AdminMiningOrder' });
export type AdminMiningOrder = z.infer<typeof AdminMiningOrder>;
export const AdminMiningOrderPage = Paged(AdminMiningOrder).meta({ id: 'AdminMiningOrderPage' });
export type AdminMiningOrderPage = z.infer<typeof AdminMiningOrderPage>;
export const AdminMiningOrderDetail = MiningOrderDetail.extend(Holder).meta({ id: 'AdminMiningOrderDetail' });
export type AdminMiningOrderDetail = z.infer<typeof AdminMiningOrderDetail>;
