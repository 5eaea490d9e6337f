// The account's own screens (issue 17 points 3, 4, 6, 8): the dashboard's figures, the people
// a user invited and the referral rewards their fees paid (decision 045), the credit score's
// history (decision 046) and cancelling the account (decision 047).
import { z } from 'zod';
import { appKeyParam, Dec, IdParams, IsoDate, Paged, pageParams } from './common.ts';

export const PagedQuery = z.strictObject({ ...appKeyParam, ...pageParams });

/** An amount per currency (decimal string at the currency's scale). */
export const CurrencyAmount = z.object({ currency: z.string(), amount: Dec });

export const Dashboard = z
  .object({
    /** Real-mode total (available + frozen + in orders and positions) valued in USDT. */
    realTotalUsdt: Dec,
    /** Demo-mode total, valued the same way, never added to the real one. */
    demoTotalUsdt: Dec,
    creditScore: z.number().int(),
    inviteCode: z.string(),
    invitees: z.number().int().meta({ description: 'How many accounts registered with this user’s code' }),
    rewards: z.array(CurrencyAmount).meta({ description: 'Referral rewards received so far, per currency' }),
  })
  .meta({ id: 'Dashboard' });

export const Invitee = z.object({
  /** The account, masked ("ab***@example.com", "+852 12****78"). */
  account: z.string(),
  createdAt: IsoDate,
});
export const InviteePage = Paged(Invitee).meta({ id: 'InviteePage' });

export const ReferralReward = z.object({
  id: z.number().int(),
  inviteeAccount: z.string(),
  /** The fee's journal type: contract_open, contract_fill, contract_add, contract_close, contract_overnight, spot_fill. */
  source: z.string(),
  currency: z.string(),
  fee: Dec,
  reward: Dec,
  createdAt: IsoDate,
});
export const ReferralRewardPage = Paged(ReferralReward).meta({ id: 'ReferralRewardPage' });

export const CreditScoreChange = z.object({
  id: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.string(),
  createdAt: IsoDate,
});
export const CreditScorePage = Paged(CreditScoreChange).meta({ id: 'CreditScorePage' });

/** Staff: a customer's credit-score history (the user detail page). */
export const AdminCreditHistoryQuery = PagedQuery;
export const AdminUserParams = IdParams;

/** What stands between the account and its cancellation, and the dust and locked bonus it would leave behind. */
export const CancellationCheck = z
  .object({
    allowed: z.boolean(),
    /** Names of the checks that refuse it now: fast-orders, contract-positions, spot-orders, mining-orders, real-balance, ... */
    blockers: z.array(z.string()),
    /** Real-mode remainders below the currency's minimum withdrawal: forfeited to the platform on cancelling. */
    dust: z.array(CurrencyAmount),
    /** A bonus still locked (not withdrawable): forfeited back to the bonuses on cancelling (decision 071). */
    bonus: z.array(CurrencyAmount),
    /** Days before the e-mail or phone can register again. */
    releaseDays: z.number().int(),
  })
  .meta({ id: 'CancellationCheck' });

export const CancelAccountBody = z
  .strictObject({
    password: z.string().min(1).max(128),
    confirm: z.literal(true).meta({ description: 'The confirm prompt was accepted' }),
  })
  .meta({ id: 'CancelAccountBody' });
export type CancelAccountBody = z.infer<typeof CancelAccountBody>;
