import { describe, expect, it } from 'vitest';
import { countdownText, titlesThatFit } from './chart-lines';

describe('the titles of the lines on the chart', () => {
  it('keeps every title clear of the last price and of each other, the first line winning', () => {
    const lines = [
      { id: 'entry', y: 100 },
      { id: 'sl', y: 108 }, // touches the entry's title
      { id: 'tp', y: 40 },
      { id: 'near-last', y: 190 }, // touches the last price's label
      { id: 'off-scale', y: null },
      { id: 'far', y: 150 },
    ];
    expect([...titlesThatFit(lines, 200, 16)].sort()).toEqual(['entry', 'far', 'tp']);
    // with no last price on the scale, only the lines compete
    expect([...titlesThatFit(lines, null, 16)].sort()).toEqual(['entry', 'far', 'near-last', 'tp']);
    // exactly the gap apart is apart
    expect([...titlesThatFit([{ id: 'a', y: 16 }], 0, 16)]).toEqual(['a']);
  });
  it('counts down in minutes and seconds, hours when there are any', () => {
    expect(countdownText(42_000)).toBe('0:42');
    expect(countdownText(41_001)).toBe('0:42');
    expect(countdownText(60_000)).toBe('1:00');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('0:00');
  });
});
