// Caches every instance keeps of what staff change in the database (currencies' limits and
// fees, contract settings, spot markets, the recommended products): a change made through one
// instance must be in force on all of them at once (decision 081). The instance that made it
// reloads its own copy at once (its answer and its next request see the change), then tells
// every instance over the cluster bus ('invalidate', { cache }); each reloads when told (the
// bus reaches the publisher too: a second, harmless reload there).
import type { ClusterBus } from './bus.ts';

/** What the bus carries on the 'invalidate' topic. */
export interface Invalidation {
  cache: string;
}

/**
 * Reloads the cache `name` with `reload` whenever any instance says it changed; returns what
 * to call once a change to it has committed (never inside the transaction: another instance
 * would read the rows before the commit and keep the old values).
 */
export function invalidation(bus: ClusterBus, name: string, reload: () => void): () => void {
  bus.subscribe<Invalidation>('invalidate', ({ data }) => {
    // ('*': everything may have changed unheard, e.g. while this instance's Redis was away)
    if (data?.cache === name || data?.cache === '*') reload();
  });
  return () => {
    reload();
    bus.publish('invalidate', { cache: name } satisfies Invalidation);
  };
}
