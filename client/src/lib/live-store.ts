// A small external store for live data keyed by a string (a symbol, a symbol and period).
// Writes are buffered and applied at most once per FLUSH_MS; each flush notifies only the
// listeners of the keys whose value changed, so a market tick re-renders the rows whose
// figures moved and nothing else. Read it with useSyncExternalStore (see useLiveValue).
import { useCallback, useSyncExternalStore } from 'react';

export const FLUSH_MS = 250;

export interface LiveStore<T> {
  get(key: string): T | undefined;
  /** Queues a value; `accept(previous, next)` may keep the previous one (return false). */
  put(key: string, value: T): void;
  subscribe(key: string, listener: () => void): () => void;
  /** Forgets a key's value (listeners are not told: use it when nobody reads the key). */
  clear(key: string): void;
}

export function createLiveStore<T>(accept: (previous: T | undefined, next: T) => boolean = () => true): LiveStore<T> {
  const values = new Map<string, T>();
  const pending = new Map<string, T>();
  const listeners = new Map<string, Set<() => void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastFlush = 0;

  function flush() {
    timer = null;
    lastFlush = Date.now();
    const changed: string[] = [];
    for (const [key, value] of pending) {
      if (!accept(values.get(key), value)) continue;
      values.set(key, value);
      changed.push(key);
    }
    pending.clear();
    for (const key of changed) {
      const set = listeners.get(key);
      if (set) for (const l of [...set]) l();
    }
  }

  return {
    get: (key) => values.get(key),
    put(key, value) {
      pending.set(key, value);
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, FLUSH_MS - (Date.now() - lastFlush)));
    },
    clear(key) {
      values.delete(key);
      pending.delete(key);
    },
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

/** The current value of one key; the component re-renders when that key changes. */
export function useLiveValue<T>(store: LiveStore<T>, key: string | undefined): T | undefined {
  const subscribe = useCallback((listener: () => void) => (key === undefined ? () => {} : store.subscribe(key, listener)), [store, key]);
  const read = () => (key === undefined ? undefined : store.get(key));
  return useSyncExternalStore(subscribe, read, read);
}
