// Session tokens: HS256 JWTs (algorithm pinned on verify) carrying the server-side
// session id. A token is only as good as its Session row: logout, a password change or
// a staff freeze revokes the row, and the token stops working at once.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthInfo } from '../../context.ts';

export const JWT_ALG = 'HS256';
export const JWT_ISSUER = 'tradeplatform';
export const JWT_AUDIENCE = 'tradeplatform-web';

/** The configured secret, or one generated once and kept in the data folder. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type TokenFailure = 'missing' | 'invalid';

interface VerifiedClaims {
  sid: string;
  sub: string;
  expMs: number;
}

/** How many verified tokens are remembered (the signature check is the costly part of a request). */
const VERIFIED_CACHE_SIZE = 20_000;

type SessionRow = { userId: number; expiresAt: number; revokedAt: number | null; status: string; role: AuthInfo['role'] };

export class TokenService {
  private readonly insertSession;
  private readonly lookup;
  // token -> claims, filled only after a full jose verification. The session row is still
  // read on every request, so revocation stays immediate; expiry is re-checked on each hit.
  private readonly verified = new Map<string, VerifiedClaims>();

  private constructor(
    private readonly key: webcrypto.CryptoKey,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
    db: Sqlite,
  ) {
    this.insertSession = db.prepare<[string, number, number, number, string, string]>(
      'INSERT INTO "Session" (id, userId, createdAt, expiresAt, ip, userAgent) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.lookup = db.prepare<[string], SessionRow>(
      'SELECT s.userId, s.expiresAt, s.revokedAt, u.status, u.role FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE s.id = ?',
    );
  }

  // Importing the key once as a CryptoKey halves verification time.
  static async create(secret: string, ttlSeconds: number, clock: Clock, db: Sqlite) {
    const key = await webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return new TokenService(key, ttlSeconds, clock, db);
  }

  /** Opens a session row and signs its token. */
  async issue(userId: number, meta: { ip: string; userAgent: string }, ttlSeconds = this.ttlSeconds): Promise<{ token: string; sessionId: string }> {
    const now = this.clock.now();
    const sessionId = randomBytes(18).toString('base64url');
    const expiresAt = now + ttlSeconds * 1000;
    this.insertSession.run(sessionId, userId, now, expiresAt, meta.ip.slice(0, 64), meta.userAgent.slice(0, 256));
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
    return { token, sessionId };
  }

  /** The session behind an Authorization header value, or why there is none. */
  async authenticate(header: string | undefined): Promise<AuthInfo | TokenFailure> {
    if (!header) return 'missing';
    const token = header.startsWith('Bearer ') ? header.slice(7) : header;
    if (!token || token.length > 2048) return 'invalid';
    const claims = this.verified.get(token) ?? (await this.verify(token));
    if (!claims || claims.expMs <= this.clock.now()) return 'invalid';
    const { sid, sub } = claims;
    const row = this.lookup.get(sid);
    if (!row || String(row.userId) !== sub) return 'invalid';
    if (row.revokedAt !== null || row.expiresAt <= this.clock.now() || row.status !== 'active') return 'invalid';
    return { userId: row.userId, sessionId: sid, role: row.role };
  }

  private async verify(token: string): Promise<VerifiedClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [JWT_ALG],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const claims = { sid: payload.sid, sub: payload.sub, expMs: payload.exp * 1000 };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) {
        // drop the oldest entry (Map keeps insertion order)
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(token, claims);
      return claims;
    } catch {
      return undefined;
    }
  }
}
