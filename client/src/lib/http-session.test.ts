// A session the server no longer accepts (spec section 7: code -99), whatever made it so (a
// forged or revoked token, an ended session): the stored token and user info are cleared and
// the app is told to show its login screen, with no toast. The browser journeys show the login
// screen itself (tests/browser/shell.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from './http';
import { toast } from './notify';
import { getToken, isLoggedIn, saveSession } from './session';

/** A Web Storage kept in memory (the node environment has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

let sent: (string | undefined)[];
let sessionInvalid: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  sent = [];
  // the server refuses every token: -99, HTTP 401
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push((init.headers as Record<string, string>).Authorization);
    return { status: 401, headers: new Headers(), json: async () => ({ code: -99, msg: 'Session invalid', data: null }) };
  });
  sessionInvalid = vi.fn<() => void>();
  configureHttp({ onSessionInvalid: sessionInvalid, onNotFound: () => {} });
});
afterEach(() => {
  configureHttp({ onSessionInvalid: () => {}, onNotFound: () => {} });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a -99 answer', () => {
  it('clears the stored token and user info and sends the app to its login screen, with no toast', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    saveSession('revoked-or-forged', { userId: 1, account: 'x' } as Parameters<typeof saveSession>[1]);
    expect(isLoggedIn()).toBe(true);
    await expect(http.get('/api/message/list')).rejects.toMatchObject({ code: -99, status: 401 });
    expect(sent).toEqual(['revoked-or-forged']);
    expect(getToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(window.localStorage.getItem('socuid')).toBeNull();
    expect(sessionInvalid).toHaveBeenCalledTimes(1);
    expect(shown).not.toHaveBeenCalled();
  });

  it('to a request with a token of its own (the demo guest) only rejects: the stored session stays', async () => {
    saveSession('the-login', { userId: 1, account: 'x' } as Parameters<typeof saveSession>[1]);
    await expect(http.get('/api/demo/wallet', { authorization: 'guest-token' })).rejects.toMatchObject({ code: -99 });
    expect(sent).toEqual(['guest-token']);
    expect(getToken()).toBe('the-login');
    expect(sessionInvalid).not.toHaveBeenCalled();
  });
});
