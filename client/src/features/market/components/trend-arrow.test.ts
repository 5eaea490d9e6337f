import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../lib/format';
import en from '../../../locales/en-US.json';
import { trendOf } from './price-change';
import { trendMark } from './trend-arrow';

describe('a rise or fall is never told by colour alone', () => {
  it('a rise gets ▲ named "Up", a fall ▼ named "Down", no change nothing', () => {
    expect(trendMark(trendOf('1.25'))).toEqual({ arrow: '▲', labelKey: 'market.rise' });
    expect(trendMark(trendOf('-0.5'))).toEqual({ arrow: '▼', labelKey: 'market.fall' });
    expect(trendMark(trendOf('0'))).toBeNull();
    expect([en.market.rise, en.market.fall]).toEqual(['Up', 'Down']);
  });

  it('the change beside it carries its sign', () => {
    expect(formatPercent('1.25', 'en-US')).toBe('+1.25%');
    expect(formatPercent('-0.5', 'de-DE')).toBe('-0,50%');
    expect(formatPercent('0', 'en-US')).toBe('0.00%');
  });
});
