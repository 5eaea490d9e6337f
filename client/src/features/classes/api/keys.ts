// Query keys of classrooms, under ['classes', <viewer>]: my classes, one class, its
// leaderboard and a learner's class trades.
import type { QueryClient } from '@tanstack/react-query';
import type { Viewer } from '../../../lib/api/product-list';

const all = ['classes'] as const;
const scopeAll = (viewer: Viewer) => [...all, viewer] as const;

export const classKeys = {
  all,
  scopeAll,
  list: (viewer: Viewer) => [...scopeAll(viewer), 'list'] as const,
  one: (viewer: Viewer, id: number) => [...scopeAll(viewer), 'class', id] as const,
  leaderboard: (viewer: Viewer, id: number) => [...scopeAll(viewer), 'class', id, 'leaderboard'] as const,
  trades: (viewer: Viewer, id: number, userId: number, page: number) => [...scopeAll(viewer), 'class', id, 'trades', userId, page] as const,
};

/** After creating, joining, leaving, resetting or a scenario: the classes (and the class wallets shown) are read again. */
export function refreshClasses(client: QueryClient, viewer: Viewer): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: scopeAll(viewer) }),
    client.invalidateQueries({ queryKey: ['practice', viewer] }),
  ]);
}
