// Live balances (issue 37, point 2): the server pushes {kind:'balance', modes, currencies} on
// the private user channel after every committed ledger transaction that changed the user's
// balances (server/modules/realtime/balance-push.ts). One mechanism for every page: each query
// that shows a balance declares `meta: BALANCE_QUERY`, each hook of such a query holds the
// user channel while it is mounted (`useLiveBalances`), and a push, or a resync after
// missed events, reads those queries again (the ones on screen; the others when next shown).
// Pushes that come in a burst (a run of fills) are read once per BALANCE_REFRESH_MS.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { BalanceChangedMessage } from '../../../../shared/schemas/funds.ts';
import { type ChannelFrame, socket } from '../socket';

export type BalanceChanged = z.infer<typeof BalanceChangedMessage>;

/** The `meta` of a query that shows a balance: a balance push reads it again. */
export const BALANCE_QUERY = { balances: true } as const;

/** At most one read of the balances per this many ms (the first at once, the rest at the end). */
export const BALANCE_REFRESH_MS = 300;

export function isBalanceChanged(data: unknown): data is BalanceChanged {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'balance';
}

/** Whether a user-channel frame means the balances shown may be out of date. */
export function balancesMayHaveChanged(frame: Pick<ChannelFrame, 'type' | 'data' | 'resync'>): boolean {
  return frame.type === 'update' ? isBalanceChanged(frame.data) : frame.resync;
}

/** Reads again every query that declared it shows a balance. */
export function refreshBalanceQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.meta?.balances === true });
}

const throttles = new WeakMap<QueryClient, { timer: ReturnType<typeof setTimeout> | null; again: boolean }>();

/** A refresh now, or, within BALANCE_REFRESH_MS of the last one, one at the end of it. */
export function scheduleBalanceRefresh(client: QueryClient): void {
  let t = throttles.get(client);
  if (!t) {
    t = { timer: null, again: false };
    throttles.set(client, t);
  }
  if (t.timer) {
    t.again = true;
    return;
  }
  void refreshBalanceQueries(client);
  const state = t;
  const settle = () => {
    if (!state.again) {
      state.timer = null;
      return;
    }
    state.again = false;
    void refreshBalanceQueries(client);
    state.timer = setTimeout(settle, BALANCE_REFRESH_MS);
  };
  state.timer = setTimeout(settle, BALANCE_REFRESH_MS);
}

/**
 * Keeps the balances on screen live while the caller is mounted: holds the user channel (one
 * server subscription however many hold it) when `enabled` (a signed-in user; a guest has no
 * private channel).
 */
export function useLiveBalances(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (balancesMayHaveChanged(frame)) scheduleBalanceRefresh(client);
    });
  }, [enabled, client]);
}
