import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { type FastEnv, FastEnvContext } from '../context';

interface Props {
  /** The guest token of the demo page; undefined = the logged-in user (if any). */
  guestToken?: string | null;
  /** Guest mode wanted (the demo page for visitors); with a null token the session is starting. */
  guest?: boolean;
  /** Demo mode only (the /demo page): a logged-in user trades their demo wallet there. */
  demoOnly?: boolean;
  children: ReactNode;
}

export function FastEnvProvider({ guestToken, guest = false, demoOnly = false, children }: Props) {
  const { token, user } = useSession();
  const value = useMemo<FastEnv>(
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
  return <FastEnvContext.Provider value={value}>{children}</FastEnvContext.Provider>;
}
