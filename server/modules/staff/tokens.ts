// Staff session tokens: HS256 JWTs (algorithm pinned) with an issuer and audience of their
// own and a key derived for staff alone, so a customer token is never a staff token and
// the other way round. A token is only as good as its StaffSession row, read on every request.
import { createHmac, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const STAFF_JWT_ALG = 'HS256';
export const STAFF_JWT_ISSUER = 'tradeplatform-backoffice';
export const STAFF_JWT_AUDIENCE = 'tradeplatform-staff';

export interface StaffClaims {
  sessionId: string;
  staffId: number;
}

export class StaffTokens {
  private constructor(private readonly key: webcrypto.CryptoKey) {}

  /** The key is HMAC(secret, label): the customer key never verifies a staff token. */
  static async create(secret: string): Promise<StaffTokens> {
    const derived = createHmac('sha256', secret).update('aurora staff session token v1').digest();
    const key = await webcrypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return new StaffTokens(key);
  }

  sign(claims: StaffClaims, now: number, expiresAt: number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: STAFF_JWT_ALG, typ: 'JWT' })
      .setSubject(String(claims.staffId))
      .setIssuer(STAFF_JWT_ISSUER)
      .setAudience(STAFF_JWT_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired staff token; undefined for anything else. */
  async verify(token: string, now: number): Promise<StaffClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [STAFF_JWT_ALG],
        issuer: STAFF_JWT_ISSUER,
        audience: STAFF_JWT_AUDIENCE,
        currentDate: new Date(now),
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const staffId = Number(payload.sub);
      if (typeof payload.sid !== 'string' || !Number.isSafeInteger(staffId)) return undefined;
      return { sessionId: payload.sid, staffId };
    } catch {
      return undefined;
    }
  }
}
