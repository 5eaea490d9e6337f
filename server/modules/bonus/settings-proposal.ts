// The `bonus-settings` proposal (issue 17.5, decision 048): a bonus kind's terms (amount,
// turnover multiple, expiry, granted or not), registered with the approvals module. Grants
// made before keep the terms they were made with.
import { formatAmount } from '../../../shared/money.ts';
import { BonusSettingsPayload, type PayloadOf, type Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import { SETTINGS_PERMISSIONS, settingsKind, settingUnits } from '../approvals/settings-kind.ts';
import { BONUS_SCALE, type BonusService, type BonusTerms } from './service.ts';

/** The largest bonus staff may set: 10000 USDT. */
const BONUS_MAX = 10_000n * 10n ** BigInt(BONUS_SCALE);

export function bonusSettingsKind(bonuses: Pick<BonusService, 'terms' | 'setTerms'>) {
  const current = (kind: PayloadOf<'bonus-settings'>['kind']) => {
    const t = bonuses.terms().get(kind);
    if (!t) throw new AppError('NOT_FOUND');
    return t;
  };
  const snapshot = (t: BonusTerms): Snapshot => ({
    kind: t.kind,
    amount: formatAmount(t.amount, BONUS_SCALE),
    turnoverMultiple: t.turnoverMultiple,
    expiryDays: t.expiryDays,
    enabled: t.enabled,
  });
  const after = (p: PayloadOf<'bonus-settings'>): BonusTerms => {
    const amount = settingUnits(p.amount, BONUS_SCALE);
    if (amount > BONUS_MAX) throw new AppError('BONUS_SETTING_INVALID');
    return { kind: p.kind, amount, turnoverMultiple: p.turnoverMultiple, expiryDays: p.expiryDays, enabled: p.enabled };
  };
  return settingsKind({
    name: 'bonus-settings',
    permissions: SETTINGS_PERMISSIONS,
    payload: BonusSettingsPayload,
    finalFailures: ['NOT_FOUND'],
    target: (p) => ({ type: 'bonus-setting', id: p.kind }),
    // (a bonus is in USDT)
    describe: () => ({ currency: 'USDT' }),
    current: (p) => snapshot(current(p.kind)),
    proposed: (p) => snapshot(after(p)),
    apply: (p) => {
      current(p.kind);
      bonuses.setTerms(after(p));
    },
  });
}
