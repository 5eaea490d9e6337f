import type { Locale } from '../locales.ts';
import type { MessageParams } from '../errors.ts';
import { displayAmount } from '../money.ts';
import { waitInWords } from './wait.ts';
import { deDE } from './server/de-DE.ts';
import { enUS, type ServerMessageKey, type ServerMessages } from './server/en-US.ts';
import { esES } from './server/es-ES.ts';
import { frFR } from './server/fr-FR.ts';
import { jaJP } from './server/ja-JP.ts';
import { koKR } from './server/ko-KR.ts';
import { thTH } from './server/th-TH.ts';
import { ukUA } from './server/uk-UA.ts';
import { viVN } from './server/vi-VN.ts';
import { zhCN } from './server/zh-CN.ts';
import { zhMO } from './server/zh-MO.ts';

export type { ServerMessageKey, ServerMessages };

export const SERVER_MESSAGES: Record<Locale, ServerMessages> = {
  'en-US': enUS,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'es-ES': esES,
  'fr-FR': frFR,
  'de-DE': deDE,
  'th-TH': thTH,
  'vi-VN': viVN,
  'zh-CN': zhCN,
  'zh-MO': zhMO,
  'uk-UA': ukUA,
};

/** Parameters that are amounts of the message's `{currency}`: shown at its display precision. */
const AMOUNT_PARAMS = new Set(['min', 'max', 'amount']);

/**
 * The message for `key` in `locale` (English when the locale lacks it), with {params} filled in;
 * amounts of a named currency read as on screen ("The minimum is 10.00 USDT", not "10.000000"),
 * and a {wait} (lockouts, rate limits) in words at a sensible unit from the `seconds` (else
 * `minutes`) to wait: "58 minutes", not "3364 seconds" (issue 33).
 */
export function serverMessage(locale: Locale, key: ServerMessageKey, params?: MessageParams): string {
  const template = SERVER_MESSAGES[locale]?.[key] ?? enUS[key];
  if (!params) return template;
  const currency = typeof params.currency === 'string' ? params.currency : undefined;
  const text = (name: string) => {
    if (name === 'wait') return waitInWords(locale, waitSeconds(params));
    const value = String(params[name]);
    return currency && AMOUNT_PARAMS.has(name) ? displayAmount(value, currency) : value;
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params || (name === 'wait' && waitSeconds(params) > 0) ? text(name) : whole,
  );
}

/** The seconds a {wait} stands for: `seconds`, else `minutes` (0 when neither is given). */
function waitSeconds(params: MessageParams): number {
  if (typeof params.seconds === 'number') return params.seconds;
  return typeof params.minutes === 'number' ? params.minutes * 60 : 0;
}
