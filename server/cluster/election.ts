// Which instance runs the engine (decision 082). Every candidate looks at the lease each
// heartbeat; when it has run out, one takes it with the next epoch, fences its own write
// transactions with that epoch, rebuilds the engine's memory from the database (the market from
// its committed period seeds, the books, the trigger index, the market maker) and only then
// serves engine work. The leader renews the lease each heartbeat; when a renewal finds the epoch
// moved on, when it cannot renew before its lease would run out, or when PostgreSQL refuses one
// of its writes by the epoch, it stops its engine work and follows again.
import type { FastifyBaseLogger } from 'fastify';
import type { PgStoreError, PgSyncDatabase } from '../db/store/pg-sync.ts';
import type { EngineLeaseRow, LeaseStore } from '../db/store/engine-lease.ts';

export type EngineState = 'following' | 'promoting' | 'leading';

/** What leading means for this instance: the engine's work, started and stopped. */
export interface EngineWork {
  /**
   * Rebuilds the engine's memory from the database and starts its work (a throw: the instance
   * steps down), calling `keepAlive` between its steps: the lease is renewed when due (a rebuild
   * may take longer than the lease) and the instance answers its requests meanwhile; inside a long
   * synchronous step, `renewIfDue` renews without yielding. Returns the time of each step, for the log.
   */
  promote(epoch: number, keep: { keepAlive: () => Promise<void>; renewIfDue: () => void }): Promise<Record<string, number> | undefined>;
  /** Stops the engine's work; the instance follows the new leader's frames again. */
  demote(): Promise<void>;
}

/** What modules know of the election: whether this instance runs the engine now, and where the one that does is. */
export interface EngineLocator {
  local(): boolean;
  leaderUrl(): string | null;
}

export interface ElectionOptions {
  instanceId: string;
  /** candidate: stands for the lease; gateway: only reads who holds it. */
  stand: boolean;
  leaseMs: number;
  /** Monotonic milliseconds (performance.now): how long this instance's own lease is good for. */
  monotonic?: () => number;
  /** false: no timer; the caller calls heartbeat() (tests step the election one look at a time). */
  autoBeat?: boolean;
}

export interface EngineLeader {
  holder: string;
  url: string;
  epoch: number;
}

export class EngineElection {
  private current: EngineState = 'following';
  private epochHeld: number | null = null;
  private known: { lease: EngineLeaseRow; until: number } | null = null;
  /** Until when (monotonic) this instance's lease is surely its own: the renewal's start plus the lease, less a heartbeat. */
  private validUntil = 0;
  /** The epoch whose refusal was told (and the step down begun). */
  private fencedNoticed: number | null = null;
  /** When (monotonic) the lease was last taken or renewed. */
  private renewedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private url: string | null = null;
  private stepping: Promise<void> | null = null;
  /** The rebuild in progress (a step down waits for it, so no work starts after the stop). */
  private promoting: Promise<boolean> | null = null;
  /** No standing again before this (monotonic) after a promotion failed. */
  private standAfter = 0;
  private stopped = false;
  readonly heartbeatMs: number;
  private readonly monotonic: () => number;

  constructor(
    private readonly store: LeaseStore,
    private readonly db: PgSyncDatabase,
    private readonly options: ElectionOptions,
    private readonly work: EngineWork,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeatMs = Math.max(100, Math.floor(options.leaseMs / 6));
    this.monotonic = options.monotonic ?? (() => performance.now());
    // a write refused by the epoch: the lease went to another instance while this one was away
    db.onFenced((e) => this.onFenced(e));
  }

  get state(): EngineState {
    return this.current;
  }

  /** This instance's epoch while it leads or is taking over (null otherwise). */
  get epoch(): number | null {
    return this.epochHeld;
  }

  get instanceId(): string {
    return this.options.instanceId;
  }

  get role(): 'candidate' | 'gateway' {
    return this.options.stand ? 'candidate' : 'gateway';
  }

  /** The leader as last read, while its lease has not run out (null: no leader now). */
  leader(): EngineLeader | null {
    const k = this.known;
    if (!k || this.monotonic() > k.until) return null;
    return { holder: k.lease.holder, url: k.lease.url, epoch: k.lease.epoch };
  }

  /** Where to send engine work: the leader's address when another instance leads, else null. */
  leaderUrl(): string | null {
    const l = this.leader();
    return l && l.holder !== this.options.instanceId ? l.url : null;
  }

  /** Starts looking at the lease (and standing for it), `url` being where others reach this instance. */
  start(url: string): void {
    this.url = url;
    this.stopped = false;
    this.beat();
  }

  /** Stops; a leader stops its engine work and gives the lease up so a follower takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const epoch = this.epochHeld;
    await this.stepDown('the instance is stopping');
    if (epoch !== null) {
      try {
        this.store.release(epoch);
      } catch {
        // the database is going or gone: the lease runs out by itself
      }
    }
  }

  private schedule() {
    if (this.stopped || this.options.autoBeat === false) return;
    this.timer = setTimeout(() => this.beat(), this.heartbeatMs);
    this.timer.unref();
  }

  /** One look at the lease: a follower reads it (and stands when it ran out), a leader renews it. */
  heartbeat(): void {
    clearTimeout(this.timer);
    this.beat();
  }

