// The overnight fee (issue 15 point 7, docs/decisions/033-contract-trading.md): once a day at
// the platform's overnight time (UTC "HH:MM", CONTRACT_OVERNIGHT_TIME), every holding or locked
// position opened before that moment pays its notional at the tick in force then × its
// overnight rate, taken from its margin. Each (position, day) is charged once: the charge row's
// primary key and the journal's key both say so, so a run after a restart catches up on the
// moments it missed (up to a week back) and charges nothing twice.
import type { Clock } from '../../lib/clock.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { ContractExecution } from './execution.ts';
import type { ContractRepository, PositionRow } from './repository.ts';

const DAY = 86_400_000;
const CATCH_UP_DAYS = 7;
/** How often the periodic jobs look for a due charge. */
export const OVERNIGHT_POLL_MS = 60_000;

export class ContractOvernight {
  private readonly offsetMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly market: MarketEngine,
    private readonly repo: ContractRepository,
    private readonly exec: ContractExecution,
    overnightTime: string,
    private readonly onChanged: (rows: PositionRow[]) => void,
  ) {
    const [h, m] = overnightTime.split(':').map(Number);
    this.offsetMs = ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  }

  /** The last charge moment at or before `now`. */
  private lastMoment(now: number): number {
    return Math.floor((now - this.offsetMs) / DAY) * DAY + this.offsetMs;
  }

  /** The next charge moment after `now` (what the futures API calls nextFundingTime). */
  nextMoment(now: number): number {
    return this.lastMoment(now) + DAY;
  }

  /** The charge moments in (now − a week, now], oldest first. */
  moments(now: number): number[] {
    const last = this.lastMoment(now);
    const out: number[] = [];
    for (let t = last - (CATCH_UP_DAYS - 1) * DAY; t <= last; t += DAY) out.push(t);
    return out;
  }

  /** Charges every due (position, day); returns how many charges were made. */
  chargeDue(now: number = this.clock.now()): number {
    let charged = 0;
    for (const moment of this.moments(now)) {
      const day = new Date(moment).toISOString().slice(0, 10);
      const due = this.repo
        .openPositions()
        .filter((p) => (p.status === 'holding' || p.status === 'locked') && (p.openedAt ?? Infinity) < moment);
      const changed: PositionRow[] = [];
      this.ledger.transaction(() => {
        for (const p of due) {
          const tick = this.market.ticks.inForce(p.productId, moment);
          if (tick && this.exec.chargeOvernight(p, day, tick, now)) {
            changed.push(this.repo.position(p.id) as PositionRow);
            charged++;
          }
        }
      });
      if (changed.length) this.onChanged(changed);
    }
    return charged;
  }
}
