import { expect, it } from 'vitest';
import { appendTick, withHistory } from './live-series';

it('appends newer ticks, replaces an equal time, ignores older ones and keeps the latest `max`', () => {
  let s = appendTick([], [1, '10']);
  s = appendTick(s, [2, '11']);
  expect(s).toEqual([
    [1, '10'],
    [2, '11'],
  ]);
  expect(appendTick(s, [1, '9'])).toBe(s);
  expect(appendTick(s, [2, '11'])).toBe(s);
  expect(appendTick(s, [2, '12'])).toEqual([
    [1, '10'],
    [2, '12'],
  ]);
  expect(appendTick(s, [3, '13'], 2)).toEqual([
    [2, '11'],
    [3, '13'],
  ]);
});

it("starts from the minutes' closes before the first quote seen", () => {
  const closes = [
    [60_000, '9'],
    [120_000, '10'],
    [180_000, '11'],
  ] as const;
  expect(withHistory(closes, [])).toBe(closes);
  expect(withHistory(closes, [[150_000, '10.5']])).toEqual([
    [60_000, '9'],
    [120_000, '10'],
    [150_000, '10.5'],
  ]);
  const live = [[30_000, '8']] as const;
  expect(withHistory(closes, live)).toBe(live);
});
