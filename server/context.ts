// What every module receives: configuration, storage, clock and randomness. Built once by
// buildApp and attached to the Fastify instance as `app.ctx`.
import type { ClusterBus } from './cluster/bus.ts';
import type { Config } from './config.ts';
import type { Prisma } from './db/prisma.ts';
import type { Sqlite } from './db/sqlite.ts';
import type { WalSync } from './db/wal-sync.ts';
import type { Clock, RandomSource } from './lib/clock.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { Notifier } from './modules/auth/notifier.ts';

export interface PasswordHashCost {
  /** scrypt CPU/memory cost N (a power of two). */
  N: number;
}

export interface AppContext {
  config: Config;
  sqlite: Sqlite;
  prisma: Prisma;
  clock: Clock;
  random: RandomSource;
  limiter: RateLimiter;
  notifier: Notifier;
  passwordCost: PasswordHashCost;
  /** The only way money moves. */
  ledger: Ledger;
  /**
   * A second, reading connection on the ledger with the flow index file attached as "flow"
   * (fund flow, reconciliation). Never used for writes to the ledger.
   */
  flow: Sqlite;
  /** Syncs the log off the serving thread for group commits (SQLite at FULL, decision 109); none: not needed. */
  walSync?: WalSync;
  /**
   * What one instance tells every instance (decision 081): a list of listeners on one process,
   * a Redis stream between several.
   */
  bus: ClusterBus;
}

export interface AuthInfo {
  userId: number;
  sessionId: string;
  /** A customer or a demo visitor; staff are never users (decision 027). */
  role: 'user' | 'guest';
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    locale: import('../shared/locales.ts').Locale;
    auth: AuthInfo | null;
  }
}
