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
