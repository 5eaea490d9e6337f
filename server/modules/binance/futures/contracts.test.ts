// The futures API's symbols and quantities (issue 40): a contract product by its Binance symbol,
// and a Binance quantity in the base unit ↔ the platform's lots (hundredths of the contract
// size), exact, on the lot step, or refused as Binance refuses a finer precision (-1111).
import { describe, expect, it } from 'vitest';
import type { ContractSettings } from '../../contract/settings.ts';
import { BinanceError } from '../errors.ts';
import { contractOfSymbol, contractsBySymbol, lotsOfQuantity, QUANTITY_PRECISION, quantityOfLots, quantityStep } from './contracts.ts';

const product = (symbol: string, contractSize: bigint, lotStep = 1n): ContractSettings => ({
  productId: symbol.length,
  symbol,
  pricePrecision: 2,
  contractSize,
  feeRate: '0.0005',
  maintenanceRate: '0.004',
  lotStep,
  minLots: lotStep,
  maxLots: 10_000n,
  leverages: [1, 10, 20],
  spreadTicks: 10n,
  overnightRate: '0.0003',
  enabled: true,
});
// 1 ETH a lot; 1000 XRP a lot; 10 SOL a lot in steps of a quarter lot
const ETH = product('ETH/USDT', 1n);
const XRP = product('XRP/USDT', 1000n);
const SOL = product('SOL/USDT', 10n, 25n);

/** The Binance code a call is refused with. */
function codeOf(f: () => unknown): number {
  try {
    f();
  } catch (e) {
    if (e instanceof BinanceError) return e.code;
    throw e;
  }
  throw new Error('not refused');
}

describe('symbols', () => {
  it('a product by its symbol without the slash, in any case; an unknown one is -1121', () => {
    const all = [ETH, XRP, product('AAPL', 100n)];
    expect([...contractsBySymbol(all).keys()]).toEqual(['ETHUSDT', 'XRPUSDT', 'AAPL']);
    expect(contractOfSymbol(all, 'ETHUSDT')).toBe(ETH);
    expect(contractOfSymbol(all, 'xrpusdt')).toBe(XRP);
    expect(codeOf(() => contractOfSymbol(all, 'BTCUSDT'))).toBe(-1121);
  });
});

describe('quantities', () => {
  it('lots × contract size in the base unit, with two decimals; the step is the lot step’s', () => {
    expect(QUANTITY_PRECISION).toBe(2);
    expect(quantityOfLots(ETH, 1n)).toBe('0.01');
    expect(quantityOfLots(ETH, 250n)).toBe('2.50');
    expect(quantityOfLots(XRP, 1n)).toBe('10.00');
    expect(quantityOfLots(XRP, 10_000n)).toBe('100000.00');
    expect(quantityStep(ETH)).toBe('0.01');
    expect(quantityStep(XRP)).toBe('10.00');
    expect(quantityStep(SOL)).toBe('2.50');
  });

  it('a quantity back to lots, exactly: trailing zeros are fine, a finer one is -1111, a malformed one -1100', () => {
    expect(lotsOfQuantity(ETH, '2.5')).toBe(250n);
    expect(lotsOfQuantity(ETH, '2.500000')).toBe(250n);
    expect(lotsOfQuantity(ETH, '3')).toBe(300n);
    expect(lotsOfQuantity(XRP, '20')).toBe(2n);
    expect(lotsOfQuantity(SOL, '5')).toBe(50n);
    for (const [s, q] of [
      [ETH, '0.001'],
      // a whole number of hundredths, but not of a lot of 1000 XRP
      [XRP, '15'],
      [XRP, '10.01'],
      // a whole lot of SOL, but off the quarter-lot step
      [SOL, '1'],
    ] as const) {
      expect(
        codeOf(() => lotsOfQuantity(s, q)),
        `${s.symbol} ${q}`,
      ).toBe(-1111);
    }
    for (const q of ['-1', '1e3', '1.', '.5', ''])
      expect(
        codeOf(() => lotsOfQuantity(ETH, q)),
        q,
      ).toBe(-1100);
    // round trip
    for (const lots of [1n, 7n, 100n, 9_999n]) expect(lotsOfQuantity(XRP, quantityOfLots(XRP, lots))).toBe(lots);
  });
});
