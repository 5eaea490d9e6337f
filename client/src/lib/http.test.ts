import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABORTED_CODE, type ApiError, http } from './http';
import { toast } from './notify';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a request cancelled while its answer is being read', () => {
  it('is aborted quietly, not toasted as an unexpected answer', async () => {
    const controller = new AbortController();
    // the caller (a query read again while in flight) cancels as the body arrives
    vi.stubGlobal('fetch', async () => ({
      status: 200,
      headers: new Headers(),
      json: () => {
        controller.abort();
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
    }));
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const error = (await http.get('/api/wallet/assets', { signal: controller.signal }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ABORTED_CODE);
    expect(shown).not.toHaveBeenCalled();
  });

  it('an answer that is not an envelope is still toasted', async () => {
    vi.stubGlobal('fetch', async () => ({ status: 200, headers: new Headers(), json: async () => ['not', 'an', 'envelope'] }));
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    await expect(http.get('/api/wallet/assets')).rejects.toMatchObject({ status: 200 });
    expect(shown).toHaveBeenCalledTimes(1);
  });
});

describe('failed requests are reported (issue 19.7)', () => {
  /** The fetch stub: `/api/client-errors` records the report; other calls answer with `answer`. */
  function stubFetch(answer: () => Promise<unknown>) {
    const reports: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/client-errors')) {
        reports.push({ body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
        return { status: 200 };
      }
      return answer();
    });
    vi.spyOn(toast, 'error').mockImplementation(() => {});
    return reports;
  }

  it('a 5xx answer: method, path without its query, status; no Authorization', async () => {
    const reports = stubFetch(async () => ({
      status: 503,
      headers: new Headers(),
      json: async () => ({ code: 1099, msg: 'down', data: null }),
    }));
    await expect(http.get('/api/wallet/assets', { params: { token: 'secret' } })).rejects.toMatchObject({ status: 503 });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toMatchObject({ kind: 'request', request: { method: 'GET', path: '/api/wallet/assets', status: 503 } });
    expect(JSON.stringify(reports[0])).not.toContain('secret');
    expect(reports[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('no answer at all: status 0; a business error (4xx) is not reported', async () => {
    const reports = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.post('/api/spot/order', {})).rejects.toMatchObject({ status: 0 });
    expect(reports.map((r) => r.body.request)).toEqual([{ method: 'POST', path: '/api/spot/order', status: 0 }]);
    const none = stubFetch(async () => ({
      status: 400,
      headers: new Headers(),
      json: async () => ({ code: 1000, msg: 'bad', data: null }),
    }));
    await expect(http.get('/api/fast/orders')).rejects.toMatchObject({ status: 400 });
    expect(none).toHaveLength(0);
  });
});
