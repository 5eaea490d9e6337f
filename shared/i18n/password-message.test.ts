// Issue 33 point 6 (decision 074): the server's password-format message says the rule in every
// locale — the length, and the characters refused in the words the sign-up screen uses — not
// only "no Chinese characters", which told a German or French reader nothing about what was wrong.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales.ts';
import { PASSWORD } from '../patterns.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/** How each locale names full-width characters (as in its client `passwordCharacters` message). */
const FULL_WIDTH: Record<Locale, string> = {
  'en-US': 'full-width',
  'de-DE': 'vollbreit',
  'es-ES': 'ancho completo',
  'fr-FR': 'pleine chasse',
  'ja-JP': '全角',
  'ko-KR': '전각',
  'th-TH': 'เต็มความกว้าง',
  'uk-UA': 'повноширинн',
  'vi-VN': 'toàn độ rộng',
  'zh-CN': '全角',
  'zh-MO': '全形',
};

const clientMessage = (locale: Locale) => {
  const file = path.resolve(import.meta.dirname, `../../client/src/locales/${locale}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { validation: { passwordCharacters: string } }).validation.passwordCharacters;
};

it('names the length the pattern allows (6 to 32) in every locale', () => {
  expect(PASSWORD.test('a'.repeat(6)) && !PASSWORD.test('a'.repeat(5)) && !PASSWORD.test('a'.repeat(33))).toBe(true);
  for (const locale of LOCALES) {
    const message = SERVER_MESSAGES[locale].PASSWORD_FORMAT;
    expect(message.match(/\d+/g), `${locale}: ${message}`).toEqual(['6', '32']);
  }
});

it('names both refused kinds of character, in the words of the sign-up screen', () => {
  for (const locale of LOCALES) {
    const message = SERVER_MESSAGES[locale].PASSWORD_FORMAT;
    expect(message, locale).toContain(FULL_WIDTH[locale]);
    expect(clientMessage(locale), locale).toContain(FULL_WIDTH[locale]);
    // not the old "characters of the Chinese language" for readers of Japanese, Korean, Vietnamese
    expect(message, locale).not.toMatch(/中国語|중국어|tiếng Trung/);
  }
});
