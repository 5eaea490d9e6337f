// Copy trading's jobs (decision 103), exactly once. A leader's open, add or close writes one
// pending job per active subscription inside the leader's own transaction (`record`); the engine
// runs the pending jobs after the contract risk engine on every tick (and at start), oldest
// first, in chunks. Each job is claimed (pending → done) in the same transaction as the
// follower's order, add or close, so a job places at most once and every placed copy has its
// job; a job that cannot place is skipped with its reason.
import { isTradeMode } from '../../ledger/ledger.ts';
import { marginOf, openPriceOf, sidesOf } from '../../../shared/contract.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PositionEvent } from '../contract/execution.ts';
import type { ContractService, CopyOps } from '../contract/service.ts';
import type { PositionRow } from '../contract/repository.ts';
import { closingLots, copiedLots, withinLimits } from './lots.ts';
import type { CopyRepository, JobRow, SkipReason, SubscriptionRow } from './repository.ts';

/** Jobs per read; the event loop gets a turn between chunks. */
export const COPY_CHUNK = 200;

type Outcome = { positionId: number; lots: bigint } | SkipReason;

export class CopyJobs {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly repo: CopyRepository,
    private readonly contract: ContractService,
    private readonly clock: Clock,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** The contract's position listener: inside the leader's transaction, the jobs of the event. */
  readonly record = (e: PositionEvent) => {
    // (the practice wallets, replay and classes, are never led)
    if (!isTradeMode(e.mode)) return;
    this.repo.insertJobs({ positionId: e.positionId, userId: e.userId, mode: e.mode, kind: e.kind, lots: e.lots, now: this.clock.now() });
  };

  /** Runs every pending job, oldest first; a call while a run is going has it read again before it ends. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop() {
    do {
      this.again = false;
      let after = 0;
      for (;;) {
        const jobs = this.repo.pending(after, COPY_CHUNK);
        for (const job of jobs) {
          after = job.id;
          try {
            this.runJob(job.id);
          } catch (err) {
            // (rolled back: it stays pending for the next run, and the jobs after it go on)
            this.log.error({ err, copyJob: job.id }, 'a copy job failed');
          }
        }
        if (jobs.length < COPY_CHUNK) break;
        await new Promise((r) => setImmediate(r));
      }
    } while (this.again);
  }

  /** Runs one job: claimed and done (or skipped) in the follower's transaction; nothing when it was claimed before. */
  runJob(id: number): void {
    this.contract.copying((ops) => {
      if (!this.repo.claim(id, this.clock.now())) return;
      const job = this.repo.job(id) as JobRow;
      const s = this.repo.subscription(job.subscriptionId) as SubscriptionRow;
      const outcome: Outcome = s.status === 'active' ? this.execute(ops, job, s) : 'stopped';
      this.repo.finish(
        id,
        typeof outcome === 'string'
          ? { status: 'skipped', skipReason: outcome, positionId: null, lots: null }
          : { status: 'done', skipReason: null, ...outcome },
      );
    });
  }

  private execute(ops: CopyOps, job: JobRow, s: SubscriptionRow): Outcome {
    const leader = ops.position(job.leaderPositionId) as PositionRow;
    // (a copy is a market order on the leader's product in the follower's wallet)
    const terms = ops.terms(leader.productId, s.mode);
    if (job.kind === 'close') {
      const copies = ops.openCopies(s.id).filter((c) => c.followOf === leader.id && c.status === 'holding');
      if (copies.length === 0) return 'no_copy';
      if (!terms) return 'closed';
      const event = ops.event(job.leaderEventId);
      const remaining = event?.remaining ?? 0n;
      let closed: Outcome = 'too_small';
      for (const copy of copies) {
        const lots = closingLots(copy.lots, job.leaderLots, remaining, terms.settings.lotStep);
        if (lots === 0n) continue;
        ops.close(copy, lots, terms.tick);
        closed = { positionId: copy.id, lots: typeof closed === 'string' ? lots : closed.lots + lots };
      }
      return closed;
    }
    const copy = job.kind === 'add' ? ops.openCopies(s.id).find((c) => c.followOf === leader.id && c.status === 'holding') : undefined;
    if (job.kind === 'add' && !copy) return 'no_copy';
    if (!terms?.settings.leverages.includes(leader.leverage)) return 'closed';
    const { settings, tick } = terms;
    const lots = withinLimits(copiedLots(job.leaderLots, s.ratio, settings.lotStep), settings, copy?.lots ?? 0n);
    if (lots === 'too_small') return lots;
    // the cap: what the subscription's open copies hold and this one's margin at the tick in force
    const price = openPriceOf(leader.side, sidesOf(BigInt(tick.ticks), settings.spreadTicks));
    const inUse = ops.openCopies(s.id).reduce((sum, c) => sum + c.margin, 0n);
    if (inUse + marginOf(settings, lots, price, leader.leverage) > s.maxMargin) return 'cap';
    if (!ops.guard(s.followerId, s.mode, leader.leverage)) return 'guard';
    const placed = copy
      ? ops.add(copy, lots, tick)
      : ops.open({ userId: s.followerId, mode: s.mode, leader, subscriptionId: s.id }, settings, tick, lots);
    return placed === 'balance' ? placed : { positionId: placed, lots };
  }
}
