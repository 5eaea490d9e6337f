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
