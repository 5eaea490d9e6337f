// Bonuses (issue 17.5, docs/decisions/048-bonuses.md): what a customer sees of their bonuses,
// and the back office's settings (changed by the four-eyes `bonus-settings` proposal) and grants.
import { z } from 'zod';
import { Holder } from './admin-contract.ts';
import { UserSearchQuery } from './admin-users.ts';
import { appKeyParam, Dec, Paged, pageParams } from './common.ts';

/** The kinds of bonus (spec section 1): sign-up, enabling two-factor, passing KYC, the first deposit. */
export const BONUS_KINDS = ['signUp', 'twoFactor', 'kyc', 'firstDeposit'] as const;
export const BonusKind = z.enum(BONUS_KINDS);
export type BonusKind = z.infer<typeof BonusKind>;
/** The currency every bonus is paid in. */
export const BONUS_CURRENCY = 'USDT';

/**
 * active: locked (tradeable, not withdrawable); unlocked: the turnover was met, what was left is
 * the user's own money; expired: the period ended first, what was left was taken back;
 * forfeited: the account was cancelled while it was locked, what was left was taken back.
 */
export const BonusState = z.enum(['active', 'unlocked', 'expired', 'forfeited']);
export type BonusState = z.infer<typeof BonusState>;

export const BonusView = z
  .object({
    id: z.number().int(),
    kind: BonusKind,
    currency: z.literal(BONUS_CURRENCY),
    amount: Dec.meta({ description: 'granted' }),
    /** What is still locked now (active), what became withdrawable (unlocked), or what was taken back (expired). */
    locked: Dec.meta({ description: 'active: still locked (losses and fees took the rest)' }),
    settledAmount: Dec.meta({ description: 'unlocked: what became withdrawable; expired or forfeited: what was taken back' }),
    turnover: Dec.meta({ description: 'real-mode traded notional since the grant (USDT)' }),
    turnoverRequired: Dec,
    turnoverMultiple: z.number().int(),
    state: BonusState,
    grantedAt: z.number().int(),
    expiresAt: z.number().int(),
    settledAt: z.number().int().nullable(),
  })
  .meta({ id: 'BonusView' });
export type BonusView = z.infer<typeof BonusView>;

export const BonusSummary = z
  .object({
    currency: z.literal(BONUS_CURRENCY),
    /** Σ locked of the active bonuses: the part of the USDT balance that cannot be withdrawn. */
    locked: Dec,
    items: z.array(BonusView),
  })
  .meta({ id: 'BonusSummary' });
export type BonusSummary = z.infer<typeof BonusSummary>;

/** A bonus kind's terms as staff read them. */
export const BonusSettingView = z
  .object({
    kind: BonusKind,
    amount: Dec,
    turnoverMultiple: z.number().int(),
    expiryDays: z.number().int(),
    enabled: z.boolean(),
    /** A change proposed and not yet decided, if any. */
    pendingProposalId: z.number().int().nullable(),
  })
  .meta({ id: 'BonusSettingView' });
export type BonusSettingView = z.infer<typeof BonusSettingView>;
export const BonusSettingList = z.array(BonusSettingView).meta({ id: 'BonusSettingList' });

export const AdminBonusGrantQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  kind: BonusKind.optional(),
  state: BonusState.optional(),
  /** A customer's id or phone number (exact), or part of their e-mail. */
  user: UserSearchQuery.shape.q,
});
export type AdminBonusGrantQuery = z.infer<typeof AdminBonusGrantQuery>;

export const AdminBonusGrant = BonusView.extend({ ...Holder, reclaimed: Dec }).meta({
  id: 'AdminBonusGrant',
});
export type AdminBonusGrant = z.infer<typeof AdminBonusGrant>;
export const AdminBonusGrantPage = Paged(AdminBonusGrant).meta({ id: 'AdminBonusGrantPage' });
export type AdminBonusGrantPage = z.infer<typeof AdminBonusGrantPage>;
