// Route-level code splitting. A page chunk that does not load within 120 s (spec section 9),
// or fails to load, raises a ChunkLoadError that the route error boundary turns into a
// "reload" screen.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChunkTimeout(load()));
}
