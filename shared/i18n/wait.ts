import type { Locale } from '../locales.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * A wait read by a person, in words at a sensible unit (issue 33): seconds up to 90 seconds,
 * whole minutes (rounded up) up to 90 minutes, whole hours (rounded up) beyond — "58 minutes",
 * not "3364 seconds". The Retry-After header keeps the seconds.
 */
export function waitInWords(locale: Locale, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [unit, n] =
    s <= 90
      ? (['second', s] as const)
      : s <= 90 * MINUTE
        ? (['minute', Math.ceil(s / MINUTE)] as const)
        : (['hour', Math.ceil(s / HOUR)] as const);
  const words = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  // Japanese and Chinese write the number against its unit ("60分後", "60分钟"); Intl spaces some
  return /^(ja|zh)/.test(locale) ? words.replace(/\s/g, '') : words;
}
