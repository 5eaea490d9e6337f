import { describe, expect, it } from 'vitest';
import { capProblem, copiedLots, ratioProblem } from './terms';

describe('copy terms', () => {
  it('a ratio is 0.01 to 10 with at most two places', () => {
    expect(ratioProblem('0.01')).toBeNull();
    expect(ratioProblem('10')).toBeNull();
    expect(ratioProblem('1.5')).toBeNull();
    expect(ratioProblem('0.001')).toBe('format');
    expect(ratioProblem('0')).toBe('range');
    expect(ratioProblem('10.01')).toBe('range');
    expect(ratioProblem('abc')).toBe('format');
    expect(ratioProblem('')).toBe('format');
  });

  it('a cap is 1 to 1,000,000 USDT', () => {
    expect(capProblem('1')).toBeNull();
    expect(capProblem('1000000')).toBeNull();
    expect(capProblem('250.5')).toBeNull();
    expect(capProblem('0.99')).toBe('range');
    expect(capProblem('1000000.01')).toBe('range');
    expect(capProblem('-5')).toBe('format');
  });

  it('the lots a leader position opens are its lots times the ratio, exactly', () => {
    expect(copiedLots('2', '0.5')).toBe('1');
    expect(copiedLots('2', '0.33')).toBe('0.66');
    expect(copiedLots('0.1', '0.01')).toBe('0.001');
    expect(copiedLots('3', '10')).toBe('30');
    expect(copiedLots('2', '11')).toBeNull();
    expect(copiedLots('2', 'x')).toBeNull();
  });
});