  private beat() {
    this.timer = undefined;
    try {
      if (this.current === 'following') this.look();
      else this.renew();
    } catch (err) {
      // PostgreSQL did not answer: a leader keeps its work only while its lease surely holds
      if (this.current !== 'following' && this.monotonic() > this.validUntil) {
        this.log.error({ err, epoch: this.epochHeld }, 'engine lease could not be renewed in time: stepping down');
        void this.stepDown('lease not renewed');
      } else if (this.current === 'following') {
        this.log.warn({ err }, 'engine lease could not be read');
      }
    }
    this.schedule();
  }

  private look() {
    const before = this.monotonic();
    const { lease, now } = this.store.read();
    this.known = lease ? { lease, until: before + Math.max(0, lease.expiresAt - now) } : null;
    if (!this.options.stand || this.stepping || before < this.standAfter) return;
    if (lease && lease.expiresAt > now) return;
    const epoch = this.store.take(this.options.instanceId, this.url as string, this.options.leaseMs);
    if (epoch === null) return;
    this.validUntil = before + this.options.leaseMs - this.heartbeatMs;
    this.renewedAt = before;
    this.known = {
      lease: { epoch, holder: this.options.instanceId, url: this.url as string, expiresAt: 0, takenAt: 0, renewedAt: 0 },
      until: this.validUntil,
    };
    void this.promote(epoch);
  }

  private renew() {
    const epoch = this.epochHeld as number;
    const before = this.monotonic();
    let renewed = false;
    try {
      renewed = this.store.renew(epoch, this.options.leaseMs);
    } catch (e) {
      // (refused by the epoch: onFenced has stepped the instance down)
      if ((e as { code?: string }).code === 'ENGINE_FENCED') return;
      throw e;
    }
    if (renewed) {
      this.renewedAt = before;
      this.validUntil = before + this.options.leaseMs - this.heartbeatMs;
      if (this.known) this.known.until = this.validUntil;
      return;
    }
    // (the lease moved on between the renewal and the check: rare)
    this.log.warn({ epoch }, 'engine lease moved on: stepping down');
    void this.stepDown('lease moved on');
  }

  private async promote(epoch: number) {
    this.current = 'promoting';
    this.epochHeld = epoch;
    // from here every write transaction of this instance carries the epoch, the rebuild's too
    this.db.setFence(epoch);
    this.log.info({ epoch, instanceId: this.options.instanceId }, 'engine lease taken');
    const started = this.monotonic();
    let steps: Record<string, number> | undefined;
    this.promoting = this.work.promote(epoch, { keepAlive: () => this.keepAlive(epoch), renewIfDue: () => this.renewIfDue(epoch) }).then(
      (took) => {
        steps = took ?? undefined;
        return true;
      },
      (err) => {
        this.log.error({ err, epoch }, 'engine rebuild failed: stepping down');
        return false;
      },
    );
    const rebuilt = await this.promoting;
    this.promoting = null;
    if (!rebuilt) {
      this.standAfter = this.monotonic() + 5 * this.options.leaseMs;
      await this.stepDown('rebuild failed');
      try {
        this.store.release(epoch);
      } catch {
        // the lease runs out by itself
      }
      return;
    }
    if (this.epochHeld !== epoch || this.current !== 'promoting') return;
    this.current = 'leading';
    this.log.info({ epoch, rebuildMs: Math.round(this.monotonic() - started), steps }, 'engine serving');
  }

  /** Between two steps of a rebuild: the lease renewed if a heartbeat is due, then the event loop's turn. */
  private async keepAlive(epoch: number) {
    this.renewIfDue(epoch);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Inside a rebuild: the lease renewed if a heartbeat is due (a throw ends a rebuild whose lease is gone). */
  private renewIfDue(epoch: number) {
    if (this.epochHeld !== epoch || this.current !== 'promoting')
      throw new Error(`the engine lease of epoch ${epoch} was given up during the rebuild`);
    if (this.monotonic() - this.renewedAt >= this.heartbeatMs) this.renew();
    if (this.current !== 'promoting') throw new Error(`the engine lease of epoch ${epoch} moved on during the rebuild`);
  }

  private onFenced(error: PgStoreError) {
    // (told once: every transaction in flight is refused the same way)
    if (this.current === 'following' || this.fencedNoticed === this.epochHeld) return;
    const epoch = this.epochHeld;
    this.fencedNoticed = epoch;
    // (called inside the refused statement's call: the lease is read once it has unwound)
    setImmediate(() => {
      let current: number | null = null;
      try {
        current = this.store.read().lease?.epoch ?? null;
      } catch {
        // unknown: the refusal says enough
      }
      this.log.warn({ epoch, current, detail: error.message }, 'engine write refused: the lease moved on');
      void this.stepDown('fenced');
    });
  }

  /** Stops the engine's work (once, however many reasons arrive together) and follows again. */
  private stepDown(reason: string): Promise<void> {
    if (this.current === 'following') return this.stepping ?? Promise.resolve();
    if (this.stepping) return this.stepping;
    const epoch = this.epochHeld;
    this.current = 'following';
    this.known = null;
    this.stepping = (async () => {
      try {
        if (this.promoting) await this.promoting;
        await this.work.demote();
      } catch (err) {
        this.log.error({ err }, 'engine work did not stop cleanly');
      } finally {
        // (kept until the work stopped: what was still in flight is refused, not written)
        this.db.setFence(null);
        this.epochHeld = null;
        this.stepping = null;
        this.log.info({ epoch, reason }, 'engine work stopped: following');
      }
    })();
    return this.stepping;
  }
}
