// Withdrawal limits per certification tier (decision 043). When a withdrawal is requested, its
// value in USDT (at the current rate, in USDT minor units) is added to what the user's
// withdrawals of the UTC day and the UTC month already take (all but rejected and failed
// ones); when either sum goes above the tier's limit the withdrawal is not refused: it is
// marked over the limit, and staff cannot pay it alone (a second staff member approves it,
// the four-eyes path of decision 031). Reaching a limit exactly stays within it.
import { formatAmount, unitsOf } from '../../../shared/money.ts';
import { KYC_TIERS, type KycTier, type TierLimits } from '../../../shared/kyc.ts';
import type { WithdrawalLimitGate } from '../funds/withdrawals/service.ts';
import type { KycRepository } from './repository.ts';

const DAY_MS = 86_400_000;
export const USDT = 'USDT';

export interface TierLimitsConfig {
  enabled: boolean;
  tiers: Record<KycTier, TierLimits>;
}

export class TierWithdrawalLimits implements WithdrawalLimitGate {
  private readonly units: Record<KycTier, { daily: bigint; monthly: bigint }>;

  constructor(
    private readonly config: TierLimitsConfig,
    private readonly repo: KycRepository,
    private readonly tierOf: (userId: number) => KycTier,
    /** An amount of a currency in USDT minor units at the current rate. */
    private readonly toUsdt: (currency: string, amount: bigint) => bigint,
    private readonly usdtScale: number,
  ) {
    const u = (text: string) => unitsOf(text, usdtScale);
    this.units = Object.fromEntries(
      KYC_TIERS.map((t) => [t, { daily: u(config.tiers[t].daily), monthly: u(config.tiers[t].monthly) }]),
    ) as Record<KycTier, { daily: bigint; monthly: bigint }>;
  }

  /** The limits per tier in USDT, as shown to users (none while the gate is off). */
  view() {
    if (!this.config.enabled) return [];
    return KYC_TIERS.map((tier) => ({
      tier,
      daily: formatAmount(this.units[tier].daily, this.usdtScale),
      monthly: formatAmount(this.units[tier].monthly, this.usdtScale),
    }));
  }

  /** Whether `value` (USDT minor units) more would take the user above their tier's day or month limit at `now`. */
  assess(userId: number, value: bigint, now: number) {
    const tier = this.tierOf(userId);
    const limit = this.units[tier];
    const d = new Date(now);
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const overLimit =
      this.repo.usedSince(userId, dayStart) + value > limit.daily || this.repo.usedSince(userId, monthStart) + value > limit.monthly;
    return { tier, overLimit };
  }

  record(w: { withdrawalId: number; userId: number; currency: string; amount: bigint; createdAt: number }) {
    if (!this.config.enabled) return;
    const usdtValue = this.toUsdt(w.currency, w.amount);
    const { tier, overLimit } = this.assess(w.userId, usdtValue, w.createdAt);
    this.repo.insertCheck({ withdrawalId: w.withdrawalId, userId: w.userId, tier, usdtValue, overLimit, createdAt: w.createdAt });
  }

  wouldExceed(userId: number, currency: string, amount: bigint, now: number): boolean {
    return this.config.enabled && this.assess(userId, this.toUsdt(currency, amount), now).overLimit;
  }

  overLimit(withdrawalId: number): boolean {
    return this.config.enabled && (this.repo.check(withdrawalId)?.overLimit ?? false);
  }
}
