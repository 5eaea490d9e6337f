// Bonuses in tests (decision 048): the template database has them switched off (so other
// features' tests see exact balances); these switch them on with the built-in terms.
import { BONUS_DEFAULTS, type BonusTerms } from '../../server/modules/bonus/service.ts';
import type { TestApp } from './app.ts';

/** Every bonus kind on, with the built-in terms (sign-up 10, 2FA 5, KYC 10, first deposit 20 USDT; 20×; 30 days), or `over` them. */
export function enableBonuses(t: TestApp, over: Partial<Omit<BonusTerms, 'kind'>> = {}) {
  for (const d of Object.values(BONUS_DEFAULTS)) t.app.services.bonuses.setTerms({ ...d, enabled: true, ...over });
}
