// Session tokens: HS256 JWTs (algorithm pinned on verify) carrying the server-side
// session id. A token is only as good as its Session row: logout, a password change or
// a staff freeze revokes the row, and the token stops working at once. Observers (the
// websocket hub) hear of every session that ends, so long-lived connections end with it.
import { randomBytes, type webcrypto } from 'node:crypto';
import type { Sqlite } from '../../db/sqlite.ts';
import type { RowCache } from '../../db/store/row-cache.ts';
import { type SessionRow, SessionRepository } from './repository.ts';
import type { Clock } from '../../lib/clock.ts';
import { configuredSecret } from '../../lib/data-secret.ts';
import { onceSettled } from '../../lib/once-settled.ts';
import { importHmacKey, signSessionJwt, verifySessionJwt } from '../../lib/session-jwt.ts';
import type { AuthInfo } from '../../context.ts';

export const JWT_ISSUER = 'tradeplatform';
export const JWT_AUDIENCE = 'tradeplatform-web';
const CUSTOMER = { issuer: JWT_ISSUER, audience: JWT_AUDIENCE };

/** The configured secret, or one generated once and kept in the data folder. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  return configuredSecret(configured, dataDir, 'jwt-secret');
}

export type TokenFailure = 'missing' | 'invalid';

interface VerifiedClaims {
  sid: string;
  sub: string;
  expMs: number;
}

/** How often a session's lastUsedAt is written at most (decision 044). */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** How many verified tokens are remembered (the signature check is the costly part of a request). */
const VERIFIED_CACHE_SIZE = 20_000;

/** How many live sessions' rows are kept in memory (SQLite only, decision 108). */
const SESSION_CACHE_SIZE = 20_000;

/** Told the ids of sessions that were revoked or deleted, or whose user was frozen. */
export type SessionsEndedListener = (sessionIds: string[]) => void;

/** An authenticated session and when it ends on its own (the earlier of token and row expiry). */
export interface SessionAuth extends AuthInfo {
  expiresAt: number;
  /** When a request last used it (see noteUse). */
  lastUsedAt: number | null;
}

/** A request's session, with its last use (so that a good answer can record this one). */
export type UsedSession = AuthInfo & { lastUsedAt: number | null };

export class TokenService {
  // token -> claims, filled only after a full jose verification. The session row is still
  // consulted on every request, so revocation stays immediate; expiry is re-checked on each hit.
  private readonly verified = new Map<string, VerifiedClaims>();
  // session id -> its live row joined with its user, on SQLite (decision 108): dropped by the
  // triggers of any write to the session or its user, so it never outlives what the row says.
  // PostgreSQL: undefined (another instance may end the session), the row is read every time.
  private readonly rows: RowCache<string, SessionRow> | undefined;
  private readonly listeners = new Set<SessionsEndedListener>();
  private readonly ended = new Set<string>();

  private constructor(
    private readonly key: webcrypto.CryptoKey,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
    private readonly sessions: SessionRepository,
  ) {
    this.rows = sessions.rowCache(SESSION_CACHE_SIZE);
    // Every write that ends a session on this connection is observed, whichever code runs it
    // (the methods below, the auth service's own statements, a later cleanup). The callback
    // only records the id; listeners run once the writing transaction has settled.
    sessions.watchEnded((id) => {
      if (typeof id === 'string') this.ended.add(id);
      this.flushSoon();
    });
  }

  // (an async caller may still hold the transaction open: it waits until it commits or rolls back)
  private readonly flushSoon = onceSettled(
    () => this.sessions.inTransaction,
    () => {
      const ids = [...this.ended];
      this.ended.clear();
      if (ids.length === 0) return;
      for (const listener of this.listeners) listener(ids);
    },
  );

  /** Subscribes to ended sessions; returns the unsubscribe function. */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends one session (logout). Observers hear of it through the trigger. */
  revokeSession(sessionId: string, note: string): boolean {
    return this.sessions.revoke(sessionId, note, this.clock.now());
  }

  /** Ends every session of a user (password change or reset, freeze), or all but the caller's own. */
  revokeUserSessions(userId: number, note: string, exceptSessionId?: string): number {
    return this.sessions.revokeUser(userId, note, this.clock.now(), exceptSessionId ?? '');
  }

  /**
   * Whether a session still grants access: its row unrevoked and unexpired, its user active.
   * Observers re-check with this, so a revocation rolled back with its transaction closes nothing.
   * It reads the row itself, never a copy: the websocket hub's periodic recheck is the backstop
   * for writes nobody announced (another connection's), whenever in a turn it runs.
   */
  isLive(sessionId: string): boolean {
    const row = this.sessions.lookup(sessionId);
    return !!row && row.revokedAt === null && row.expiresAt > this.clock.now() && row.status === 'active';
  }

  static async create(secret: string, ttlSeconds: number, clock: Clock, db: Sqlite) {
    const key = await importHmacKey(new TextEncoder().encode(secret));
    return new TokenService(key, ttlSeconds, clock, new SessionRepository(db));
  }

