// The test clock (issue 41 point 2, decision 099): moves a sandbox's platform time on as if it
// had been lived. Every grid slot of the skipped interval is drawn and recorded by the market,
// then every module's work after ticks runs over it (fast orders settle, SL/TP, liquidations and
// futures stops trigger, alerts fire) and the periodic jobs due by then run (overnight fees,
// mining payouts, expiries, sweeps), slot after slot, with the clock at the slot: the order and
// the times they would have had live. What only a watcher needs happens once per simulated
// minute: a frame is published then (websocket ticks, marks, the house market maker's requote)
// and candles are written.
import type { SandboxClockAdvanced, SandboxClockState } from '../../../shared/schemas/sandbox.ts';
import { SANDBOX_MAX_ADVANCE_SECONDS } from '../../../shared/schemas/sandbox.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SandboxClock } from '../../lib/clock.ts';
import { saveSandboxClock } from './clock-state.ts';
import type { EngineCycle } from './snapshots.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export class SandboxTestClock {
  private moving = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { clock: SandboxClock; market: MarketEngine; engine: EngineCycle },
  ) {}

  /** Whether an advance is under way: every request but the sandbox's state waits for its end. */
  get advancing(): boolean {
    return this.moving;
  }

  state(): SandboxClockState {
    const now = this.deps.clock.now();
    return { now: new Date(now).toISOString(), epochMs: now, running: this.deps.clock.running };
  }

  /** Moves platform time on by `ms`, living every slot of it. */
  async advance(ms: number): Promise<SandboxClockAdvanced> {
    if (this.moving) throw new AppError('SANDBOX_ADVANCING');
    this.moving = true;
    const { clock, market, engine } = this.deps;
    const started = performance.now();
    const from = clock.now();
    const target = from + ms;
    const running = clock.running;
    let ticks = 0;
    // every slot commits its ticks and its work: without a flush to disk each (WAL, NORMAL); a
    // crash meanwhile loses the last slots, never the database
    const sqlite = this.ctx.sqlite;
    const synchronous = sqlite.pragma('synchronous', { simple: true }) as number;
    try {
      // (stopped meanwhile: the clock stands at each slot while its work runs)
      clock.setRunning(false);
      sqlite.pragma('synchronous = NORMAL');
      await engine.hold(async () => {
        const tickMs = market.options.tickMs;
        let shown = true;
        const step = async (time: number, seen: boolean) => {
          clock.set(time);
          market.tick(time, { quiet: !seen });
          await engine.afterTicks(time, seen);
          await engine.runJobs(time);
          shown = seen;
          ticks++;
        };
        // the slots due already (the market behind the clock by its timer's last wake-up)
        if (market.lastTickTime + tickMs <= from) await step(from, false);
        for (let slot = market.lastTickTime + tickMs; slot <= target; slot += tickMs) {
          await step(slot, slot % MINUTE === 0);
          // a market period's resume point is written at its last slot, as live
          if ((slot + tickMs) % market.options.periodMs === 0) market.flush(slot);
          if (slot % MINUTE === 0) {
            // requests and sockets get a turn (requests are answered SANDBOX_ADVANCING meanwhile)
            await new Promise((r) => setImmediate(r));
            // a day of recorded ticks is kept, as the live market's pruning does
            if (slot % HOUR === 0) market.ticks.pruneBefore(slot - DAY);
          }
        }
        // the time asked for, between two slots: its jobs due, and what the last slot showed
        clock.set(target);
        await engine.runJobs(target);
        market.flush();
        if (!shown) market.publishLast();
      });
    } finally {
      sqlite.pragma(`synchronous = ${synchronous}`);
      clock.setRunning(running);
      saveSandboxClock(clock, this.ctx.config.dataDir);
      this.moving = false;
    }
    return {
      clock: this.state(),
      from: new Date(from).toISOString(),
      ticks,
      tookMs: Math.round(performance.now() - started),
    };
  }

  /** Moves the clock on to `time` (an advance to it), and/or stops it or lets it run. */
  async set(body: { time?: string; running?: boolean }): Promise<SandboxClockAdvanced> {
    const { clock } = this.deps;
    let result: SandboxClockAdvanced | undefined;
    if (body.time !== undefined) {
      const time = Date.parse(body.time);
      const now = clock.now();
      if (!(time > now && time - now <= SANDBOX_MAX_ADVANCE_SECONDS * 1000))
        throw new AppError('SANDBOX_CLOCK_RANGE', { time: new Date(time).toISOString(), now: new Date(now).toISOString() });
      result = await this.advance(time - now);
    }
    if (body.running !== undefined) {
      clock.setRunning(body.running);
      saveSandboxClock(clock, this.ctx.config.dataDir);
    }
    const now = this.state();
    return result ? { ...result, clock: now } : { clock: now, from: now.now, ticks: 0, tookMs: 0 };
  }

  /** The clock put back to `time` with the database it belongs to (a snapshot's restore). */
  restoreTo(time: number) {
    this.deps.clock.set(time);
    saveSandboxClock(this.deps.clock, this.ctx.config.dataDir);
  }
}
