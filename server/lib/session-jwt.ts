// Session tokens, customer's and staff's alike: HS256 JWTs with the algorithm pinned, an
// issuer and audience per kind of session, carrying the session id (`sid`) and its owner
// (`sub`). A token is only as good as its session row, which the callers read.
import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const SESSION_JWT_ALG = 'HS256';

/** Who issues a kind of token and for whom: a token of one kind never verifies as another. */
export interface JwtParty {
  issuer: string;
  audience: string;
}

export interface SessionClaims {
  sid: string;
  sub: string;
  expMs: number;
}

/** The HMAC key, imported once (as a CryptoKey, verification takes half the time). */
export function importHmacKey(raw: Uint8Array): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export function signSessionJwt(key: webcrypto.CryptoKey, party: JwtParty, sid: string, sub: string, now: number, expiresAt: number) {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: SESSION_JWT_ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(party.issuer)
    .setAudience(party.audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
}

/** The claims of a genuine token of this party, unexpired at `now` (or up to `graceMs` past); undefined otherwise. */
export async function verifySessionJwt(
  key: webcrypto.CryptoKey,
  party: JwtParty,
  token: string,
  now: number,
  graceMs = 0,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [SESSION_JWT_ALG],
      issuer: party.issuer,
      audience: party.audience,
      currentDate: new Date(now),
      clockTolerance: Math.ceil(graceMs / 1000),
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { sid: payload.sid, sub: payload.sub, expMs: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}
