// Login and withdrawal passwords are hashed with scrypt (memory-hard, built into Node). The
// parameters travel inside the stored hash so the cost can be raised later without breaking
// logins. The hashing itself runs in a bounded pool of worker threads (scrypt-pool.ts): when
// it is full the caller gets SERVER_BUSY (503, Retry-After) instead of a place in a queue.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { ScryptPool, ScryptPoolBusyError } from './scrypt-pool.ts';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

export interface HashOptions {
  /** Served before anonymous work: a known device's login, a logged-in user's request. */
  priority?: boolean;
}

// One pool per process: the cap is about this machine's cores, whatever app uses it.
let pool: ScryptPool | undefined;

export function passwordHashPool(): ScryptPool {
  pool ??= new ScryptPool();
  return pool;
}

/** Password comparisons evaluated so far in this process (tests count guesses with it). */
export const passwordChecks = { evaluated: 0 };

async function derive(password: string, salt: Buffer, N: number, opts: HashOptions): Promise<Buffer> {
  try {
    return await passwordHashPool().derive({ password: password.normalize('NFKC'), salt, N, r: R, p: P, keyLength: KEY_LENGTH }, opts);
  } catch (e) {
    if (e instanceof ScryptPoolBusyError) {
      throw new AppError('SERVER_BUSY', { seconds: e.retryAfterSeconds }, { 'retry-after': String(e.retryAfterSeconds) });
    }
    throw e;
  }
}

export async function hashPassword(password: string, N: number, opts: HashOptions = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, opts);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string, opts: HashOptions = {}): Promise<boolean> {
  const [scheme, n, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), opts);
  passwordChecks.evaluated++;
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified against when an account does not exist, so timing tells nothing. */
export function decoyHash(N: number): string {
  return `scrypt$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
