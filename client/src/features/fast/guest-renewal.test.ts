import { describe, expect, it } from 'vitest';
import { GUEST_RENEW_BEFORE_MS, GUEST_RETRY_MS, parseStoredGuest, renewalDelay, renewalDue, storedGuestOf } from './guest-renewal';

const NOW = 1_800_000_000_000;
const HOUR = 60 * 60_000;

describe('the guest session of /demo: when it is renewed', () => {
  it('is stored with its end on the client clock, and read back; an unreadable value is none, a legacy token is renewed at once', () => {
    const stored = storedGuestOf('tok', 24 * 3600, NOW);
    expect(stored).toEqual({ token: 'tok', expiresAt: NOW + 24 * HOUR });
    expect(parseStoredGuest(JSON.stringify(stored), null)).toEqual(stored);
    expect(parseStoredGuest('{not json', null)).toBeNull();
    expect(parseStoredGuest(JSON.stringify({ token: 'tok' }), null)).toBeNull();
    expect(parseStoredGuest(null, null)).toBeNull();
    expect(parseStoredGuest('{not json', 'old')).toEqual({ token: 'old', expiresAt: 0 });
    expect(renewalDue(0, NOW)).toBe(true);
  });

  it('on a visit within the last hour of the token (or after its end): at once', () => {
    // (the browser journey: the token ends in 10 minutes when the page is opened again)
    expect(renewalDue(NOW + 10 * 60_000, NOW)).toBe(true);
    expect(renewalDelay(NOW + 10 * 60_000, NOW, 0)).toBe(0);
    expect(renewalDelay(NOW - HOUR, NOW, 0)).toBe(0);
    expect(renewalDue(NOW + GUEST_RENEW_BEFORE_MS, NOW)).toBe(true);
  });

  it('while the page stays open: when the last hour begins, not before', () => {
    // (the browser journey: the token ends in an hour and six seconds; six seconds on, the last hour begins)
    const expiresAt = NOW + HOUR + 6000;
    expect(renewalDue(expiresAt, NOW)).toBe(false);
    expect(renewalDelay(expiresAt, NOW, 0)).toBe(6000);
    expect(renewalDue(expiresAt, NOW + 5999)).toBe(false);
    expect(renewalDue(expiresAt, NOW + 6000)).toBe(true);
  });

  it('after a failed renewal, tries again a minute later at the soonest; a far end waits no longer than a timer can', () => {
    expect(renewalDelay(NOW + 10 * 60_000, NOW, 1)).toBe(GUEST_RETRY_MS);
    expect(renewalDelay(NOW + 2 * HOUR, NOW, 3)).toBe(HOUR);
    expect(renewalDelay(NOW + 60 * 24 * HOUR, NOW, 0)).toBe(2 ** 31 - 1);
  });
});
