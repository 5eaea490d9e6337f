// Strings of a screen that the first page never needs live in a namespace of their own
// (client/src/locales/<namespace>/<locale>.json), loaded with that screen, so that the
// catalogue every first load fetches stays small (issue 19 point 8). A screen shows its loader
// until its namespace is there in the current locale; after a language change the screen
// re-renders and loads the new locale's file.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

const FALLBACK = 'en-US';
const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

/** The route-loaded namespaces (each a folder of client/src/locales, typed in i18next.d.ts). */
export type Namespace = 'landing' | 'install' | 'admin' | 'trade' | 'funds' | 'account' | 'chat';

/**
 * Loads a namespace's catalogue in `locale` (once). Every locale has every key (the locales
 * test), so the English one is not fetched beside it; a locale without the file (none today)
 * gets the English strings under its own name.
 */
export async function loadNamespace(ns: Namespace, locale: string): Promise<void> {
  if (i18n.hasResourceBundle(locale, ns)) return;
  const load = loaders[`../locales/${ns}/${locale}.json`] ?? loaders[`../locales/${ns}/${FALLBACK}.json`];
  if (load) i18n.addResourceBundle(locale, ns, await load(), true, true);
}

/** Namespaces whose file came before i18next was set up (it has no store until then). */
const preloaded: { ns: Namespace; locale: string; bundle: Record<string, unknown> }[] = [];

/**
 * Starts fetching a namespace's file before i18next is set up (preloadRoute, beside the page's
 * chunks); loadNamespace then finds the module already loaded.
 */
export function preloadNamespace(ns: Namespace, locale: string): void {
  const load = loaders[`../locales/${ns}/${locale}.json`] ?? loaders[`../locales/${ns}/${FALLBACK}.json`];
  load?.()
    .then((bundle) => {
      if (i18n.isInitialized) i18n.addResourceBundle(locale, ns, bundle, true, true);
      else preloaded.push({ ns, locale, bundle });
    })
    .catch(() => undefined);
}

/**
 * Once i18next is set up: the namespaces preloaded meanwhile join their locale, so that the first
 * screen renders with its strings at once instead of a loader for a frame or two.
 */
export function addPreloadedNamespaces(): void {
  for (const { ns, locale, bundle } of preloaded.splice(0)) i18n.addResourceBundle(locale, ns, bundle, true, true);
}

/** True once the namespace is loaded in the current locale. */
export function useNamespace(ns: Namespace): boolean {
  const locale = useTranslation().i18n.resolvedLanguage ?? FALLBACK;
  const [loaded, setLoaded] = useState<string | null>(() => (i18n.hasResourceBundle(locale, ns) ? locale : null));
  useEffect(() => {
    let live = true;
    loadNamespace(ns, locale)
      .catch(() => undefined)
      .then(() => {
        if (live) setLoaded(locale);
      });
    return () => {
      live = false;
    };
  }, [ns, locale]);
  return loaded === locale;
}
