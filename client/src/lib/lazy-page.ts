// Route-level code splitting. A page chunk that does not load within 120 s (spec section 9),
// or fails to load, raises a ChunkLoadError that the route error boundary turns into a
// "reload" screen.
import { type ComponentType, createElement, isValidElement, lazy, type ReactNode } from 'react';
import { CHUNK_TIMEOUT_MS } from './env';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'Loading CSS chunk',
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((m) => error.message.includes(m));
}

export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/** How to start loading each lazy page's chunk before React renders it. */
const preloaders = new WeakMap<object, () => Promise<unknown>>();

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () => {
    loading ??= withChunkTimeout(load()).then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(once);
  // A chunk already loaded (preloaded beside the translations: preloadRoute) renders its page at
  // once. Through React.lazy the first render would suspend for a microtask all the same, show
  // the fallback, and React holds back a fallback's replacement for 300 ms after it was shown
  // (its reveal throttle): a quarter of a second of the landing's first paint (issue 44). The
  // element type never switches under a mounted page: `Lazy` mounts only once its promise has
  // resolved, which sets `loaded` first, so the retry renders the page itself.
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  preloaders.set(Page, once);
  return Page;
}

/**
 * Starts loading the chunk of a route element made of a lazy page (anything else is left
 * alone): the layout and the page of a first visit then load side by side, and beside the
 * translations, instead of one after the other. A failure is the page's to show when it renders.
 */
export function preloadElement(element: ReactNode) {
  if (!isValidElement(element)) return;
  preloaders
    .get(element.type as object)?.()
    .catch(() => undefined);
}
