import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, serverMessage } from './i18n/server-messages.ts';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['fr-FR', 'fr-FR'],
    ['fr', 'fr-FR'],
    ['fr-CA,fr;q=0.9', 'fr-FR'],
    ['pt-BR,ja;q=0.5', 'ja-JP'],
    ['zh-TW', 'zh-MO'],
    ['zh-Hant-HK', 'zh-MO'],
    ['zh', 'zh-CN'],
    ['en;q=0.1,de;q=0.9', 'de-DE'],
    ['xx-YY', 'en-US'],
    ['uk', 'uk-UA'],
    ['*', 'en-US'],
  ])('%s → %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });
});

describe('server message catalogue', () => {
  const english = SERVER_MESSAGES[DEFAULT_LOCALE];
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(LOCALES)('%s has every key with the same placeholders', (locale) => {
    const messages = SERVER_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = messages[key as keyof typeof english];
      expect(translated.trim().length, `${locale}.${key}`).toBeGreaterThan(0);
      expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(text));
    }
  });

  it('translations are real (not copies of English) outside proper names', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(SERVER_MESSAGES[locale].LOGIN_REQUIRED, locale).not.toBe(english.LOGIN_REQUIRED);
    }
  });

  it('fills parameters', () => {
    expect(serverMessage('en-US', 'TOO_MANY_REQUESTS', { seconds: 42 })).toBe('Too many requests, please try again in 42 seconds');
  });
});
