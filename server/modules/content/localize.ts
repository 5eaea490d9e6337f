// Per-locale content (decision 029): a text's English version is in its columns, the
// versions in other locales in its `i18n` JSON column ({ "ja-JP": { title, ... } }),
// written only through the validated staff API. A reader sees each field in their locale
// where staff wrote one and in English otherwise.
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';

export type Translations = Partial<Record<Locale, Record<string, string | undefined>>>;

export function parseTranslations(i18n: string): Translations {
  try {
    const value: unknown = JSON.parse(i18n);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Translations) : {};
  } catch {
    return {};
  }
}

/** `row` without its `i18n`, with each of `fields` in `locale` where a non-blank version exists. */
export function localized<R extends { i18n: string }>(row: R, locale: Locale, fields: readonly (keyof R & string)[]): Omit<R, 'i18n'> {
  const { i18n, ...base } = row;
  if (locale === DEFAULT_LOCALE) return base;
  const version = parseTranslations(i18n)[locale];
  if (!version) return base;
  const out: Record<string, unknown> = { ...base };
  for (const field of fields) {
    const text = version[field];
    if (field in base && typeof text === 'string' && text.trim() !== '') out[field] = text;
  }
  return out as Omit<R, 'i18n'>;
}