  /** Opens a session row and signs its token. */
  async issue(
    userId: number,
    meta: { ip: string; userAgent: string },
    ttlSeconds = this.ttlSeconds,
  ): Promise<{ token: string; sessionId: string }> {
    const now = this.clock.now();
    const sessionId = randomBytes(18).toString('base64url');
    const expiresAt = now + ttlSeconds * 1000;
    this.sessions.insert(sessionId, userId, now, expiresAt, meta.ip.slice(0, 64), meta.userAgent.slice(0, 256));
    return { token: await this.sign(sessionId, userId, now, expiresAt), sessionId };
  }

  /**
   * Renewal in place: moves the end of a live (unrevoked) session to `ttlSeconds` from now and
   * signs a token for the same session. Tokens signed earlier keep their own expiry.
   */
  async extend(session: { sessionId: string; userId: number }, ttlSeconds: number): Promise<string | undefined> {
    const now = this.clock.now();
    const expiresAt = now + ttlSeconds * 1000;
    if (!this.sessions.extend(session.sessionId, session.userId, expiresAt)) return undefined;
    return this.sign(session.sessionId, session.userId, now, expiresAt);
  }

  private sign(sessionId: string, userId: number, now: number, expiresAt: number): Promise<string> {
    return signSessionJwt(this.key, CUSTOMER, sessionId, String(userId), now, expiresAt);
  }

  /**
   * The session behind a genuine token that may have expired up to `graceMs` ago (so it can be
   * renewed in place); undefined for a forged, malformed or revoked token, a user who is not
   * active, or a session that ended longer ago than that.
   */
  async lapsedSession(header: string | undefined, graceMs: number): Promise<SessionAuth | undefined> {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : header;
    if (!token || token.length > 2048) return undefined;
    const claims = await this.verify(token, graceMs);
    const now = this.clock.now();
    if (!claims || claims.expMs + graceMs <= now) return undefined;
    const row = this.lookup(claims.sid);
    if (!row || String(row.userId) !== claims.sub || row.revokedAt !== null || row.status !== 'active') return undefined;
    if (row.expiresAt + graceMs <= now) return undefined;
    return {
      userId: row.userId,
      sessionId: claims.sid,
      role: row.role,
      expiresAt: Math.min(row.expiresAt, claims.expMs),
      lastUsedAt: row.lastUsedAt,
    };
  }

  /**
   * The session behind an Authorization header value, or why there is none: at once (no promise)
   * for a token verified before, as on almost every request.
   */
  authenticate(header: string | undefined): UsedSession | TokenFailure | Promise<UsedSession | TokenFailure> {
    return this.authenticateSession(header);
  }

  /**
   * Records that a request used the session (the session list's "last used", to the minute):
   * written at most once a minute per session, and only for requests that were answered
   * without an error, so a refused request writes nothing.
   */
  noteUse(sessionId: string, lastUsedAt: number | null) {
    const now = this.clock.now();
    // (the write's trigger drops the session's copy: the next request reads the new lastUsedAt)
    if (lastUsedAt === null || now - lastUsedAt >= LAST_USED_RESOLUTION_MS) this.sessions.touch(sessionId, now);
  }

  /** The session's row: its copy in memory when it has one, else read (and kept while it is live). */
  private lookup(sessionId: string): SessionRow | undefined {
    const kept = this.rows?.get(sessionId);
    if (kept) return kept;
    const row = this.sessions.lookup(sessionId);
    if (row && row.revokedAt === null && row.status === 'active') this.rows?.set(sessionId, row);
    return row;
  }

  /** As `authenticate`, with the session's end (long-lived connections close then). */
  authenticateSession(header: string | undefined): SessionAuth | TokenFailure | Promise<SessionAuth | TokenFailure> {
    if (!header) return 'missing';
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    if (!token || token.length > 2048) return 'invalid';
    const claims = this.verified.get(token);
    if (claims) return this.sessionOf(claims);
    return this.verify(token).then((verified) => (verified ? this.sessionOf(verified) : 'invalid'));
  }

  private sessionOf(claims: VerifiedClaims): SessionAuth | TokenFailure {
    const now = this.clock.now();
    if (claims.expMs <= now) return 'invalid';
    const { sid, sub } = claims;
    const row = this.lookup(sid);
    if (!row || String(row.userId) !== sub) return 'invalid';
    if (row.revokedAt !== null || row.expiresAt <= now || row.status !== 'active') return 'invalid';
    return {
      userId: row.userId,
      sessionId: sid,
      role: row.role,
      expiresAt: Math.min(row.expiresAt, claims.expMs),
      lastUsedAt: row.lastUsedAt,
    };
  }

  /** Checks the signature and claims; `graceMs` accepts a token that expired that long ago (not cached then). */
  private async verify(token: string, graceMs = 0): Promise<VerifiedClaims | undefined> {
    const claims = await verifySessionJwt(this.key, CUSTOMER, token, this.clock.now(), graceMs);
    if (!claims || graceMs > 0) return claims;
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      // drop the oldest entry (Map keeps insertion order)
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, claims);
    return claims;
  }
}
