// Guest demo sessions: a visitor trades demo money on /demo without registering
// (docs/decisions/021-guest-sessions-and-floating-service.md). A guest is a `guest` user with a
// demo wallet and one session. Its token is renewed in place (same user, same wallet) while it
// is valid and for a grace period after it expired; a guest whose session ended longer ago is
// removed with its demo rows by a periodic job. New guests are limited per client network.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { isVirtual, type JournalEntry, type Leg, type Mode } from '../../ledger/ledger.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { DemoService } from './demo.ts';
import type { FastRepository } from './repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A guest token lasts a day; the demo page renews it before it ends. */
export const GUEST_TTL_SECONDS = 24 * 3600;
/**
 * How long after its token expired a guest can still renew it (a laptop asleep over a
 * weekend comes back to the same demo wallet); after that the guest is removed.
 */
export const GUEST_RENEWAL_GRACE_MS = 7 * DAY;
/**
 * New guests per client network (an IPv4 address, an IPv6 /64) per hour: a classroom of 40
 * behind one address, each with a tab or two and a second device, gets in; a script does not
 * get far.
 */
export const GUEST_PER_NETWORK = { limit: 120, windowMs: HOUR };
/** Renewals per client network per hour: they create nothing, but each signs a token. */
export const GUEST_RENEWALS_PER_NETWORK = { limit: 1200, windowMs: HOUR };
/** How often expired guests are looked for, and how many go in one transaction. */
export const GUEST_CLEANUP_EVERY_MS = 10 * MINUTE;
const CLEANUP_BATCH = 200;

export interface GuestSession {
  token: string;
  userId: number;
  /** The presented token's guest was kept (false: a new guest was started). */
  renewed: boolean;
}

export class GuestSessions {
  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: TokenService,
    private readonly demo: DemoService,
    private readonly repo: FastRepository,
  ) {}

  /**
   * Renews the guest of `presented` in place when that token is still renewable, else starts
   * a new guest (counted against the client network's hourly limit).
   */
  async start(meta: { ip: string; userAgent: string }, presented: string | undefined): Promise<GuestSession> {
    const network = clientNetwork(meta.ip);
    if (presented) {
      this.ctx.limiter.enforce(`guest-renew:${network}`, GUEST_RENEWALS_PER_NETWORK);
      const session = await this.tokens.lapsedSession(presented, GUEST_RENEWAL_GRACE_MS);
      if (session?.role === 'guest') {
        const token = await this.tokens.extend(session, GUEST_TTL_SECONDS);
        if (token) return { token, userId: session.userId, renewed: true };
      }
    }
    // counted only when it is allowed: a refused visitor retrying does not push the window on
    const limit = this.ctx.limiter.take(`guest:${network}`, GUEST_PER_NETWORK);
    if (!limit.allowed) throw new AppError('GUEST_LIMIT_REACHED', { minutes: Math.max(1, Math.ceil(limit.retryAfterMs / MINUTE)) });
    const userId = this.repo.insertGuest(`G${randomBytes(8).toString('hex').toUpperCase()}`, this.ctx.clock.now());
    this.demo.ensure(userId);
    const { token } = await this.tokens.issue(userId, meta, GUEST_TTL_SECONDS);
    return { token, userId, renewed: false };
  }

  /**
   * Removes guests whose session ended more than the renewal grace before `now`: their demo
   * balances go back to the demo issuer in one journal each (ledger rows are never deleted:
   * journals are append-only and settlement journals are shared by many users), then their
   * fast orders, settlements, sessions and user row are deleted. Returns how many went.
   * Batches of 200, each one transaction, with an event-loop turn between them.
   */
  async cleanup(now: number = this.ctx.clock.now()): Promise<number> {
    const cutoff = now - GUEST_RENEWAL_GRACE_MS;
    // their replays end first (their business closed), so that they can go (decision 106; the
    // rest of a long list at the next run)
    const replaying = this.repo.lapsedReplaying(cutoff, CLEANUP_BATCH);
    if (replaying.length) this.endReplays(replaying);
    let removed = 0;
    for (;;) {
      const ids = this.repo.expiredGuests(cutoff, CLEANUP_BATCH);
      if (ids.length === 0) return removed;
      const gone = this.ctx.ledger.transaction(() => ids.filter((id) => this.remove(id)));
      this.demo.forget(gone);
      removed += gone.length;
      // a guest kept back (real money, which a guest cannot have) would come back every round
      if (gone.length < ids.length) return removed;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Ends the replays of guests about to go (the replay module's, registered at composition). */
  private endReplays: (userIds: number[]) => void = () => {};

  onLapsed(endReplays: (userIds: number[]) => void) {
    this.endReplays = endReplays;
  }

  /** One guest, inside the caller's transaction; false (and nothing changed) when it must stay. */
  private remove(userId: number): boolean {
    const accounts = this.repo.guestAccounts(userId);
    // guests trade play money only (demo, replay): anything else is left for a person to look at
    if (accounts.some((a) => !isVirtual(a.mode))) return false;
    const legs: Leg[] = [];
    // each mode's money back to its own issuer (a journal balances per currency and mode)
    const issued = new Map<string, { currency: string; mode: Mode; amount: bigint }>();
    for (const a of accounts) {
      legs.push({ account: { userId, kind: a.kind, currency: a.currency, mode: a.mode }, amount: -a.balance });
      const key = `${a.currency}|${a.mode}`;
      const sum = issued.get(key) ?? { currency: a.currency, mode: a.mode, amount: 0n };
      sum.amount += a.balance;
      issued.set(key, sum);
    }
    for (const { currency, mode, amount } of issued.values()) {
      if (amount !== 0n) legs.push({ account: { platform: 'demo_issuance', currency, mode }, amount });
    }
    if (legs.length > 0) {
      const entry: JournalEntry = { key: `guest-expired:${userId}`, type: 'demo_close', userId, memo: 'guest session expired', legs };
      this.ctx.ledger.post(entry);
    }
    return this.repo.deleteGuest(userId);
  }
}
