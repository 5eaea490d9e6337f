import { describe, expect, it } from 'vitest';
import { type ContractSpec, isLiquidated, marginOf, sidesOf } from '../../../shared/contract.ts';
import { type Crossed, type Trigger, TriggerIndex, type TriggerSource, triggersOf } from './trigger-index.ts';

// BTC-like product: 2 decimals, 1 coin a lot, fees and maintenance as seeded for crypto
const spec: ContractSpec & { spreadTicks: bigint } = {
  pricePrecision: 2,
  contractSize: 1n,
  feeRate: '0.0005',
  maintenanceRate: '0.004',
  spreadTicks: 5n, // odd: bid = mark − 2, ask = mark + 3
};
const entry = 2_000_000n; // 20,000.00

function position(side: 'long' | 'short', leverage: number, more: Partial<TriggerSource> = {}): TriggerSource {
  const lots = 100n;
  return {
    side,
    status: 'holding',
    lots,
    entryValue: lots * entry,
    margin: marginOf(spec, lots, entry, leverage),
    limitTicks: null,
    stopLossTicks: null,
    takeProfitTicks: null,
    ...more,
  };
}

const find = (triggers: Trigger[], kind: Trigger['kind']) => triggers.find((t) => t.kind === kind) as Trigger;
const quote = (mark: bigint) => sidesOf(mark, spec.spreadTicks);

describe('triggersOf (mark ticks under the bid/ask convention)', () => {
  it('long: liquidation and stop-loss below at the bid, take-profit above at the bid', () => {
    const p = position('long', 50, { stopLossTicks: 1_990_000n, takeProfitTicks: 2_050_000n });
    const triggers = triggersOf(p, spec);
    const liq = find(triggers, 'liquidation');
    expect(liq.direction).toBe('below');
    // exactly the boundary of the arithmetic's liquidation test, evaluated at the bid
    expect(isLiquidated(spec, p, quote(liq.markTicks).bid)).toBe(true);
    expect(isLiquidated(spec, p, quote(liq.markTicks + 1n).bid)).toBe(false);
    expect(find(triggers, 'stop_loss')).toEqual({ kind: 'stop_loss', direction: 'below', markTicks: 1_990_002n });
    expect(quote(1_990_002n).bid).toBe(1_990_000n);
    expect(find(triggers, 'take_profit')).toEqual({ kind: 'take_profit', direction: 'above', markTicks: 2_050_002n });
    expect(triggers).toHaveLength(3);
  });

  it('short: liquidation and stop-loss above at the ask, take-profit below at the ask', () => {
    const p = position('short', 50, { stopLossTicks: 2_010_000n, takeProfitTicks: 1_950_000n });
    const triggers = triggersOf(p, spec);
    const liq = find(triggers, 'liquidation');
    expect(liq.direction).toBe('above');
    expect(isLiquidated(spec, p, quote(liq.markTicks).ask)).toBe(true);
    expect(isLiquidated(spec, p, quote(liq.markTicks - 1n).ask)).toBe(false);
    expect(find(triggers, 'stop_loss')).toEqual({ kind: 'stop_loss', direction: 'above', markTicks: 2_009_997n });
    expect(quote(2_009_997n).ask).toBe(2_010_000n);
    expect(find(triggers, 'take_profit')).toEqual({ kind: 'take_profit', direction: 'below', markTicks: 1_949_997n });
  });

  it('pending limit buy fills when ask ≤ limit, limit sell when bid ≥ limit; nothing else is armed', () => {
    const buy = triggersOf(position('long', 10, { status: 'pending', limitTicks: 1_980_000n, stopLossTicks: 1_900_000n }), spec);
    expect(buy).toEqual([{ kind: 'limit_fill', direction: 'below', markTicks: 1_979_997n }]);
    expect(quote(1_979_997n).ask).toBe(1_980_000n);
    expect(quote(1_979_998n).ask).toBe(1_980_001n);
    const sell = triggersOf(position('short', 10, { status: 'pending', limitTicks: 2_020_000n }), spec);
    expect(sell).toEqual([{ kind: 'limit_fill', direction: 'above', markTicks: 2_020_002n }]);
    expect(quote(2_020_002n).bid).toBe(2_020_000n);
    expect(quote(2_020_001n).bid).toBe(2_019_999n);
  });

  it('locked positions have no triggers; a 1× long cannot be liquidated', () => {
    expect(triggersOf(position('long', 50, { status: 'locked', stopLossTicks: 1_990_000n }), spec)).toEqual([]);
    expect(triggersOf(position('long', 1), spec)).toEqual([]);
    expect(triggersOf(position('short', 1), spec).map((t) => t.kind)).toEqual(['liquidation']);
  });
});

