// A cached setting changed through one instance is read again by every instance (invalidation.ts):
// at once by the one that changed it, on the bus's word by the others; other caches are left alone.
import { describe, expect, it } from 'vitest';
import { LocalClusterBus } from './bus.ts';
import { invalidation } from './invalidation.ts';

describe('invalidation', () => {
  it('reloads the named cache on every instance that hears the bus, and no other cache', () => {
    const bus = new LocalClusterBus();
    const reloads: string[] = [];
    const changedOnA = invalidation(bus, 'currencies', () => reloads.push('a:currencies'));
    invalidation(bus, 'currencies', () => reloads.push('b:currencies'));
    invalidation(bus, 'spot-markets', () => reloads.push('b:spot-markets'));
    changedOnA();
    // (the publisher at once, then every listener of the name, the publisher's own included)
    expect(reloads).toEqual(['a:currencies', 'a:currencies', 'b:currencies']);
  });

  it('reloads the changing instance even when the bus cannot carry the word (Redis down)', () => {
    const silent = {
      instanceId: 'x',
      connected: false,
      position: () => '0-0',
      publish() {},
      subscribe: () => () => {},
      close: async () => {},
    };
    let reloaded = 0;
    invalidation(silent, 'products', () => reloaded++)();
    expect(reloaded).toBe(1);
  });
});
