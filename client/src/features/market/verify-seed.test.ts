import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedMatchesCommitment, sha256OfHex } from './verify-seed';

describe('seed against commitment (WebCrypto)', () => {
  const seed = '7f'.repeat(32);
  const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

  it('hashes the bytes the hex spells, as the server commits (SHA-256 of the 32-byte seed)', async () => {
    expect(await sha256OfHex(seed)).toBe(commitment);
    expect(await seedMatchesCommitment(seed, commitment)).toBe(true);
    expect(await seedMatchesCommitment(seed, commitment.toUpperCase())).toBe(true);
  });

  it('a different seed, or text that is not hex, does not match', async () => {
    expect(await seedMatchesCommitment('7e'.repeat(32), commitment)).toBe(false);
    expect(await sha256OfHex('xyz')).toBeNull();
    expect(await seedMatchesCommitment('', commitment)).toBe(false);
  });
});
