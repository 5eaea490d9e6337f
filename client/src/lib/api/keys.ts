// Query keys more than one feature uses (features never import each other, decision 007), and
// who a private key names. The convention everywhere (issue 31): one key factory per feature,
// `<feature>Keys` in features/<feature>/api/keys.ts, whose `all` is the feature's
// root, whose `…All` members are the prefixes an invalidation names and whose other members are
// whole keys, each a function returning an `as const` tuple built on a prefix; every query is one
// `queryOptions` in its endpoint file, built from the factory and used by the hook, the
// prefetches and the cache writes alike.
import { useSession } from '../session';

/** Who a private answer belongs to: the user id, else the token (no user info stored yet), '' without a login. */
export type Owner = number | string;

/** The owner the keys of the signed-in user's private queries name, and whether there is one. */
export function useOwner(): { owner: Owner; signedIn: boolean } {
  const { token, user } = useSession();
  return { owner: user?.userId ?? token ?? '', signedIn: token !== null };
}

/** Who reads a product (its watch star depends on it): a user id, or a visitor. */
export type Viewer = number | 'guest';

/** The trading features whose private keys start [feature, trader scope] (lib/trading/env.ts). */
export type TradeFeature = 'fast' | 'contract' | 'spot';

export const tradeKeys = {
  /** Everything one trader's screens of one trading feature read. */
  traderAll: (feature: TradeFeature, scope: string) => [feature, scope] as const,
  /** The demo wallet of fast, contract and spot trading, kept under the fast keys where it began (a fast refresh reads it too). */
  demoWallet: (scope: string) => ['fast', scope, 'demo-wallet'] as const,
};

const PRODUCTS = ['products'] as const;

export const productKeys = {
  /** Every product query (the list here, the market feature's detail, watch list and recommendations): a watch-list change refreshes them all. */
  all: PRODUCTS,
  list: (viewer: Viewer) => [...PRODUCTS, 'list', viewer] as const,
};

const WALLET = ['wallet'] as const;

export const walletKeys = {
  all: WALLET,
  assets: (owner: Owner) => [...WALLET, 'assets', owner] as const,
};

const USER_INFO = ['user-info'] as const;

export const userInfoKeys = {
  /** The signed-in user's info (the auth feature's); dropped on logout and on cancelling the account. */
  all: USER_INFO,
  info: (token: string) => [...USER_INFO, token] as const,
};
