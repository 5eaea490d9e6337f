import { describe, expect, it } from 'vitest';
import {
  type ContractSpec,
  type Exposure,
  equityOf,
  feeOf,
  isLiquidated,
  liquidationFraction,
  liquidationTicks,
  liquidationTrigger,
  maintenanceOf,
  marginOf,
  overnightFeeOf,
  pnlOf,
  riskFeeOf,
  sidesOf,
} from './contract.ts';

// Binance's published isolated-margin example: 1 BTC at 20,000, 50×, maintenance 0.4 %, fees aside
const btc: ContractSpec = { pricePrecision: 2, contractSize: 1n, feeRate: '0', maintenanceRate: '0.004' };
const entry = 2_000_000n; // 20,000.00
const lots = 100n; // 1.00 lot = 1 BTC
const margin = marginOf(btc, lots, entry, 50);
const long: Exposure = { side: 'long', lots, entryValue: lots * entry, margin };
const short: Exposure = { ...long, side: 'short' };

describe('contract arithmetic', () => {
  it('margin of 1 BTC at 20,000 and 50× is 400 USDT', () => {
    expect(margin).toBe(400_000_000n);
  });

  it('golden: liquidation price 19,678.71 long and 20,318.73 short', () => {
    expect(liquidationTicks(btc, long)).toBe(1_967_871n);
    expect(liquidationTicks(btc, short)).toBe(2_031_873n);
  });

  it('golden: at the exact liquidation price, margin + unrealised P/L = maintenance margin', () => {
    for (const e of [long, short]) {
      const [num, den] = liquidationFraction(btc, e) as [bigint, bigint];
      // Q·(LP − EP) exactly: lots × (num/den) − entryValue, in money units × valueDenominator
      const sign = e.side === 'long' ? 1n : -1n;
      const pnlTimesDen = sign * (e.lots * num - e.entryValue * den) * 10n ** 6n; // × cs (1)
      const mmTimesDen = e.lots * num * 10n ** 6n * 4n; // × 0.004 = 4/1000
      // M·(100·100·den) + pnl·den·… = MM: compare in the common denominator 100·100·den·1000
      const lhs = e.margin * 100n * 100n * den * 1000n + pnlTimesDen * 1000n;
      const rhs = mmTimesDen;
      expect(lhs).toBe(rhs);
    }
  });

  it('at the rounded liquidation price equity and maintenance agree to the product precision', () => {
    for (const e of [long, short]) {
      const lp = liquidationTicks(btc, e) as bigint;
      const gap = equityOf(btc, e, lp) - maintenanceOf(btc, e.lots, lp);
      // one tick of 1 BTC is 0.01 USDT = 10,000 minor units
      expect(gap < 0n ? -gap : gap).toBeLessThanOrEqual(10_000n);
    }
  });

  it('the trigger tick is the exact boundary of the liquidation test', () => {
    const fees: ContractSpec = { ...btc, feeRate: '0.0005' };
    for (const spec of [btc, fees]) {
      for (const e of [long, short]) {
        const t = liquidationTrigger(spec, e) as bigint;
        expect(isLiquidated(spec, e, t)).toBe(true);
        expect(isLiquidated(spec, e, e.side === 'long' ? t + 1n : t - 1n)).toBe(false);
      }
    }
  });

  it('a long at 1× cannot be liquidated', () => {
    const m = marginOf(btc, lots, entry, 1);
    expect(liquidationTrigger(btc, { ...long, margin: m })).toBeUndefined();
  });

  it("P/L rounds down; charges (margin, fees) round half up to the cent; the liquidation test's fee rounds up to the minor unit", () => {
    const eurusd: ContractSpec = { pricePrecision: 5, contractSize: 100_000n, feeRate: '0.0003', maintenanceRate: '0.005' };
    const e = { side: 'long' as const, lots: 1n, entryValue: 108_425n }; // 0.01 lot at 1.08425
    expect(pnlOf(eurusd, e, 108_426n)).toBe(10_000n); // 1 pip × 1,000 units = 0.01 USDT
    expect(pnlOf(eurusd, { ...e, side: 'short' }, 108_426n)).toBe(-10_000n);
    // 1,084.25 × 0.0003 = 0.325275: charged 0.33, counted 0.325275 by the liquidation test
    expect(feeOf(eurusd, 1n, 108_425n)).toBe(330_000n);
    expect(riskFeeOf(eurusd, 1n, 108_425n)).toBe(325_275n);
    // 1,084.25 / 30 = 36.141666… → 36.14; 1,084.27 / 20 = 54.2135 → 54.21
    expect(marginOf(eurusd, 1n, 108_425n, 30)).toBe(36_140_000n);
    expect(marginOf(eurusd, 1n, 108_427n, 20)).toBe(54_210_000n);
    // 1,084.25 × 0.0001 = 0.108425 → 0.11; × 0.00004 = 0.04337 → 0.04
    expect(overnightFeeOf(eurusd, 1n, 108_425n, '0.0001')).toBe(110_000n);
    expect(overnightFeeOf(eurusd, 1n, 108_425n, '0.00004')).toBe(40_000n);
  });

  it("the issue's open: margin and fee each to the cent, so margin + fee is what is taken", () => {
    // ETH at 3,188.04, 0.1 lot (0.1 ETH), 10×: notional 318.804, margin 31.8804 → 31.88, fee 0.159402 → 0.16
    const eth: ContractSpec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
    const m = marginOf(eth, 10n, 318_804n, 10);
    const f = feeOf(eth, 10n, 318_804n);
    expect([m, f]).toEqual([31_880_000n, 160_000n]);
    expect((m + f) % 10_000n).toBe(0n);
  });

  it('bid and ask split the spread around the tick', () => {
    expect(sidesOf(1000n, 4n)).toEqual({ bid: 998n, ask: 1002n });
    expect(sidesOf(1000n, 3n)).toEqual({ bid: 999n, ask: 1002n });
    expect(sidesOf(1000n, 0n)).toEqual({ bid: 1000n, ask: 1000n });
  });
});
