import { describe, expect, it } from 'vitest';
import { lotsProblem, stepLots, stopsProblems } from './order-form';

const limits = { lotStep: '0.01', minLots: '0.01', maxLots: '100.00' };
const coarse = { lotStep: '0.50', minLots: '1.00', maxLots: '5.00' };

describe('the lots stepper', () => {
  it('moves by the product step', () => {
    expect(stepLots('1', limits, 1)).toBe('1.01');
    expect(stepLots('1.01', limits, -1)).toBe('1');
    expect(stepLots('2', coarse, 1)).toBe('2.5');
  });
  it('never leaves the limits', () => {
    expect(stepLots('0.01', limits, -1)).toBe('0.01');
    expect(stepLots('100', limits, 1)).toBe('100');
    expect(stepLots('5', coarse, 1)).toBe('5');
    expect(stepLots('1', coarse, -1)).toBe('1');
  });
  it('snaps an off-grid value to the grid in the direction pressed', () => {
    expect(stepLots('2.3', coarse, 1)).toBe('2.5');
    expect(stepLots('2.3', coarse, -1)).toBe('2');
  });
  it('starts from the minimum when nothing usable is typed', () => {
    expect(stepLots('', coarse, 1)).toBe('1');
    expect(stepLots('abc', limits, -1)).toBe('0.01');
  });
});

describe('typed lots', () => {
  it('must be a number of hundredths within the limits on the step', () => {
    expect(lotsProblem('1.5', coarse)).toBeNull();
    expect(lotsProblem('', coarse)).toBe('format');
    expect(lotsProblem('1.234', limits)).toBe('format');
    expect(lotsProblem('0.5', coarse)).toBe('range');
    expect(lotsProblem('6', coarse)).toBe('range');
    expect(lotsProblem('1.2', coarse)).toBe('step');
  });
});

describe('stop-loss and take-profit', () => {
  it("a long's stop-loss is below the price and its take-profit above", () => {
    expect(stopsProblems('long', '100.5', '99', '102')).toEqual({ stopLoss: null, takeProfit: null });
    expect(stopsProblems('long', '100.5', '101', '100')).toEqual({ stopLoss: 'stopLossSide', takeProfit: 'takeProfitSide' });
  });
  it("a short's are the other way round", () => {
    expect(stopsProblems('short', '100.5', '101', '99')).toEqual({ stopLoss: null, takeProfit: null });
    expect(stopsProblems('short', '100.5', '99', '102')).toEqual({ stopLoss: 'stopLossSide', takeProfit: 'takeProfitSide' });
  });
  it('a stop at the price itself is refused; empty means not set; text is not a price', () => {
    expect(stopsProblems('long', '100.5', '100.5', '')).toEqual({ stopLoss: 'stopLossSide', takeProfit: null });
    expect(stopsProblems('short', '100.5', 'x', '')).toEqual({ stopLoss: 'format', takeProfit: null });
  });
});
