// The place "New product" fills in (was checked in the browser at both viewports:
// docs/testing/browser-assertions-D.md).
import { describe, expect, it } from 'vitest';
import { nextProductSort } from './next-sort';

describe('a new mining product’s place', () => {
  it('is after the seeded products (sorts 1 to 3: 4), then after one created since (5)', () => {
    const seeded = [{ sort: 1 }, { sort: 2 }, { sort: 3 }];
    expect(nextProductSort(seeded)).toBe(4);
    expect(nextProductSort([...seeded, { sort: 4 }])).toBe(5);
  });

  it('follows the highest place whatever the order or gaps, and is 1 in an empty list', () => {
    expect(nextProductSort([{ sort: 7 }, { sort: 1 }])).toBe(8);
    expect(nextProductSort([{ sort: 0 }])).toBe(1);
    expect(nextProductSort([])).toBe(1);
  });
});
