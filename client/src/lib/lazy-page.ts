// Route-level code splitting. A page chunk that does not load within 120 s (spec section 9),
// or fails to load, raises a ChunkLoadError that the route error boundary turns into a
// "reload" screen.
import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';
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

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= withChunkTimeout(load());
    return loading;
  };
  const component = lazy(once);
  preloaders.set(component, once);
  return component;
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
