// Fast options in the back office (decision 031): the `fast-option` proposal (a profit rate,
// stake limits in USDT, offered or not; applies to orders placed afterwards) registered with
// the approvals module, and the products with their options as the money settings page shows them.
import { formatAmount, trimZeros } from '../../../shared/money.ts';
import { FastOptionPayload, type PayloadOf, type ProductSettingsView, type Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import { SETTINGS_PERMISSIONS, settingsKind, settingUnits } from '../approvals/settings-kind.ts';
import type { FastRepository } from './repository.ts';

/** The fast-trade stakes are USDT (FastOption.minAmount/maxAmount). */
export const STAKE_CURRENCY = 'USDT';

/** The currencies' decimals (the funds module's book). */
type Scales = { get(code: string): { scale: number } };

export function fastOptionKind(repo: FastRepository, book: Scales) {
  const stakeScale = () => book.get(STAKE_CURRENCY).scale;
  const optionRow = (id: number) => {
    const o = repo.settingsOption(id);
    if (!o) throw new AppError('NOT_FOUND');
    return o;
  };
  const snapshot = (o: { profitRate: string; minAmount: bigint; maxAmount: bigint; enabled: boolean | number }): Snapshot => ({
    profitRate: trimZeros(o.profitRate),
    minAmount: formatAmount(o.minAmount, stakeScale()),
    maxAmount: formatAmount(o.maxAmount, stakeScale()),
    enabled: Boolean(o.enabled),
  });
  const after = (p: PayloadOf<'fast-option'>) => {
    const o = {
      profitRate: trimZeros(p.profitRate),
      minAmount: settingUnits(p.minAmount, stakeScale()),
      maxAmount: settingUnits(p.maxAmount, stakeScale()),
      enabled: p.enabled,
    };
    if (o.minAmount < 1n) throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(1n, stakeScale()), currency: STAKE_CURRENCY });
    if (o.minAmount > o.maxAmount) throw new AppError('LIMITS_INVALID');
    return o;
  };
  return settingsKind({
    name: 'fast-option',
    permissions: SETTINGS_PERMISSIONS,
    payload: FastOptionPayload,
    finalFailures: ['NOT_FOUND', 'CURRENCY_UNKNOWN'],
    target: (p) => ({ type: 'fast-option', id: p.optionId }),
    describe: () => ({ currency: STAKE_CURRENCY }),
    current: (p) => snapshot(optionRow(p.optionId)),
    proposed: (p) => snapshot(after(p)),
    apply: (p) => repo.updateOption(p.optionId, after(p)),
  });
}

/** The products fast trading offers, each with its options (the money settings page). */
export function fastProductSettings(repo: FastRepository, book: { format(code: string, units: bigint): string }): ProductSettingsView[] {
  const options = repo.settingsOptions();
  return repo.fastProducts().map((p) => ({
    id: p.id,
    symbol: p.symbol,
    name: p.name,
    enabled: Boolean(p.enabled),
    options: options
      .filter((o) => o.productId === p.id)
      .map((o) => ({
        id: o.id,
        durationSec: o.durationSec,
        profitRate: o.profitRate,
        minAmount: book.format(STAKE_CURRENCY, o.minAmount),
        maxAmount: book.format(STAKE_CURRENCY, o.maxAmount),
        enabled: Boolean(o.enabled),
      })),
  }));
}
