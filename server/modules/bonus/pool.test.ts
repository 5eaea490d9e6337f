import { describe, expect, it } from 'vitest';
import { type PoolGrant, replayPool } from './pool.ts';

const grant = (id: number, amount: bigint, grantedAt: number, expiresAt = 1_000, turnoverMultiple = 20): PoolGrant => ({
  id,
  amount,
  turnoverMultiple,
  grantedAt,
  expiresAt,
});

describe('bonus pool', () => {
  it('a loss takes the bonus first, a later profit refills it, never above the grant', () => {
    const s = replayPool(
      [grant(1, 10n, 0)],
      [
        { at: 1, openedAt: 1, notional: 50n, result: -4n },
        { at: 2, openedAt: 2, notional: 50n, result: -30n },
        { at: 3, openedAt: 3, notional: 10n, result: 7n },
        { at: 4, openedAt: 4, notional: 10n, result: 100n },
      ],
      5,
    ).get(1);
    expect(s).toEqual({ id: 1, remaining: 10n, turnover: 120n, state: 'active', settledAt: null });
    const mid = replayPool(
      [grant(1, 10n, 0)],
      [
        { at: 2, openedAt: 2, notional: 0n, result: -30n },
        { at: 3, openedAt: 3, notional: 0n, result: 7n },
      ],
      5,
    ).get(1);
    expect(mid?.remaining).toBe(7n);
  });

  it('losses go to the oldest grant first; trades before a grant do not count for it', () => {
    const s = replayPool(
      [grant(1, 10n, 0), grant(2, 5n, 5)],
      [
        { at: 3, openedAt: 3, notional: 40n, result: -2n },
        { at: 6, openedAt: 6, notional: 1n, result: -12n },
      ],
      9,
    );
    expect(s.get(1)).toMatchObject({ remaining: 0n, turnover: 41n });
    expect(s.get(2)).toMatchObject({ remaining: 1n, turnover: 1n });
  });

  it("a trade opened before a grant is not the grant's", () => {
    const s = replayPool([grant(1, 10n, 5)], [{ at: 6, openedAt: 4, notional: 100n, result: -8n }], 9);
    expect(s.get(1)).toMatchObject({ remaining: 10n, turnover: 0n });
  });

  it('unlocks at the trade that meets the turnover, after its result; an unlocked grant takes no later loss', () => {
    const s = replayPool(
      [grant(1, 10n, 0, 1_000, 2)],
      [
        { at: 1, openedAt: 1, notional: 15n, result: -1n },
        { at: 2, openedAt: 2, notional: 5n, result: -2n },
        { at: 3, openedAt: 3, notional: 1n, result: -5n },
      ],
      9,
    );
    expect(s.get(1)).toEqual({ id: 1, remaining: 7n, turnover: 20n, state: 'unlocked', settledAt: 2 });
  });

  it('expires at its time with what was left; trades at or after expiry do not count', () => {
    const s = replayPool(
      [grant(1, 10n, 0, 100)],
      [
        { at: 50, openedAt: 50, notional: 5n, result: -3n },
        { at: 100, openedAt: 100, notional: 500n, result: -3n },
      ],
      200,
    );
    expect(s.get(1)).toEqual({ id: 1, remaining: 7n, turnover: 5n, state: 'expired', settledAt: 100 });
    expect(replayPool([grant(1, 10n, 0, 100)], [], 99).get(1)?.state).toBe('active');
  });
});
