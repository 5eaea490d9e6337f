// The fund flow's titles (the browser read them on the assets page: "Balance adjustment" after a
// staff member's approved adjustment, docs/testing/browser-assertions-D.md).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_TYPES, flowTitleKey } from './flow-title';

const english = JSON.parse(
  fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '../locales/funds/en-US.json'), 'utf8'),
);
const englishTitle = (type: string) =>
  flowTitleKey(type)
    .split('.')
    .reduce((o, k) => o[k], english) as unknown as string;

describe('a fund-flow entry’s title', () => {
  it('names what caused the movement: a staff adjustment reads "Balance adjustment", a withdrawal\'s freeze "Withdrawal requested"', () => {
    expect(englishTitle('manual_adjustment')).toBe('Balance adjustment');
    expect(englishTitle('withdrawal_freeze')).toBe('Withdrawal requested');
    expect(englishTitle('withdrawal_thaw')).not.toBe('Other');
  });

  it('has a title of its own for every labelled type, and "Other" for a type the client does not know', () => {
    for (const type of FLOW_TYPES) expect(flowTitleKey(type), type).toBe(`funds.flowType.${type}`);
    expect(flowTitleKey('some_new_type')).toBe('funds.flowType.other');
    expect(englishTitle('some_new_type')).toBe('Other');
  });
});
