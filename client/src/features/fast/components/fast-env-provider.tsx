import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { type FastEnv, FastEnvContext } from '../context';

interface Props {
  /** The guest token of the demo page; undefined = the logged-in user (if any). */
  guestToken?: string | null;
  /** Guest mode wanted (the demo page for visitors); with a null token the session is starting. */
  guest?: boolean;
  usePrice: FastEnv['usePrice'];
  children: ReactNode;
}

export function FastEnvProvider({ guestToken, guest = false, usePrice, children }: Props) {
  const { token, user } = useSession();
  const value = useMemo<FastEnv>(
    () =>
      guest
        ? { authorization: guestToken ?? undefined, guest: true, ready: Boolean(guestToken), scope: `guest:${guestToken ?? ''}`, usePrice }
        : { guest: false, ready: token !== null, scope: String(user?.userId ?? token ?? ''), usePrice },
    [guest, guestToken, token, user?.userId, usePrice],
  );
  return <FastEnvContext.Provider value={value}>{children}</FastEnvContext.Provider>;
}
