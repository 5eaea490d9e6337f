// Who the fast-trading screens act for: the logged-in user (stored token) or a guest demo
// session (explicit token, demo only). Live prices and the wallet come from the shared API
// layer (lib/api), not through this context.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { invalidateWalletAssets } from '../../lib/api/wallet-assets';

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
}

export const FastEnvContext = createContext<FastEnv>({ guest: false, demoOnly: false, ready: false, scope: '' });

export function useFastEnv(): FastEnv {
  return useContext(FastEnvContext);
}

export function fastKey(env: FastEnv, ...rest: unknown[]): unknown[] {
  return ['fast', env.scope, ...rest];
}

/**
 * After an order is placed or settled, or the demo wallet reset: the fast queries, and the
 * wallet balances a real-money order moves (a guest has none).
 */
export function refreshFast(client: QueryClient, env: FastEnv): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: fastKey(env) }), env.guest ? null : invalidateWalletAssets(client)]);
}
