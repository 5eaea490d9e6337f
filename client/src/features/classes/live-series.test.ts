import { expect, it } from 'vitest';
import { appendTick } from './live-series';

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
