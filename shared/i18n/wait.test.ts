import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-messages.ts';
import { waitInWords } from './wait.ts';

describe('waitInWords', () => {
  it('keeps seconds up to 90 seconds, then whole minutes rounded up, then whole hours rounded up beyond 90 minutes', () => {
    expect(waitInWords('en-US', 0.2)).toBe('1 second');
    expect(waitInWords('en-US', 42)).toBe('42 seconds');
    expect(waitInWords('en-US', 90)).toBe('90 seconds');
    expect(waitInWords('en-US', 91)).toBe('2 minutes');
    expect(waitInWords('en-US', 3364)).toBe('57 minutes');
    expect(waitInWords('en-US', 5400)).toBe('90 minutes');
    expect(waitInWords('en-US', 5401)).toBe('2 hours');
    expect(waitInWords('en-US', 86_400)).toBe('24 hours');
  });

  it('reads in the words of each locale', () => {
    /** French puts a narrow no-break space between number and unit. */
    const words = (locale: Parameters<typeof waitInWords>[0], s: number) => waitInWords(locale, s).replace(/[\u00a0\u202f]/g, ' ');
    expect(words('de-DE', 3364)).toBe('57 Minuten');
    expect(words('fr-FR', 60)).toBe('60 secondes');
    expect(words('zh-CN', 3364)).toBe('57分钟');
    expect(words('ja-JP', 7200)).toBe('2時間');
    expect(words('zh-MO', 60)).toBe('60秒');
  });

  it('fills the {wait} of every lockout and rate-limit message in all 11 locales, from seconds or minutes', () => {
    expect(serverMessage('en-US', 'TOO_MANY_REQUESTS', { seconds: 3364 })).toBe('Too many requests, please try again in 57 minutes');
    expect(serverMessage('en-US', 'ACCOUNT_LOCKED', { minutes: 15 })).toBe(
      'Too many failed attempts; the account is locked for 15 minutes',
    );
    expect(serverMessage('zh-CN', 'VERIFY_CODE_TOO_FREQUENT', { seconds: 42 })).toBe('请等待42秒钟后再获取验证码');
    const keys = [
      'TOO_MANY_REQUESTS',
      'SERVER_BUSY',
      'ACCOUNT_LOCKED',
      'VERIFY_CODE_TOO_FREQUENT',
      'GUEST_LIMIT_REACHED',
      'CHAT_TOO_MANY_MESSAGES',
      'CHAT_VISITOR_LIMIT',
    ] as const;
    for (const locale of ['en-US', 'ja-JP', 'ko-KR', 'es-ES', 'fr-FR', 'de-DE', 'th-TH', 'vi-VN', 'zh-CN', 'zh-MO', 'uk-UA'] as const)
      for (const key of keys) {
        const msg = serverMessage(locale, key, { seconds: 3364 });
        expect(msg, `${locale} ${key}`).toContain(waitInWords(locale, 3364));
        expect(msg, `${locale} ${key}`).not.toMatch(/3364|\{/);
      }
  });
});
