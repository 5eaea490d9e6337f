// The sandbox's snapshots (issue 41 point 5, decision 097): the database copied as of one commit,
// and put back. The engine's memory (spot books, the contract risk index, the futures triggers,
// the price-alert index, the market's position) is not copied: a restore stops the engine's
// work, puts the database back and rebuilds that memory from it as a start does. The platform
// clock goes back to the snapshot's time with it (decision 099): the market resumes at the
// snapshot's last slot, and a running clock's later ticks are drawn from the committed seeds.
import fs from 'node:fs';
import path from 'node:path';
import type { SandboxRestored, SandboxSnapshot } from '../../../shared/schemas/sandbox.ts';
import type { Invalidation } from '../../cluster/invalidation.ts';
import type { AppContext } from '../../context.ts';
import { putSnapshotBack, snapshotInto } from '../../db/backup.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { forgetFlowIndex } from '../../ledger/flow-index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The engine's work, stopped and started again around a restore, and stepped by the test clock (app.ts). */
export interface EngineCycle {
  pause(): Promise<void>;
  /** The market and every module's memory rebuilt from the database, as a start does. */
  resume(): Promise<void>;
  /** Runs `steps` with the market's and the jobs' timers stopped and the live work after frames held. */
  hold<T>(steps: () => Promise<T>): Promise<T>;
  /** Every module's work after the ticks up to `time`, in module order. */
  afterTicks(time: number, published: boolean): Promise<void>;
  /** The periodic jobs due at `time`. */
  runJobs(time: number): Promise<void>;
}

/** Where private websocket connections are ended (their user's state changed under them). */
export interface PrivateSockets {
  endAllPrivate(reason: string): void;
}

const SEED = 'seed';

export class SandboxSnapshots {
  private restoring = false;
  readonly dir: string;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      market: MarketEngine;
      engine: EngineCycle;
      sockets: PrivateSockets;
      testClock: { restoreTo(time: number): void };
    },
  ) {
    this.dir = path.join(ctx.config.dataDir, 'sandbox-snapshots');
  }

  /** Whether a restore is under way: every request is refused meanwhile. */
  get busy(): boolean {
    return this.restoring;
  }

  /** The seed a reset returns to: the database as this sandbox first started (kept once). */
  keepSeed() {
    if (!fs.existsSync(this.fileOf(SEED))) this.keep(SEED);
  }

  take(): SandboxSnapshot {
    const id = Math.max(0, ...this.ids()) + 1;
    return { id, ...this.keep(String(id), id) };
  }

  /** The database into `<name>.db`, then what it is (with the clock's time) into `<name>.json`. */
  private keep(name: string, id: number | null = null): Omit<SandboxSnapshot, 'id'> {
    const bytes = this.copyTo(name);
    const kept = { takenAt: new Date(this.ctx.clock.now()).toISOString(), bytes };
    fs.writeFileSync(path.join(this.dir, `${name}.json`), `${JSON.stringify({ id, ...kept })}\n`);
    return kept;
  }

  list(): SandboxSnapshot[] {
    return this.ids()
      .sort((a, b) => a - b)
      .map((id) => JSON.parse(fs.readFileSync(path.join(this.dir, `${id}.json`), 'utf8')) as SandboxSnapshot);
  }

  restore(id: number): Promise<SandboxRestored> {
    if (!this.ids().includes(id)) throw new AppError('SANDBOX_SNAPSHOT_NOT_FOUND');
    return this.put(String(id), id);
  }

  reset(): Promise<SandboxRestored> {
    return this.put(SEED, null);
  }

  private fileOf(name: string) {
    return path.join(this.dir, `${name}.db`);
  }

  /** Snapshot ids present (a snapshot's metadata is written after its database). */
  private ids(): number[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs.readdirSync(this.dir).flatMap((f) => (/^\d+\.json$/.test(f) ? [Number.parseInt(f, 10)] : []));
  }

  /**
   * The database as of one commit, into `<name>.db` (synchronous: no request changes anything
   * meanwhile). The market's candles and resume point are written first, so the copy holds
   * its position exactly.
   */
  private copyTo(name: string): number {
    fs.mkdirSync(this.dir, { recursive: true });
    if (!this.deps.market.isFollowing) this.deps.market.flush();
    return snapshotInto(this.ctx.sqlite, this.fileOf(name));
  }

  private async put(name: string, snapshotId: number | null): Promise<SandboxRestored> {
    if (this.restoring) throw new AppError('SANDBOX_RESTORING');
    this.restoring = true;
    const started = performance.now();
    try {
      await this.deps.engine.pause();
      try {
        // one write transaction: every connection sees the old database or the new one
        await putSnapshotBack(this.fileOf(name), this.ctx.config.databaseFile);
        // the clock goes back with the database: the market resumes at the snapshot's last slot
        // and time (a seed kept before the test clock existed has no time: the clock keeps its own)
        const meta = path.join(this.dir, `${name}.json`);
        if (fs.existsSync(meta))
          this.deps.testClock.restoreTo(Date.parse((JSON.parse(fs.readFileSync(meta, 'utf8')) as SandboxSnapshot).takenAt));
        // what memory holds of rows that may have changed: the ledger's account ids, and every
        // cache the cluster's invalidations name (currencies, spot markets, contract settings, products)
        this.ctx.ledger.forgetAccountIds();
        this.ctx.bus.publish('invalidate', { cache: '*' } satisfies Invalidation);
        // the flow index is derived from the ledger, whose journals after the snapshot are gone
        // (or differ): rebuilt from the first by the indexing worker
        forgetFlowIndex(this.ctx.flow);
      } finally {
        // (the database put back, or left as it was when that failed)
        await this.deps.engine.resume();
      }
      // what a client's private connection was told may no longer be true: it reconnects
      this.deps.sockets.endAllPrivate('sandbox restored');
    } finally {
      this.restoring = false;
    }
    return { snapshotId, now: new Date(this.ctx.clock.now()).toISOString(), tookMs: Math.round(performance.now() - started) };
  }
}
