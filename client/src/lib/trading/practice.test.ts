import { expect, it } from 'vitest';
import { formatClock } from './practice';

it('formats seconds as a clock, hours only when there are some', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(245)).toBe('4:05');
  expect(formatClock(3723)).toBe('1:02:03');
  expect(formatClock(-5)).toBe('0:00');
  expect(formatClock(59.9)).toBe('0:59');
});
