import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, todayIn } from './calendar';
import { rangeBounds } from './range';

describe('the daily P/L calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    // November 2026 begins on a Sunday: six blanks, then the 1st
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('steps across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it("counts today in the customer's time zone", () => {
    const t = Date.UTC(2026, 10, 30, 20); // 20:00 UTC is the next day in Shanghai
    expect(todayIn('UTC', t)).toBe('2026-11-30');
    expect(todayIn('Asia/Shanghai', t)).toBe('2026-12-01');
  });
});

describe('the ranges', () => {
  const now = new Date(2026, 10, 30, 15).getTime();
  it('ends the last N days today, from local midnight', () => {
    expect(rangeBounds({ key: '7d', from: '', to: '' }, now)).toEqual({ from: new Date(2026, 10, 24).getTime() });
    expect(rangeBounds({ key: 'all', from: '', to: '' }, now)).toEqual({});
  });
  it('takes custom days whole, the last one included', () => {
    expect(rangeBounds({ key: 'custom', from: '2026-11-01', to: '2026-11-02' }, now)).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 3).getTime(),
    });
  });
});
