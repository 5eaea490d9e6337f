// The anti-phishing line (issue 17.2, decision 044): every message and e-mail or SMS text the
// platform sends to a user who chose a code ends with it, so a message without it, or with
// another code, is not the platform's.
import type { Locale } from './locales.ts';
import { serverMessage } from './i18n/server-messages.ts';

export function withAntiPhishingLine(text: string, code: string, locale: Locale): string {
  return `${text}\n\n${serverMessage(locale, 'antiPhishingLine', { code })}`;
}
