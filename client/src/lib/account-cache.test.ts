import { describe, expect, it } from 'vitest';
import { accountOf, cacheEndsWith } from './account-cache';

const user = (userId: number) => ({ userId }) as never;

describe("the account a tab's cached answers belong to", () => {
  it('is the user of a login, a guest for a demo session without one, nobody without a session', () => {
    expect(accountOf({ token: 't', user: user(7) })).toBe('user:7');
    expect(accountOf({ token: null, user: user(7) })).toBe('user:7');
    expect(accountOf({ token: 't', user: null })).toBe('guest');
    expect(accountOf({ token: null, user: null })).toBeNull();
  });

  it('drops the cache when an account logs out or another logs in, not when one begins or a guest renews', () => {
    expect(cacheEndsWith('user:7', null)).toBe(true);
    expect(cacheEndsWith('user:7', 'user:8')).toBe(true);
    expect(cacheEndsWith('guest', 'user:8')).toBe(true);
    expect(cacheEndsWith('guest', null)).toBe(true);
    expect(cacheEndsWith(null, 'user:7')).toBe(false);
    expect(cacheEndsWith(null, 'guest')).toBe(false);
    expect(cacheEndsWith('user:7', 'user:7')).toBe(false);
    expect(cacheEndsWith('guest', 'guest')).toBe(false);
  });
});
