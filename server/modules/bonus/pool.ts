// The bonus pool (docs/decisions/048-bonuses.md): what of each grant is still locked, worked
// out exactly from the grants and the user's real-mode trades since the first of them, in time
// order. Pure: the same inputs give the same answer, so the locked amount is derived, never
// stored, and no trading engine keeps bonus books of its own.
//
// - Only trades opened at or after a grant take part in it (money staked before a bonus was
//   the user's own).
// - A trade's notional counts toward the turnover of every grant active at its time.
// - A trade's net result (profit, or loss with fees) is taken by the active grants first, the
//   oldest first: a loss lowers their locked remainder (never below zero; the rest of a loss is
//   the user's own money); a profit refills what losses took (never above the grant; the rest
//   is the user's). Netting keeps offsetting trades from turning a bonus into cash.
// - A grant whose turnover reaches amount × multiple unlocks at that trade (after its result):
//   what is left of it is the user's own money from then on.
// - A grant still active at its expiry leaves the pool then; what is left of it is taken back.

export interface PoolGrant {
  id: number;
  amount: bigint;
  turnoverMultiple: number;
  grantedAt: number;
  expiresAt: number;
}

/** One trade's contribution, in USDT minor units, at the time it happened. */
export interface PoolEvent {
  at: number;
  /** When the trade was opened (placed): only grants made by then take part in it. */
  openedAt: number;
  /** Traded notional (≥ 0). */
  notional: bigint;
  /** Net result for the user: profit positive, loss and fees negative. */
  result: bigint;
}

export interface PoolGrantState {
  id: number;
  /** What is locked now (active), or what was left when it unlocked or expired. */
  remaining: bigint;
  /** Notional counted toward the grant (up to its unlock, expiry or now). */
  turnover: bigint;
  state: 'active' | 'unlocked' | 'expired';
  /** When it unlocked or expired. */
  settledAt: number | null;
}

type Point = { at: number; rank: 0 | 1 | 2; grant?: PoolGrant; event?: PoolEvent };

/** Each grant's state at `now`. Events after `now` are ignored. */
export function replayPool(grants: readonly PoolGrant[], events: readonly PoolEvent[], now: number): Map<number, PoolGrantState> {
  const states = new Map<number, PoolGrantState>();
  const points: Point[] = [];
  for (const g of grants) {
    states.set(g.id, { id: g.id, remaining: g.amount, turnover: 0n, state: 'active', settledAt: null });
    // at one instant: an expiry first, then a grant's start, then the trades
    points.push({ at: g.grantedAt, rank: 1, grant: g });
    if (g.expiresAt <= now) points.push({ at: g.expiresAt, rank: 0, grant: g });
  }
  for (const e of events) if (e.at <= now) points.push({ at: e.at, rank: 2, event: e });
  // a stable sort: trades keep their given order within one instant
  points.sort(
    (a, b) => a.at - b.at || a.rank - b.rank || (a.grant && b.grant ? a.grant.grantedAt - b.grant.grantedAt || a.grant.id - b.grant.id : 0),
  );

  // the active grants, oldest first
  const active: PoolGrant[] = [];
  const stateOf = (g: PoolGrant) => states.get(g.id) as PoolGrantState;
  for (const p of points) {
    if (p.rank === 0) {
      const g = p.grant as PoolGrant;
      const i = active.indexOf(g);
      if (i >= 0) {
        active.splice(i, 1);
        Object.assign(stateOf(g), { state: 'expired', settledAt: g.expiresAt });
      }
    } else if (p.rank === 1) {
      active.push(p.grant as PoolGrant);
    } else {
      const e = p.event as PoolEvent;
      const takers = active.filter((g) => g.grantedAt <= e.openedAt);
      if (takers.length === 0) continue;
      for (const g of takers) stateOf(g).turnover += e.notional;
      let rest = e.result < 0n ? -e.result : e.result;
      for (const g of takers) {
        if (rest === 0n) break;
        const s = stateOf(g);
        const room = e.result < 0n ? s.remaining : g.amount - s.remaining;
        const take = room < rest ? room : rest;
        s.remaining += e.result < 0n ? -take : take;
        rest -= take;
      }
      for (const g of takers) {
        const s = stateOf(g);
        if (s.turnover >= g.amount * BigInt(g.turnoverMultiple)) {
          active.splice(active.indexOf(g), 1);
          Object.assign(s, { state: 'unlocked', settledAt: e.at });
        }
      }
    }
  }
  return states;
}
