// Housekeeping that runs every so often (expired guest sessions, ...). Whether a job is due
// is decided by the injected clock: a timer only polls, so tests move a manual clock and call
// runDue() instead of waiting.
import type { Clock } from './clock.ts';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run: (now: number) => unknown;
}

interface Scheduled extends PeriodicJob {
  /** Clock time of the next run (0: at the first poll). */
  nextAt: number;
}

export class PeriodicJobs {
  private readonly jobs: Scheduled[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly onError: (job: string, error: unknown) => void,
  ) {}

  /** Runs `run` at the first poll and then every `everyMs` of clock time. */
  add(job: PeriodicJob) {
    this.jobs.push({ ...job, nextAt: 0 });
  }

  /** Runs every job whose time has come, one after the other; a failing job waits its interval. */
  async runDue(now: number = this.clock.now()): Promise<void> {
    // a poll while the previous one still runs waits for it rather than running beside it
    while (this.running) await this.running;
    const run = this.runJobs(now);
    this.running = run;
    try {
      await run;
    } finally {
      this.running = undefined;
    }
  }

  private async runJobs(now: number) {
    for (const job of this.jobs) {
      if (job.nextAt > now) continue;
      job.nextAt = now + job.everyMs;
      try {
        await job.run(now);
      } catch (error) {
        this.onError(job.name, error);
      }
    }
  }

  /**
   * Every job runs at the next poll, as at start: the clock went back (a sandbox's restore puts
   * its time back with the database), and a job scheduled by the later time would not run for as long.
   */
  reschedule() {
    for (const job of this.jobs) job.nextAt = 0;
  }

  /** How often the timer polls: every minute, or as often as the most frequent job asks (the simulated chain's second). */
  pollMs(): number {
    return Math.min(60_000, ...this.jobs.map((j) => j.everyMs));
  }

  start(pollMs = this.pollMs()) {
    if (this.timer) return;
    void this.runDue();
    this.timer = setInterval(() => void this.runDue(), pollMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
