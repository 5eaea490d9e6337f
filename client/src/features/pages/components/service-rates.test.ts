import { describe, expect, it } from 'vitest';
import { percentOf } from './service-rates';

describe('percentOf', () => {
  it('moves the decimal point two places, exactly, without padding zeros', () => {
    expect(percentOf('0.0321')).toBe('3.21 %');
    expect(percentOf('0.85')).toBe('85 %');
    expect(percentOf('0')).toBe('0 %');
    expect(percentOf('0.00025')).toBe('0.025 %');
    expect(percentOf('1.5')).toBe('150 %');
    expect(percentOf('-0.001')).toBe('-0.1 %');
  });
});
