import { type ComponentType, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type Namespace, useNamespace } from '../lib/i18n-namespaces';
import { PageLoader } from './page-loader';

/**
 * Renders its children once the route-loaded namespace is there in the current locale (and
 * again after a language change, once the new locale's file is): until then, the loader.
 */
export function NamespaceGate({ ns, minHeight, children }: { ns: Namespace; minHeight?: number | string; children: ReactNode }) {
  return useNamespace(ns) ? children : <PageLoader minHeight={minHeight} />;
}

/**
 * A screen that renders once the namespaces it uses are loaded (the locales test checks from
 * the sources that every screen waits for the namespaces of everything it renders).
 */
export function withNamespaces<P extends object>(namespaces: readonly Namespace[], Screen: ComponentType<P>): ComponentType<P> {
  const gated = (props: P) => {
    // all of them at once, not one gate after the other
    const locale = useTranslation().i18n.resolvedLanguage ?? 'en-US';
    useEffect(() => {
      for (const ns of namespaces) loadNamespace(ns, locale).catch(() => undefined);
    }, [locale]);
    return namespaces.reduceRight<ReactNode>(
      (inner, ns) => (
        <NamespaceGate key={ns} ns={ns}>
          {inner}
        </NamespaceGate>
      ),
      <Screen {...props} />,
    );
  };
  gated.displayName = `withNamespaces(${Screen.displayName ?? Screen.name})`;
  return gated;
}
