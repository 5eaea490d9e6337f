// i18next set-up: 11 locales (shared/locales.ts), one JSON catalogue per locale under
// client/src/locales, loaded on demand; the choice is stored under `wplocale`. en-US is the
// reference catalogue. Only the active locale's catalogue is fetched: every locale holds every
// key (client/src/locales/locales.test.ts), so a German visitor never needs the English one;
// en-US is fetched only when a locale's own file cannot be loaded.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HIDDEN_LOCALES, LOCALES, type Locale, matchLocale } from '../../../shared/locales.ts';
import type enUS from '../locales/en-US.json';
import { BUILD_DEFAULT_LOCALE } from './env';
import { STORAGE_KEYS, storage } from './storage';

export type Messages = typeof enUS;

const FALLBACK: Locale = 'en-US';
const loaders = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

/** Locales offered in pickers (uk-UA is hidden, spec section 3). */
export const VISIBLE_LOCALES: readonly Locale[] = LOCALES.filter((l) => !HIDDEN_LOCALES.includes(l));

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** Stored choice, else the browser's first visible supported language, else the build default. */
export function initialLocale(): Locale {
  const stored = storage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const preferred = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match && !HIDDEN_LOCALES.includes(match)) return match;
  }
  return BUILD_DEFAULT_LOCALE;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`../locales/${locale}.json`];
  if (!load) throw new Error(`no catalogue for ${locale}`);
  return load();
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', await loadMessages(locale), true, true);
}

function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<void> {
  const locale = initialLocale();
  const current = locale === FALLBACK ? null : await loadMessages(locale).catch(() => null);
  const active: Locale = current ? locale : FALLBACK;
  const resources: Record<string, { translation: Messages }> = { [active]: { translation: current ?? (await loadMessages(FALLBACK)) } };
  await i18next.use(initReactI18next).init({
    lng: active,
    fallbackLng: FALLBACK,
    // a key a route-loaded namespace lacks is looked up in the main catalogue (i18n-namespaces.ts)
    fallbackNS: 'translation',
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyDocumentLocale(active);
}

/** The active locale in language-REGION form (sent as Accept-Language); before initI18n, the one it will choose (a first screen's prefetch). */
export function currentLocale(): Locale {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(lng) ? lng : i18next.isInitialized ? FALLBACK : initialLocale();
}

export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  await i18next.changeLanguage(locale);
  storage.set(STORAGE_KEYS.locale, locale);
  applyDocumentLocale(locale);
}

export { i18next as i18n };
