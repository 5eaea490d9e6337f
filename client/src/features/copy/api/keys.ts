// Query keys of copy trading, under ['copy', <trader scope>] (lib/trading/env.ts: the logged-in
// user, or the demo page's guest): the leaders (per mode and page), one leader's report, my
// standing as a leader, my subscriptions and a subscription's jobs.
import type { QueryClient } from '@tanstack/react-query';
import type { TradeMode } from '../../../lib/trading/mode';

const all = ['copy'] as const;
const scopeAll = (scope: string) => [...all, scope] as const;

export const copyKeys = {
  all,
  scopeAll,
  leaders: (scope: string, mode: TradeMode, page: number) => [...scopeAll(scope), 'leaders', mode, page] as const,
  leader: (scope: string, id: number, mode: TradeMode) => [...scopeAll(scope), 'leader', id, mode] as const,
  status: (scope: string) => [...scopeAll(scope), 'status'] as const,
  subscriptions: (scope: string) => [...scopeAll(scope), 'subscriptions'] as const,
  jobs: (scope: string, id: number, page: number) => [...scopeAll(scope), 'jobs', id, page] as const,
};

/** After subscribing, changing, stopping or opting in: everything copy trading shows is read again. */
export function refreshCopy(client: QueryClient, scope: string): Promise<void> {
  return client.invalidateQueries({ queryKey: scopeAll(scope) });
}
