import { describe, expect, it } from 'vitest';
import { Sealer } from './sealing.ts';

describe('Sealer', () => {
  const sealer = new Sealer('a-sealing-key-for-tests-0123456789abcdef');
  it('reads back what it sealed; each seal differs (a fresh iv)', () => {
    const a = sealer.seal('secret value');
    const b = sealer.seal('secret value');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
    expect(a).not.toContain('secret');
    expect(sealer.unseal(a)).toBe('secret value');
    expect(sealer.unseal(b)).toBe('secret value');
  });
  it('refuses a value sealed under another key, or altered', () => {
    const sealed = sealer.seal('secret value');
    expect(() => new Sealer('another-sealing-key-0123456789abcdef012').unseal(sealed)).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] as string, 'base64url');
    data[0] = (data[0] as number) ^ 1;
    expect(() => sealer.unseal([parts[0], parts[1], parts[2], data.toString('base64url')].join('.'))).toThrow();
  });
});
