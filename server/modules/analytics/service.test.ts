// The trades each product's rows make, the equity curve net of cash flows and its thinning,
// against hand-computed examples (decision 102).
import { describe, expect, it } from 'vitest';
import { daysIn, maxDrawdown } from './figures.ts';
import type { ContractCloseRow, SpotFillRow } from './repository.ts';
import { contractTrades, equityOf, spotTrades, thin } from './service.ts';

const close = (over: Partial<ContractCloseRow>): ContractCloseRow => ({
  eventId: 1n,
  positionId: 7n,
  symbol: 'ETH/USDT',
  at: 1000n,
  remaining: 0n,
  pnl: null,
  fee: null,
  realizedPnl: 0n,
  fees: 0n,
  ...over,
});

describe('contract closes', () => {
  it('a partial close is its P/L less its fee; the final close takes the rest and the opening and overnight fees', () => {
    // realizedPnl 19.90 − 10.10 = 9.80; fees: open 3.00 + close 1.51 + 1.49 + overnight 0.20 = 6.20
    const rows = [
      close({ eventId: 9n, at: 2000n, remaining: 0n, pnl: -10_100_000n, fee: 1_490_000n, realizedPnl: 9_800_000n, fees: 6_200_000n }),
      close({ eventId: 5n, at: 1000n, remaining: 100n, pnl: 19_900_000n, fee: 1_510_000n, realizedPnl: 9_800_000n, fees: 6_200_000n }),
    ];
    const trades = contractTrades(rows);
    expect(trades.map((t) => [t.id, t.pnl, t.fees, t.rowId])).toEqual([
      ['contract:5', 18_390_000n, 1_510_000n, 7],
      // −10.10 − (6.20 − 1.51) = −14.79
      ['contract:9', -14_790_000n, 4_690_000n, 7],
    ]);
    // the position's trades add up to its net result
    expect(trades.reduce((s, t) => s + t.pnl, 0n)).toBe(9_800_000n - 6_200_000n);
  });

  it('closes recorded without their P/L fall on the final close', () => {
    const rows = [
      close({ eventId: 1n, remaining: 50n, realizedPnl: 4_000_000n, fees: 1_000_000n }),
      close({ eventId: 2n, remaining: 0n, realizedPnl: 4_000_000n, fees: 1_000_000n }),
    ];
    expect(contractTrades(rows).map((t) => [t.pnl, t.fees])).toEqual([
      [0n, 0n],
      [3_000_000n, 1_000_000n],
    ]);
  });
});

const fill = (id: number, side: 'buy' | 'sell', lots: bigint, value: bigint, fee: bigint, marketId = 1n): SpotFillRow => ({
  id: BigInt(id),
  orderId: BigInt(100 + id),
  marketId,
  symbol: 'BTC/USDT',
  side,
  lots,
  value,
  fee,
  at: BigInt(id * 1000),
});

describe('spot fills by average cost', () => {
  it('sells realize against the average cost with the buy fees in it', () => {
    const trades = spotTrades([
      // 10 lots for 100.00 (fee 0.10), 10 lots for 120.00 (fee 0.12): cost 220.22 for 20 lots
      fill(1, 'buy', 10n, 100_000_000n, 100_000n),
      fill(2, 'buy', 10n, 120_000_000n, 120_000n),
      // 5 lots for 70.00, fee 0.07: cost 220.22 × 5/20 = 55.055; 70 − 0.07 − 55.055 = 14.875
      fill(3, 'sell', 5n, 70_000_000n, 70_000n),
      // the other 15 for 150.00, fee 0.15: cost the rest, 165.165: −15.315
      fill(4, 'sell', 15n, 150_000_000n, 150_000n),
    ]);
    expect(trades.map((t) => [t.id, t.pnl, t.fees, t.rowId])).toEqual([
      // fees: 0.07 + 0.22 × 5/20 = 0.125
      ['spot:3', 14_875_000n, 125_000n, 103],
      ['spot:4', -15_315_000n, 315_000n, 104],
    ]);
  });

  it('lots sold beyond what was bought here count for the bought part only; other markets apart', () => {
    const trades = spotTrades([
      fill(1, 'sell', 4n, 40_000_000n, 0n),
      fill(2, 'buy', 2n, 20_000_000n, 0n),
      fill(3, 'buy', 2n, 50_000_000n, 0n, 2n),
      // 4 lots sold, 2 held at 10.00 each: half the fill, 22.00 − 20.00
      fill(4, 'sell', 4n, 44_000_000n, 0n),
    ]);
    expect(trades.map((t) => [t.id, t.pnl])).toEqual([['spot:4', 2_000_000n]]);
  });
});

describe('equity and drawdown', () => {
  const trade = (at: number, pnl: bigint) => ({ id: `fast:${at}`, product: 'fast' as const, symbol: 'X', closedAt: at, pnl, fees: 0n });

  it('a withdrawal is no fall, a deposit no recovery; the percent is of the realized equity at the high', () => {
    const trades = [trade(2, 100n), trade(4, -50n), trade(6, -30n), trade(8, 200n)];
    const flows = [
      { time: 1, amount: 1000n },
      { time: 5, amount: -500n },
      { time: 7, amount: 2000n },
    ];
    const { curve, drawdownCurve } = equityOf(trades, flows);
    expect(curve.map((p) => [p.time, p.equity])).toEqual([
      [1, 1000n],
      [2, 1100n],
      [4, 1050n],
      [5, 550n],
      [6, 520n],
      [7, 2520n],
      [8, 2720n],
    ]);
    // results so far: 0, 100, 50, 50, 20, 20, 220: the fall from 100 to 20 (80 of 1,100), recovered at 8
    expect(maxDrawdown(drawdownCurve)).toEqual({ amount: 80n, basisPoints: 727n, peakAt: 2, troughAt: 6, recoveredAt: 8 });
  });

  it('a range starts at the equity of its start', () => {
    const { curve } = equityOf([trade(2, 100n), trade(4, -50n)], [{ time: 1, amount: 1000n }], 3, 10);
    expect(curve.map((p) => [p.time, p.equity])).toEqual([
      [3, 1100n],
      [4, 1050n],
    ]);
    expect(equityOf([trade(2, 100n)], [], 3).curve).toEqual([{ time: 3, equity: 100n }]);
  });

  it('thins to at most 500 points, keeping the first, the last, the highest and the lowest', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => ({ time: i, equity: BigInt((i * 7919) % 1000) }));
    points[4321] = { time: 4321, equity: 5000n };
    points[1234] = { time: 1234, equity: -5000n };
    const out = thin(points, 500);
    expect(out.length).toBeLessThanOrEqual(500);
    expect(out[0]).toBe(points[0]);
    expect(out.at(-1)).toBe(points.at(-1));
    expect(out).toContain(points[4321]);
    expect(out).toContain(points[1234]);
    expect(out.map((p) => p.time)).toEqual([...out.map((p) => p.time)].sort((a, b) => a - b));
    expect(thin(points.slice(0, 10), 500)).toEqual(points.slice(0, 10));
  });
});

describe('days in a time zone', () => {
  it('formats per quarter hour as Intl does per time, across a daylight-saving change', () => {
    const zones = ['Asia/Shanghai', 'America/New_York', 'Asia/Kathmandu', 'Australia/Eucla', 'UTC'];
    for (const zone of zones) {
      const dayOf = daysIn(zone);
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      // every 7 minutes over New York's change on 8 March 2026
      for (let t = Date.UTC(2026, 2, 6); t < Date.UTC(2026, 2, 10); t += 7 * 60_000) expect(dayOf(t)).toBe(format.format(t));
    }
  });
});
