import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSession } from '../session';
import { type TradeEnv, TradeEnvContext } from './env';

interface Props {
  /** The guest token of the demo page; undefined = the logged-in user (if any). */
  guestToken?: string | null;
  /** Guest mode wanted (the demo page for visitors); with a null token the session is starting. */
  guest?: boolean;
  /** Demo mode only (the /demo page): a logged-in user trades their demo wallet there. */
  demoOnly?: boolean;
  children: ReactNode;
}

export function TradeEnvProvider({ guestToken, guest = false, demoOnly = false, children }: Props) {
  const { token, user } = useSession();
  const value = useMemo<TradeEnv>(
    () =>
      guest
        ? {
            authorization: guestToken ?? undefined,
            guest: true,
            demoOnly: true,
            ready: Boolean(guestToken),
            scope: `guest:${guestToken ?? ''}`,
          }
        : { guest: false, demoOnly, ready: token !== null, scope: String(user?.userId ?? token ?? '') },
    [guest, guestToken, demoOnly, token, user?.userId],
  );
  return <TradeEnvContext.Provider value={value}>{children}</TradeEnvContext.Provider>;
}
