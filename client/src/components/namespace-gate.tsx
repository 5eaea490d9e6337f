import { type ComponentType, use } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { loadNamespace, type Namespace } from '../lib/i18n-namespaces';

const FALLBACK = 'en-US';
/** The loads in flight, by locale and namespaces: one promise for every render that waits on them. */
const loading = new Map<string, Promise<void>>();

/** Null when the namespaces are there in `locale`; else the promise of their loading. */
function pendingLoad(namespaces: readonly Namespace[], locale: string): Promise<void> | null {
  if (namespaces.every((ns) => i18n.hasResourceBundle(locale, ns))) return null;
  const key = `${locale}:${namespaces.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(namespaces.map((ns) => loadNamespace(ns, locale))).then(() => undefined);
    // settled either way: a failed load (a chunk error for the route's error boundary) is tried again next time
    promise.then(
      () => loading.delete(key),
      () => loading.delete(key),
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A screen that renders once the route-loaded namespaces it uses are there in the current locale
 * (all loaded side by side). Until then it suspends, as a lazy page's chunk does: the layout's
 * loader on a first visit, the previous page kept during a navigation, the loader again after a
 * language change until the new locale's files are there. The locales test checks from the
 * sources that every screen waits for the namespaces of everything it renders.
 */
export function withNamespaces<P extends object>(namespaces: readonly Namespace[], Screen: ComponentType<P>): ComponentType<P> {
  const gated = (props: P) => {
    const locale = useTranslation().i18n.resolvedLanguage ?? FALLBACK;
    const pending = pendingLoad(namespaces, locale);
    if (pending) use(pending);
    return <Screen {...props} />;
  };
  gated.displayName = `withNamespaces(${Screen.displayName ?? Screen.name})`;
  return gated;
}
