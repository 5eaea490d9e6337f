// What one lot of a contract is (issue 37, point 5): the setting's contract size in units of
// the product's underlying (BTC/USDT: 1 BTC; SOL/USDT: 10 SOL; EUR/USD: 100,000 EUR; AAPL: 100
// AAPL), and what a number of lots comes to, multiplied exactly.
import { trimZeros } from '../../../../shared/money.ts';
import type { ContractSetting } from './types';

/** The underlying a lot is counted in: the symbol's base (before the slash), or the symbol itself. */
export function lotUnit(symbol: string): string {
  return symbol.split('/')[0] ?? symbol;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** a × b of two non-negative decimal strings, exactly, without trailing zeros; undefined if one is not such a string. */
export function multiplyDecimals(a: string, b: string): string | undefined {
  const x = DECIMAL.exec(a);
  const y = DECIMAL.exec(b);
  if (!x || !y) return undefined;
  const scale = (x[2] ?? '').length + (y[2] ?? '').length;
  const digits = (BigInt(`${x[1]}${x[2] ?? ''}`) * BigInt(`${y[1]}${y[2] ?? ''}`)).toString().padStart(scale + 1, '0');
  return trimZeros(scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** One lot's size and unit, and (for typed lots) the size they come to. */
export function lotSizeOf(setting: Pick<ContractSetting, 'contractSize' | 'symbol'>, lots?: string) {
  const size = trimZeros(setting.contractSize);
  return { size, unit: lotUnit(setting.symbol), units: lots ? multiplyDecimals(lots, size) : undefined };
}
