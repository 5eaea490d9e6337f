// Visitor chat tokens (decision 055): a visitor who is not logged in chats under a random id
// carried by an HS256 JWT (algorithm pinned) with an issuer and audience of its own and a key
// derived for visitors alone, so it is never a customer's or a staff member's token. The id is
// 128 random bits: the token is the only way to the conversation, and it expires.
import { createHmac, type webcrypto } from 'node:crypto';
import { importHmacKey, signSessionJwt, verifySessionJwt } from '../../lib/session-jwt.ts';

const VISITOR = { issuer: 'tradeplatform-chat', audience: 'tradeplatform-chat-visitor' };
/** How long a visitor token lasts: a visitor coming back within it keeps the conversation. */
export const VISITOR_TOKEN_TTL_MS = 30 * 86_400_000;

export class ChatVisitorTokens {
  private constructor(private readonly key: webcrypto.CryptoKey) {}

  static async create(secret: string): Promise<ChatVisitorTokens> {
    const derived = createHmac('sha256', secret).update('aurora chat visitor token v1').digest();
    return new ChatVisitorTokens(await importHmacKey(derived));
  }

  sign(visitorId: string, now: number): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = now + VISITOR_TOKEN_TTL_MS;
    return signSessionJwt(this.key, VISITOR, visitorId, 'visitor', now, expiresAt).then((token) => ({ token, expiresAt }));
  }

  /** The visitor id of a genuine, unexpired visitor token; undefined for anything else. */
  async verify(token: string | undefined, now: number): Promise<string | undefined> {
    if (!token || token.length > 2048) return undefined;
    const claims = await verifySessionJwt(this.key, VISITOR, token, now);
    if (claims?.sub !== 'visitor' || !/^[0-9a-f]{32}$/.test(claims.sid)) return undefined;
    return claims.sid;
  }
}
