// Currencies with their scale and limits, and amount parsing against them.
import { formatAmount, MAX_UNITS, parseAmount } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FundsRepository } from './repository.ts';

export interface CurrencyInfo {
  code: string;
  scale: number;
  minDeposit: bigint;
  maxDeposit: bigint; // 0 = none
  minWithdraw: bigint;
  maxWithdraw: bigint; // 0 = none
  withdrawFeeRate: string;
}

export class CurrencyBook {
  private readonly byCode = new Map<string, CurrencyInfo>();

  constructor(private readonly repo: FundsRepository) {
    this.reload();
  }

  /** Reads the currencies again (after staff changed their limits or fees). */
  reload() {
    this.byCode.clear();
    for (const r of this.repo.currencies()) this.byCode.set(r.code, { ...r, scale: Number(r.scale) });
  }

  list(): CurrencyInfo[] {
    return [...this.byCode.values()];
  }

  get(code: string): CurrencyInfo {
    const c = this.byCode.get(code);
    if (!c) throw new AppError('CURRENCY_UNKNOWN', { currency: code.slice(0, 10) });
    return c;
  }

  format(code: string, units: bigint): string {
    return formatAmount(units, this.get(code).scale);
  }

  /** A user-typed amount in minor units, checked against the format and the [min, max] range. */
  parse(code: string, value: string, range?: { min: bigint; max: bigint }): bigint {
    const c = this.get(code);
    const parsed = parseAmount(value, c.scale);
    if ('problem' in parsed && parsed.problem === 'too-large')
      throw new AppError('AMOUNT_TOO_LARGE', { max: formatAmount(MAX_UNITS, c.scale), currency: code });
    if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale: c.scale });
    if (range && parsed.units < range.min)
      throw new AppError('AMOUNT_TOO_SMALL', { min: formatAmount(range.min, c.scale), currency: code });
    if (range && range.max > 0n && parsed.units > range.max) {
      throw new AppError('AMOUNT_TOO_LARGE', { max: formatAmount(range.max, c.scale), currency: code });
    }
    return parsed.units;
  }
}
