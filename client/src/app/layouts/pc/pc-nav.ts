// The desktop main navigation: Home, Markets, Trade, Mining, Assets.
import type { ParseKeys } from 'i18next';
import { accountLinks } from '../../account-links';

export interface NavEntry {
  label: ParseKeys;
  to: string;
  hint?: ParseKeys;
}

export interface NavGroup {
  label: ParseKeys;
  /** Highlight when the path starts with one of these. */
  match: string[];
  to?: string;
  children?: NavEntry[];
  testId: string;
}

export const PC_NAV: NavGroup[] = [
  { label: 'nav.home', to: '/pc/home', match: ['/pc/home'], testId: 'nav-home' },
  { label: 'nav.markets', to: '/pc/market', match: ['/pc/market'], testId: 'nav-markets' },
  {
    label: 'nav.trade',
    match: ['/pc/trade', '/pc/replay', '/pc/classes'],
    testId: 'nav-trade',
    children: [
      { label: 'nav.tradeFast', to: '/pc/trade/fast', hint: 'nav.tradeFastHint' },
      { label: 'nav.tradeFuture', to: '/pc/trade/future', hint: 'nav.tradeFutureHint' },
      { label: 'nav.tradeBibi', to: '/pc/trade/bibi', hint: 'nav.tradeBibiHint' },
      { label: 'route.replay', to: '/pc/replay', hint: 'nav.replayHint' },
      { label: 'route.classes', to: '/pc/classes', hint: 'nav.classesHint' },
    ],
  },
  { label: 'nav.mining', to: '/pc/mining', match: ['/pc/mining'], testId: 'nav-mining' },
  {
    label: 'nav.assets',
    match: ['/pc/handle', '/pc/userCenter/property'],
    testId: 'nav-assets',
    children: accountLinks('pc', ['property', 'recharge', 'withdraw', 'transfer', 'gatheringWay']).map(({ label, to }) => ({ label, to })),
  },
];
