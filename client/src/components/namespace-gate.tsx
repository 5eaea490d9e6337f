import type { ReactNode } from 'react';
import { type Namespace, useNamespace } from '../lib/i18n-namespaces';
import { PageLoader } from './page-loader';

/**
 * Renders its children once the route-loaded namespace is there in the current locale (and
 * again after a language change, once the new locale's file is): until then, the loader.
 */
export function NamespaceGate({ ns, minHeight, children }: { ns: Namespace; minHeight?: number | string; children: ReactNode }) {
  return useNamespace(ns) ? children : <PageLoader minHeight={minHeight} />;
}
