// Who the trading screens (fast and contract trading) act for: the logged-in user (stored
// token) or a guest demo session (explicit token, demo only). Live prices and the wallet come
// from the shared API layer (lib/api), not through this context.
import { createContext, useContext } from 'react';

export interface TradeEnv {
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
}

export const TradeEnvContext = createContext<TradeEnv>({ guest: false, demoOnly: false, ready: false, scope: '' });

export function useTradeEnv(): TradeEnv {
  return useContext(TradeEnvContext);
}
