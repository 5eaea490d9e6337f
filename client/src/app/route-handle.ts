// What each route declares in its `handle`: its name (as the spec names routes), which
// interface it belongs to, its title, and how the mobile shell shows it.
import type { ParseKeys } from 'i18next';
import { useMatches } from 'react-router-dom';

export type RouteDevice = 'pc' | 'wp' | 'any';
export type TabKey = 'home' | 'news' | 'notice' | 'quotes' | 'trade' | 'my';
export type SoonIcon =
  | 'market'
  | 'trade'
  | 'history'
  | 'wallet'
  | 'certify'
  | 'security'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'card'
  | 'mining'
  | 'demo';

export interface RouteHandle {
  /** Route name, e.g. Login, Home, P_Login (spec sections 6 and 8). */
  name: string;
  device: RouteDevice;
  title?: ParseKeys;
  /** Explanation shown by a "coming soon" page frame. */
  soon?: ParseKeys;
  icon?: SoonIcon;
  /** Mobile: no shell header (the page draws its own top area). */
  hideHeader?: boolean;
  /** Mobile: back button in the header. */
  back?: boolean;
  /** Mobile: show the bottom tab bar with this tab active. */
  tab?: TabKey;
  /**
   * What the screen fetches first, started by preloadRoute beside its chunks on a first visit:
   * otherwise each waits for the chunk and the first render, a round trip each on a slow network.
   */
  preload?: () => void;
}

/** Guest-open route names (spec section 6). Other mobile routes need a stored token. */
export const GUEST_OPEN: ReadonlySet<string> = new Set([
  '404',
  'Login',
  'Register',
  'RestorePwd',
  'Home',
  'News',
  'Language',
  'Kefu',
  'Demo',
  // help and information (issue 19): readable before signing up (the agreement is linked from registration)
  'Help',
  'HelpDetail',
  'NewsDetail',
  'Rates',
  'Listing',
  'About',
  'Terms',
  'Agreement',
  'Privacy',
  'Legal',
  'Download',
  // a market period's proof page (decision 073): anyone may check a commitment
  'MarketPeriod',
  // our own customer-service chat (decision 055): visitors chat too
  'KefuChat',
]);

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isHandle(handle)) return handle;
  }
  return undefined;
}
