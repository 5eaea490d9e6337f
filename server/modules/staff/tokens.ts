// Staff session tokens: HS256 JWTs (algorithm pinned) with an issuer and audience of their
// own and a key derived for staff alone, so a customer token is never a staff token and
// the other way round. A token is only as good as its StaffSession row, read on every request.
import { createHmac, type webcrypto } from 'node:crypto';
import { importHmacKey, signSessionJwt, verifySessionJwt } from '../../lib/session-jwt.ts';

export const STAFF_JWT_ISSUER = 'tradeplatform-backoffice';
export const STAFF_JWT_AUDIENCE = 'tradeplatform-staff';
const STAFF = { issuer: STAFF_JWT_ISSUER, audience: STAFF_JWT_AUDIENCE };

export interface StaffClaims {
  sessionId: string;
  staffId: number;
}

export class StaffTokens {
  private constructor(private readonly key: webcrypto.CryptoKey) {}

  /** The key is HMAC(secret, label): the customer key never verifies a staff token. */
  static async create(secret: string): Promise<StaffTokens> {
    const derived = createHmac('sha256', secret).update('aurora staff session token v1').digest();
    return new StaffTokens(await importHmacKey(derived));
  }

  sign(claims: StaffClaims, now: number, expiresAt: number): Promise<string> {
    return signSessionJwt(this.key, STAFF, claims.sessionId, String(claims.staffId), now, expiresAt);
  }

  /** The claims of a genuine, unexpired staff token; undefined for anything else. */
  async verify(token: string, now: number): Promise<StaffClaims | undefined> {
    const claims = await verifySessionJwt(this.key, STAFF, token, now);
    const staffId = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(staffId)) return undefined;
    return { sessionId: claims.sid, staffId };
  }
}
