// Login passwords are hashed with scrypt (memory-hard, built into Node). The parameters
// travel inside the stored hash so the cost can be raised later without breaking logins.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R }, (e, key) =>
      e ? reject(e) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified against when an account does not exist, so timing tells nothing. */
export function decoyHash(N: number): string {
  return `scrypt$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
