// Time and randomness are injected so expiries, locks and codes are testable without sleeping.
import { randomBytes, randomInt } from 'node:crypto';

export interface Clock {
  now(): number; // epoch milliseconds
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private ms: number = Date.UTC(2026, 0, 1)) {}
  now() {
    return this.ms;
  }
  set(ms: number) {
    this.ms = ms;
  }
  advance(ms: number) {
    this.ms += ms;
  }
}

export interface RandomSource {
  /** Uniform integer in [min, max). */
  int(min: number, max: number): number;
  bytes(n: number): Buffer;
}

export const cryptoRandom: RandomSource = {
  int: (min, max) => randomInt(min, max),
  bytes: (n) => randomBytes(n),
};

/** A clock that can be moved: the tests' manual clock, a sandbox's platform clock. */
export interface SettableClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/**
 * A sandbox's platform clock (issue 41 point 2, decision 099): the source's time (the system's)
 * moved on by every advance and set, or stopped where it stands. Only the test clock moves it;
 * nothing in it ever goes back but a snapshot's restore, with the whole database.
 */
export class SandboxClock implements SettableClock {
  private offset = 0;
  private stoppedAt: number | null = null;

  constructor(readonly source: Clock = systemClock) {}

  now() {
    return this.stoppedAt ?? this.source.now() + this.offset;
  }

  set(ms: number) {
    if (this.stoppedAt !== null) this.stoppedAt = ms;
    else this.offset = ms - this.source.now();
  }

  advance(ms: number) {
    this.set(this.now() + ms);
  }

  /** Whether time passes by itself (false: it moves only when advanced or set). */
  get running() {
    return this.stoppedAt === null;
  }

  /** Stops the clock where it stands, or lets it run on from there. */
  setRunning(running: boolean) {
    if (running === this.running) return;
    const now = this.now();
    this.stoppedAt = running ? null : now;
    if (running) this.offset = now - this.source.now();
  }
}
