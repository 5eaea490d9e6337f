// The price-alert index: each alert leaves on the first tick that crosses it and on no other,
// exact at the threshold (prices in ticks, percents in basis points), a cancelled one never
// fires, and a move compares the tick with the window's low and high as they slide.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlertIndex, type IndexedAlert, WindowExtremes } from './alert-index.ts';

const MIN = 60_000;
const WINDOWS = [15 * MIN, 60 * MIN];
let nextId = 1;
const alert = (kind: IndexedAlert['kind'], key: number, windowMs = 0, productId = 1): IndexedAlert => ({
  id: nextId++,
  userId: 7,
  productId,
  kind,
  key,
  windowMs,
});
const ids = (xs: IndexedAlert[]) => xs.map((a) => a.id).sort((a, b) => a - b);

describe('above and below', () => {
  it('fire on the tick that reaches the threshold (inclusive), once, lowest above and highest below first', () => {
    const index = new AlertIndex(WINDOWS);
    const a1 = alert('above', 1000);
    const a2 = alert('above', 1010);
    const b1 = alert('below', 900);
    const b2 = alert('below', 950);
    for (const a of [a1, a2, b1, b2]) index.add(a);
    expect(index.tick(1, 1, 999)).toEqual([]);
    expect(ids(index.tick(1, 2, 1000))).toEqual([a1.id]);
    expect(index.tick(1, 3, 1005)).toEqual([]);
    expect(ids(index.tick(1, 4, 2000))).toEqual([a2.id]);
    expect(index.tick(1, 5, 2000)).toEqual([]);
    expect(ids(index.tick(1, 6, 900))).toEqual([b1.id, b2.id]);
    expect(index.size).toBe(0);
  });

  it('a cancelled alert never fires; other products are not touched', () => {
    const index = new AlertIndex(WINDOWS);
    const kept = alert('above', 500);
    const cancelled = alert('above', 500);
    const other = alert('above', 100, 0, 2);
    for (const a of [kept, cancelled, other]) index.add(a);
    expect(index.remove(cancelled.id)).toBe(true);
    expect(index.remove(cancelled.id)).toBe(false);
    expect(ids(index.tick(1, 1, 600))).toEqual([kept.id]);
    expect(index.has(other.id)).toBe(true);
    expect(index.tick(3, 1, 600)).toEqual([]);
  });

  it('matches a plain scan over random alerts and paths (each fires once, at its first crossing tick)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 200 })), { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (specs, path, cancels) => {
          const index = new AlertIndex(WINDOWS);
          const alerts = specs.map(([up, key]) => alert(up ? 'above' : 'below', key));
          for (const a of alerts) index.add(a);
          const cancelled = new Set(cancels.filter((i) => i < alerts.length).map((i) => (alerts[i] as IndexedAlert).id));
          for (const id of cancelled) index.remove(id);
          const firedAt = new Map<number, number>();
          path.forEach((price, t) => {
            for (const a of index.tick(1, t, price)) {
              expect(firedAt.has(a.id)).toBe(false);
              firedAt.set(a.id, t);
            }
          });
          for (const a of alerts) {
            const first = path.findIndex((p) => (a.kind === 'above' ? p >= a.key : p <= a.key));
            expect(firedAt.get(a.id)).toBe(cancelled.has(a.id) || first < 0 ? undefined : first);
          }
        },
      ),
    );
  });
});

describe('move', () => {
  it('fires when the tick is the percent away from the window low or high, exactly at the boundary', () => {
    const index = new AlertIndex(WINDOWS);
    const three = alert('move', 300, 15 * MIN);
    const five = alert('move', 500, 15 * MIN);
    index.add(three);
    index.add(five);
    expect(index.tick(1, 0, 10_000)).toEqual([]);
    expect(index.tick(1, MIN, 10_299)).toEqual([]);
    // 10,300 is exactly 3 % above the low of 10,000
    expect(ids(index.tick(1, 2 * MIN, 10_300))).toEqual([three.id]);
    // 5 % below the high of 10,300: 9,785
    expect(index.tick(1, 3 * MIN, 9_786)).toEqual([]);
    expect(ids(index.tick(1, 4 * MIN, 9_785))).toEqual([five.id]);
  });

  it('forgets extremes that left the window', () => {
    const index = new AlertIndex(WINDOWS);
    index.track(1);
    index.tick(1, 0, 10_000);
    const a = alert('move', 300, 15 * MIN);
    index.add(a);
    // 16 minutes later the low of 10,000 is out of the 15-minute window: 10,250 → 10,500 is 2.4 %
    expect(index.tick(1, 16 * MIN, 10_250)).toEqual([]);
    expect(index.tick(1, 17 * MIN, 10_500)).toEqual([]);
    expect(ids(index.tick(1, 18 * MIN, 10_558))).toEqual([a.id]);
  });

  it('a window keeps the low and high of a random path like a scan does', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 1000 })), { maxLength: 200 }), (steps) => {
        const w = new WindowExtremes(10_000);
        const seen: [number, number][] = [];
        let time = 0;
        for (const [dt, price] of steps) {
          time += dt;
          w.push(time, price);
          seen.push([time, price]);
          const inside = seen.filter(([t]) => t > time - 10_000).map(([, p]) => p);
          expect(w.min).toBe(Math.min(...inside));
          expect(w.max).toBe(Math.max(...inside));
        }
      }),
    );
  });
});
