// Decimal-string helpers for the fast screens (display comparisons only; the server decides).

/** -1, 0 or 1 comparing two decimal strings. */
export function compareDecimal(a: string, b: string): number {
  const d = Number(a) - Number(b);
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/** The result an open order would have at `price`. */
export function wouldBe(direction: 'up' | 'down', entry: string, price: string | undefined): 'win' | 'loss' | 'tie' | null {
  if (!price) return null;
  const c = compareDecimal(price, entry);
  if (c === 0) return 'tie';
  return (c > 0) === (direction === 'up') ? 'win' : 'loss';
}

/** The profit of a would-be result: +amount×rate on a win, −amount on a loss, 0 on a tie. */
export function wouldBeProfit(result: 'win' | 'loss' | 'tie', amount: string, rate: string): string {
  if (result === 'tie') return '0';
  if (result === 'loss') return `-${amount}`;
  return (Number(amount) * Number(rate)).toFixed(2);
}

/** Typed amount: digits and one point, at most 2 decimals. */
export function sanitizeAmount(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [int = '', ...rest] = cleaned.split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, 2)}` : int;
}

/** d h m s parts of a number of seconds. */
export function splitDuration(totalSec: number): { d: number; h: number; m: number; s: number } {
  const t = Math.max(0, Math.floor(totalSec));
  return { d: Math.floor(t / 86_400), h: Math.floor((t % 86_400) / 3600), m: Math.floor((t % 3600) / 60), s: t % 60 };
}
