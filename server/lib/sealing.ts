// Values the server must read back but nobody with the database alone should (decision 070: KYC
// document numbers; decision 092: API key secrets): AES-256-GCM under a key kept out of the
// database (a data-folder secret or its environment variable), as `v1.<iv>.<tag>.<ciphertext>`.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export class Sealer {
  private readonly key: Buffer;

  /** `secret`: the configured key material (any length ≥ 32 characters), hashed to 256 bits. */
  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The sealed value; throws when it was sealed under another key or altered. */
  unseal(sealed: string): string {
    const [, iv = '', tag = '', data = ''] = sealed.split('.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
