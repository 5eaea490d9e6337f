import { expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';

it('hashes with a salt and verifies', async () => {
  const a = await hashPassword('correct horse', 1024);
  const b = await hashPassword('correct horse', 1024);
  expect(a).not.toBe(b);
  expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword('correct horse', a)).toBe(true);
  expect(await verifyPassword('correct horsE', a)).toBe(false);
  expect(await verifyPassword('anything', decoyHash(1024))).toBe(false);
  expect(await verifyPassword('anything', 'garbage')).toBe(false);
});
