// The bonus module (issue 17.5, decision 048): bonuses granted at registration, at the first
// approved deposit, for turning on two-factor and for passing certification; what a locked
// bonus holds back from withdrawals; the expiry sweep; and the bonus-settings four-eyes kind.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { Rates } from '../funds/rates.ts';
import type { KycAuthenticated } from '../kyc/service.ts';
import { BonusRepository } from './repository.ts';
import { bonusRoutes } from './routes.ts';
import { BONUS_SWEEP_EVERY_MS, BonusService } from './service.ts';
import { bonusSettingsKind } from './settings-proposal.ts';

export function bonusModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    book: CurrencyBook;
    rates: Rates;
    approvals: ApprovalService;
    /** Told of each certification tier passed (the kyc module's listeners). */
    onKycAuthenticated: ((event: KycAuthenticated) => void)[];
    /** Told of each two-factor enrolment (the security module's listeners). */
    onTwoFactorEnabled: ((userId: number) => void)[];
  },
) {
  const { market, book } = deps;
  const bonuses = new BonusService(
    ctx,
    new BonusRepository(ctx.sqlite),
    deps.rates,
    (productId) => market.product(productId)?.pricePrecision ?? 0,
    (currency) => book.get(currency).scale,
  );
  // the bonuses for passing certification (its advanced tier: identity proven by documents) and
  // for turning on two-factor, each granted once
  deps.onKycAuthenticated.push((e) => {
    if (e.tier === 'advanced') bonuses.grant(e.userId, 'kyc');
  });
  deps.onTwoFactorEnabled.push((userId) => {
    bonuses.grant(userId, 'twoFactor');
  });
  deps.approvals.register(bonusSettingsKind(bonuses));
  return {
    name: 'bonus',
    bonuses,
    jobs: [{ name: 'bonus-sweep', everyMs: BONUS_SWEEP_EVERY_MS, run: (now: number) => bonuses.sweep(now) }],
    routes: async (app) => {
      await app.register(bonusRoutes, { bonuses, approvals: deps.approvals });
    },
  } satisfies AppModule & Record<string, unknown>;
}
