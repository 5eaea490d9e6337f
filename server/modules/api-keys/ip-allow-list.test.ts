import { describe, expect, it } from 'vitest';
import { allowedFrom, canonicalEntry } from './ip-allow-list.ts';

describe('API key IP allow-list', () => {
  it('writes entries canonically and refuses what is not an address or range', () => {
    expect(canonicalEntry(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(canonicalEntry('203.0.113.0/24')).toBe('203.0.113.0/24');
    expect(canonicalEntry('2001:DB8::/32')).toBe('2001:db8::/32');
    for (const bad of ['203.0.113', '203.0.113.0/33', '2001:db8::/129', 'a.b.c.d', '1.2.3.4/24/1', '1.2.3.4/x', '']) {
      expect(() => canonicalEntry(bad), bad).toThrow(expect.objectContaining({ errorName: 'API_KEY_IP_INVALID' }));
    }
  });
  it('lets through addresses on the list or in its ranges only; an empty list lets all through', () => {
    const list = ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'];
    expect(allowedFrom(list, '203.0.113.7')).toBe(true);
    expect(allowedFrom(list, '::ffff:203.0.113.7')).toBe(true);
    expect(allowedFrom(list, '198.51.100.200')).toBe(true);
    expect(allowedFrom(list, '2001:db8:1::5')).toBe(true);
    expect(allowedFrom(list, '203.0.113.8')).toBe(false);
    expect(allowedFrom(list, '198.51.101.1')).toBe(false);
    expect(allowedFrom(list, '2001:db9::1')).toBe(false);
    expect(allowedFrom(list, 'not-an-ip')).toBe(false);
    expect(allowedFrom([], '192.0.2.1')).toBe(true);
  });
});
