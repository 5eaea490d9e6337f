// Decimal-string helpers for the fast screens (display only; the server decides). Amounts
// and prices are compared and multiplied as BigInt, never as JavaScript numbers.
import { applyRate, compareDecimal, formatAmount, unitsOf } from '../../../../shared/money.ts';

/** The result an open order would have at `price`. */
export function wouldBe(direction: 'up' | 'down', entry: string, price: string | undefined): 'win' | 'loss' | 'tie' | null {
  if (!price) return null;
  const c = compareDecimal(price, entry);
  if (c === 0) return 'tie';
  return c > 0 === (direction === 'up') ? 'win' : 'loss';
}

/**
 * The profit of a would-be result, exact (the money formatter rounds it for display):
 * +amount×rate on a win, −amount on a loss, 0 on a tie.
 */
export function wouldBeProfit(result: 'win' | 'loss' | 'tie', amount: string, rate: string): string {
  if (result === 'tie') return '0';
  if (result === 'loss') return `-${amount}`;
  // stake × rate at the micro-unit, as the server pays it (half up)
  return formatAmount(applyRate(unitsOf(amount, 6), rate), 6);
}

/** d h m s parts of a number of seconds. */
export function splitDuration(totalSec: number): { d: number; h: number; m: number; s: number } {
  const t = Math.max(0, Math.floor(totalSec));
  return { d: Math.floor(t / 86_400), h: Math.floor((t % 86_400) / 3600), m: Math.floor((t % 3600) / 60), s: t % 60 };
}
