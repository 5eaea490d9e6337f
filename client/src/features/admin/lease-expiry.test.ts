import { describe, expect, it } from 'vitest';
import { leaseExpiry } from './lease-expiry';

const at = (ms: number) => new Date(ms).toISOString();

describe("the engine lease's expiry as the page says it", () => {
  it('a live lease: the whole seconds left, a part of a second counting as one', () => {
    expect(leaseExpiry({ live: true, expiresAt: at(1_700_000_003_000), expiresInMs: 3000 })).toEqual({ kind: 'in', seconds: 3 });
    expect(leaseExpiry({ live: true, expiresAt: at(1_700_000_002_501), expiresInMs: 2501 })).toEqual({ kind: 'in', seconds: 3 });
    expect(leaseExpiry({ live: true, expiresAt: at(1_700_000_000_040), expiresInMs: 40 })).toEqual({ kind: 'in', seconds: 1 });
  });

  it('a lease that ran out: how long ago, in whole seconds', () => {
    expect(leaseExpiry({ live: false, expiresAt: at(1_700_000_000_000), expiresInMs: -12_900 })).toEqual({ kind: 'ago', seconds: 12 });
    expect(leaseExpiry({ live: false, expiresAt: at(1_700_000_000_000), expiresInMs: 0 })).toEqual({ kind: 'ago', seconds: 0 });
  });

  it('a lease given up by a clean stop (its expiry set to 0): released, however long ago', () => {
    expect(leaseExpiry({ live: false, expiresAt: at(0), expiresInMs: -1_764_400_000_000 })).toEqual({ kind: 'released' });
  });
});
