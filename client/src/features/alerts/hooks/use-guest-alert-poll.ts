// The demo page's guest (a visitor) has no private channel in the client: the one socket
// carries the stored login, and the guest's token goes only with the demo page's calls. So
// while the guest has an active alert its list is read every 15 s, and each alert that fired
// since is announced as a push would be (toast, browser notification). Nothing for a user.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTradeEnv } from '../../../lib/trading/env';
import { alertsQueryOptions } from '../api/get-alerts';
import { guestPollInterval, newlyFired } from '../fired-alerts';
import { useAnnounceFired } from './use-announce-fired';

/** Fired alert ids known per guest scope: kept while the tab lives (a bell mounted again does not repeat a toast). */
const seenOf = new Map<string, Set<number>>();

export function useGuestAlertPoll(): void {
  const env = useTradeEnv();
  const watching = env.guest && env.ready;
  const announce = useAnnounceFired();
  const list = useQuery({
    ...alertsQueryOptions(env.scope, env.authorization),
    enabled: watching,
    refetchInterval: (query) => guestPollInterval(query.state.data),
  });
  useEffect(() => {
    if (!watching || !list.data) return;
    const { fresh, seen } = newlyFired(seenOf.get(env.scope), list.data);
    seenOf.set(env.scope, seen);
    for (const alert of fresh) announce(alert);
  }, [watching, list.data, env.scope, announce]);
}
