// Query keys of the market replay, under ['replay', <viewer>]: my sessions, one session and its ticks, and the replay wallet.
import type { QueryClient } from '@tanstack/react-query';
import type { Viewer } from '../../../lib/api/product-list';

const all = ['replay'] as const;
const scopeAll = (viewer: Viewer) => [...all, viewer] as const;

export const replayKeys = {
  all,
  scopeAll,
  sessions: (viewer: Viewer) => [...scopeAll(viewer), 'sessions'] as const,
  session: (viewer: Viewer, id: number) => [...scopeAll(viewer), 'session', id] as const,
  ticks: (viewer: Viewer, id: number) => [...scopeAll(viewer), 'session', id, 'ticks'] as const,
  wallet: (viewer: Viewer) => [...scopeAll(viewer), 'wallet'] as const,
};

/** After starting, controlling or ending a replay, or resetting the wallet: everything the replay shows is read again. */
export function refreshReplay(client: QueryClient, viewer: Viewer): Promise<void> {
  return client.invalidateQueries({ queryKey: scopeAll(viewer) });
}
