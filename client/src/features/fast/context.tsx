// Who the fast-trading screens act for: the logged-in user (stored token) or a guest demo
// session (explicit token, demo only). The app also injects the live-price hook, so this
// feature does not import the market feature.
import { createContext, useContext } from 'react';

export interface FastEnv {
  /** Explicit Authorization (guest token); undefined = the stored login. */
  authorization?: string;
  /** Guest demo session: demo mode only, no real balance, no private socket. */
  guest: boolean;
  /** Only demo mode can be traded (the /demo page, whoever opens it; always for guests). */
  demoOnly: boolean;
  /** A user token is stored (or a guest token is ready): private calls can be made. */
  ready: boolean;
  /** Part of every query key (user id or guest token). */
  scope: string;
  /** Live price (decimal string) of a symbol. Must be a React hook. */
  usePrice: (symbol: string | undefined) => string | undefined;
}

const noPrice = (_symbol: string | undefined): string | undefined => undefined;

export const FastEnvContext = createContext<FastEnv>({ guest: false, demoOnly: false, ready: false, scope: '', usePrice: noPrice });

export function useFastEnv(): FastEnv {
  return useContext(FastEnvContext);
}

/** The live price of `symbol` through the injected hook. */
export function useFastPrice(symbol: string | undefined): string | undefined {
  const { usePrice } = useFastEnv();
  return usePrice(symbol);
}

export function fastKey(env: FastEnv, ...rest: unknown[]): unknown[] {
  return ['fast', env.scope, ...rest];
}
