// The 11 locales of spec section 3. uk-UA exists but is hidden from pickers (isShow false).
export const LOCALES = ['en-US', 'ja-JP', 'ko-KR', 'es-ES', 'fr-FR', 'de-DE', 'th-TH', 'vi-VN', 'zh-CN', 'zh-MO', 'uk-UA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const HIDDEN_LOCALES: readonly Locale[] = ['uk-UA'];

const byLanguage: Record<string, Locale> = {
  en: 'en-US',
  ja: 'ja-JP',
  ko: 'ko-KR',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  th: 'th-TH',
  vi: 'vi-VN',
  zh: 'zh-CN',
  uk: 'uk-UA',
};
// Traditional-Chinese regions all map to the zh-MO catalogue.
const traditionalChinese = new Set(['zh-mo', 'zh-tw', 'zh-hk', 'zh-hant']);

/** Picks the best supported locale for one tag such as "fr", "zh-TW" or "en-GB". */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (traditionalChinese.has(lower) || lower.startsWith('zh-hant')) return 'zh-MO';
  return byLanguage[lower.split('-')[0] ?? ''];
}

/** Resolves an Accept-Language header ("fr-FR,fr;q=0.9,en;q=0.8") to a supported locale. */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const r of ranked) {
    const found = matchLocale(r.tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
