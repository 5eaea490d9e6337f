// The account feature's data, typed by the shared schemas (docs/decisions/045–047).
import type { z } from 'zod';
import type { CancellationCheck, CreditScorePage, Dashboard, InviteePage, ReferralRewardPage } from '../../../../shared/schemas/account.ts';
import type { UserInfo } from '../../../../shared/schemas/auth.ts';

export type DashboardData = z.infer<typeof Dashboard>;
export type InviteePageData = z.infer<typeof InviteePage>;
export type RewardPageData = z.infer<typeof ReferralRewardPage>;
export type CreditPageData = z.infer<typeof CreditScorePage>;
export type CancellationCheckData = z.infer<typeof CancellationCheck>;

/** Certification tier: another module adds `kycTier` to /api/user/info; absent means unverified. */
export type KycTier = 'none' | 'junior' | 'advanced';
export type AccountUser = UserInfo & { kycTier?: KycTier };
