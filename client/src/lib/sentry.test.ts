import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING_SAMPLE_RATES } from '../../../shared/client-errors.ts';
import { sentryOptions } from './sentry';

describe('sentryOptions', () => {
  const options = sentryOptions('https://key@errors.example/1', ERROR_REPORTING_SAMPLE_RATES);

  it('samples as the spec says: every trace, a tenth of sessions replayed, every session with an error replayed', () => {
    expect(options).toMatchObject({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false },
    });
  });

  it('sends no headers, cookies, user or token', () => {
    const event = options.beforeSend?.(
      {
        type: undefined,
        message: 'failed for ann@example.com',
        user: { id: '7', email: 'ann@example.com' },
        request: { url: 'https://site/#/pc?token=abc', headers: { Authorization: 'eyJx.eyJy.z' }, cookies: { a: 'b' } },
        exception: { values: [{ type: 'Error', value: 'Bearer abcdefghijklmnop' }] },
      },
      {},
    ) as unknown as Record<string, unknown> & { request: Record<string, unknown>; exception: { values: { value: string }[] } };
    expect(event.user).toBeUndefined();
    expect(event.request.headers).toBeUndefined();
    expect(event.request.cookies).toBeUndefined();
    expect(event.request.url).toBe('https://site/#/pc?token=[redacted]');
    expect(event.message).toBe('failed for [email]');
    expect(event.exception.values[0]?.value).toBe('Bearer [redacted]');
  });
});