const below = (kind: Trigger['kind'], markTicks: bigint): Trigger => ({ kind, direction: 'below', markTicks });
const above = (kind: Trigger['kind'], markTicks: bigint): Trigger => ({ kind, direction: 'above', markTicks });
const ids = (crossed: Crossed[]) => crossed.map((c) => c.positionId).sort((a, b) => a - b);

describe('TriggerIndex', () => {
  it('fires every kind in both directions at the crossing tick, and only then', () => {
    const index = new TriggerIndex();
    index.set(1, 7, [below('liquidation', 100n)]);
    index.set(2, 7, [above('liquidation', 200n)]);
    index.set(3, 7, [below('stop_loss', 110n)]);
    index.set(4, 7, [above('stop_loss', 190n)]);
    index.set(5, 7, [above('take_profit', 180n)]);
    index.set(6, 7, [below('take_profit', 120n)]);
    index.set(8, 7, [below('limit_fill', 130n)]);
    index.set(9, 7, [above('limit_fill', 170n)]);
    expect(index.size).toBe(8);
    expect(index.crossed(7, 150n)).toEqual([]);
    expect(index.crossed(7, 131n)).toEqual([]);
    expect(index.crossed(7, 130n)).toEqual([{ positionId: 8, kind: 'limit_fill', markTicks: 130n }]);
    expect(index.crossed(7, 120n)).toEqual([{ positionId: 6, kind: 'take_profit', markTicks: 120n }]);
    expect(index.crossed(7, 169n)).toEqual([]);
    expect(index.crossed(7, 170n)).toEqual([{ positionId: 9, kind: 'limit_fill', markTicks: 170n }]);
    expect(index.crossed(7, 185n)).toEqual([{ positionId: 5, kind: 'take_profit', markTicks: 185n }]);
    expect(index.crossed(7, 190n)).toEqual([{ positionId: 4, kind: 'stop_loss', markTicks: 190n }]);
    expect(index.crossed(7, 200n)).toEqual([{ positionId: 2, kind: 'liquidation', markTicks: 200n }]);
    expect(index.crossed(7, 105n)).toEqual([{ positionId: 3, kind: 'stop_loss', markTicks: 105n }]);
    expect(index.crossed(7, 100n)).toEqual([{ positionId: 1, kind: 'liquidation', markTicks: 100n }]);
    expect(index.size).toBe(0);
    expect(index.crossed(7, 0n)).toEqual([]);
  });

  it('keeps products apart', () => {
    const index = new TriggerIndex();
    index.set(1, 1, [below('stop_loss', 100n)]);
    index.set(2, 2, [below('stop_loss', 100n)]);
    expect(index.crossed(3, 50n)).toEqual([]);
    expect(ids(index.crossed(2, 50n))).toEqual([2]);
    expect(index.size).toBe(1);
  });

  it('reports one trigger per position, liquidation before stop-loss, and drops the rest of its triggers', () => {
    const index = new TriggerIndex();
    index.set(1, 1, [below('liquidation', 90n), below('stop_loss', 95n), above('take_profit', 120n)]);
    index.set(2, 1, [below('liquidation', 80n), below('stop_loss', 95n), above('take_profit', 120n)]);
    // a gap to 85 crosses both triggers of position 1 but only the stop of position 2
    const crossed = index.crossed(1, 85n).sort((a, b) => a.positionId - b.positionId);
    expect(crossed).toEqual([
      { positionId: 1, kind: 'liquidation', markTicks: 85n },
      { positionId: 2, kind: 'stop_loss', markTicks: 85n },
    ]);
    expect(index.size).toBe(0);
    expect(index.crossed(1, 500n)).toEqual([]);
    expect(index.crossed(1, 1n)).toEqual([]);
  });

  it('set replaces a position’s triggers (also across products)', () => {
    const index = new TriggerIndex();
    index.set(1, 1, [below('stop_loss', 100n), above('take_profit', 200n)]);
    index.set(1, 1, [below('stop_loss', 90n)]);
    expect(index.size).toBe(1);
    expect(index.crossed(1, 95n)).toEqual([]);
    expect(index.crossed(1, 250n)).toEqual([]);
    index.set(1, 2, [above('take_profit', 300n)]);
    expect(index.crossed(1, 80n)).toEqual([]);
    expect(index.crossed(2, 300n)).toEqual([{ positionId: 1, kind: 'take_profit', markTicks: 300n }]);
    // a filled limit order becomes a holding position with its own triggers
    index.set(5, 1, [below('limit_fill', 100n)]);
    index.set(5, 1, []);
    expect(index.size).toBe(0);
    expect(index.crossed(1, 50n)).toEqual([]);
  });

  it('remove takes a position out; removing twice or an unknown id is harmless', () => {
    const index = new TriggerIndex();
    index.set(1, 1, [below('liquidation', 100n)]);
    index.set(2, 1, [below('liquidation', 100n)]);
    index.remove(1);
    index.remove(1);
    index.remove(99);
    expect(index.size).toBe(1);
    expect(index.crossed(1, 100n)).toEqual([{ positionId: 2, kind: 'liquidation', markTicks: 100n }]);
  });

  it('fires every position at the same threshold together', () => {
    const index = new TriggerIndex();
    for (let id = 1; id <= 50; id++) index.set(id, 1, [above('liquidation', 1_000n)]);
    expect(index.crossed(1, 999n)).toEqual([]);
    const crossed = index.crossed(1, 1_000n);
    expect(ids(crossed)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(crossed.every((c) => c.kind === 'liquidation' && c.markTicks === 1_000n)).toBe(true);
  });

  it('a gap crosses every threshold it passes and none beyond', () => {
    const index = new TriggerIndex();
    for (let id = 1; id <= 1_000; id++) index.set(id, 1, [below('liquidation', BigInt(id))]);
    expect(ids(index.crossed(1, 600n))).toEqual(Array.from({ length: 401 }, (_, i) => 600 + i));
    expect(index.size).toBe(599);
    expect(ids(index.crossed(1, 599n))).toEqual([599]);
  });

  it('a tick that crosses nothing takes nothing off the heaps; a crossing takes only what it crosses', () => {
    const index = new TriggerIndex();
    for (let id = 1; id <= 10_000; id++) index.set(id, 1, [below('liquidation', BigInt(id)), above('take_profit', BigInt(20_000 + id))]);
    for (let mark = 10_001n; mark < 20_001n; mark += 7n) index.crossed(1, mark);
    expect(index.popped).toBe(0);
    index.crossed(1, 9_990n);
    expect(index.popped).toBe(11);
    // their take-profits are stale now and are skipped, not reported, when reached
    expect(ids(index.crossed(1, 30_000n))).toEqual(Array.from({ length: 9_989 }, (_, i) => i + 1));
  });

  it('matches a full scan under random set, remove and ticks (stale entries rebuilt away)', () => {
    // seeded generator: the test is the same on every run
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const index = new TriggerIndex();
    const model = new Map<number, { productId: number; triggers: Trigger[] }>();
    const priority = ['liquidation', 'stop_loss', 'take_profit', 'limit_fill'];
    for (let step = 0; step < 20_000; step++) {
      const r = random();
      const id = Math.floor(random() * 3_000);
      const productId = Math.floor(random() * 3);
      if (r < 0.6) {
        const triggers = Array.from({ length: Math.floor(random() * 4) }, () => ({
          kind: priority[Math.floor(random() * 4)] as Trigger['kind'],
          direction: random() < 0.5 ? ('below' as const) : ('above' as const),
          markTicks: BigInt(Math.floor(random() * 1_000)),
        }));
        index.set(id, productId, triggers);
        if (triggers.length) model.set(id, { productId, triggers });
        else model.delete(id);
      } else if (r < 0.7) {
        index.remove(id);
        model.delete(id);
      } else {
        const mark = BigInt(Math.floor(random() * 1_000));
        const expected: Crossed[] = [];
        for (const [positionId, p] of model) {
          if (p.productId !== productId) continue;
          const hit = p.triggers.filter((t) => (t.direction === 'below' ? mark <= t.markTicks : mark >= t.markTicks));
          if (!hit.length) continue;
          const kind = hit.map((t) => t.kind).sort((a, b) => priority.indexOf(a) - priority.indexOf(b))[0] as Trigger['kind'];
          expected.push({ positionId, kind, markTicks: mark });
          model.delete(positionId);
        }
        const byId = (a: Crossed, b: Crossed) => a.positionId - b.positionId;
        expect(index.crossed(productId, mark).sort(byId)).toEqual(expected.sort(byId));
      }
      expect(index.size).toBe(model.size);
    }
  });

  it('a gap that crosses thousands (taken in one pass over the heap) matches a full scan, stale entries skipped', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const priority = ['liquidation', 'stop_loss', 'take_profit', 'limit_fill'];
    const index = new TriggerIndex();
    const model = new Map<number, Trigger[]>();
    const place = (id: number) => {
      const triggers = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        kind: priority[Math.floor(random() * 4)] as Trigger['kind'],
        direction: random() < 0.5 ? ('below' as const) : ('above' as const),
        markTicks: BigInt(Math.floor(random() * 10_000)),
      }));
      index.set(id, 1, triggers);
      model.set(id, triggers);
    };
    for (let id = 1; id <= 5_000; id++) place(id);
    // replaced triggers leave stale entries behind; removed positions too
    for (let i = 0; i < 2_000; i++) place(1 + Math.floor(random() * 5_000));
    for (let i = 0; i < 500; i++) {
      const id = 1 + Math.floor(random() * 5_000);
      index.remove(id);
      model.delete(id);
    }
    const byId = (a: Crossed, b: Crossed) => a.positionId - b.positionId;
    for (const mark of [5_000n, 2_000n, 9_000n, -1n, 10_000n]) {
      const expected: Crossed[] = [];
      for (const [positionId, triggers] of model) {
        const hit = triggers.filter((t) => (t.direction === 'below' ? mark <= t.markTicks : mark >= t.markTicks));
        if (!hit.length) continue;
        const kind = hit.map((t) => t.kind).sort((a, b) => priority.indexOf(a) - priority.indexOf(b))[0] as Trigger['kind'];
        expected.push({ positionId, kind, markTicks: mark });
        model.delete(positionId);
      }
      const got = index.crossed(1, mark);
      expect(got.length).toBe(expected.length);
      expect(got.sort(byId)).toEqual(expected.sort(byId));
      expect(index.size).toBe(model.size);
    }
    // the first gap alone crossed thousands: the one-pass path ran
    expect(model.size).toBe(0);
  });

  it('rebuilds away the entries of replaced triggers instead of keeping them all', () => {
    const index = new TriggerIndex();
    // 10 positions moving their stop 2,000 times each: 20,000 replaced entries
    for (let round = 0; round < 2_000; round++) {
      for (let id = 1; id <= 10; id++) index.set(id, 1, [below('stop_loss', BigInt(10_000 + round))]);
    }
    expect(index.crossed(1, 12_000n)).toEqual([]);
    // a tick under every stop ever set: the live 10 fire, and at most a rebuild's slack of stale ones is left to skip
    expect(ids(index.crossed(1, 10_000n))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(index.popped).toBeLessThan(1_100);
  });

  it('refuses a threshold it could not compare exactly and keeps the triggers it had', () => {
    const index = new TriggerIndex();
    expect(() => index.set(1, 1, [below('stop_loss', 2n ** 60n)])).toThrow(RangeError);
    expect(index.size).toBe(0);
    index.set(2, 1, [below('stop_loss', 100n)]);
    expect(() => index.set(2, 1, [below('stop_loss', -(2n ** 60n))])).toThrow(RangeError);
    expect(index.crossed(1, 100n)).toEqual([{ positionId: 2, kind: 'stop_loss', markTicks: 100n }]);
  });
});
