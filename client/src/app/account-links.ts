// The account's destinations, defined once: label, icon and the page in each interface. The
// desktop user centre, funds navigation, dashboard, user menu and Assets menu, the mobile
// "my" tab, and the funds screens' links (features/funds/links.tsx) list the ones they show.
import {
  IconArrowsExchange,
  IconBellRinging,
  IconBuildingBank,
  IconCashBanknote,
  IconClipboardList,
  IconChartLine,
  IconCoin,
  IconDownload,
  IconCreditCard,
  IconFileCertificate,
  IconFileText,
  IconHeadset,
  IconHelp,
  IconHistory,
  IconInfoCircle,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLock,
  IconMail,
  IconNews,
  IconPick,
  IconPlayerPlay,
  IconReceipt,
  IconReceiptRefund,
  IconReceiptTax,
  IconScale,
  IconSchool,
  IconShieldLock,
  IconUserCheck,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { FundsLinks } from '../features/funds/links';
import type { Device } from '../lib/device';

interface Destination {
  label: ParseKeys;
  icon: typeof IconWallet;
  /** The page in each interface (a mobile-only screen has no desktop page). */
  pc?: string;
  wp: string;
}

const DESTINATIONS = {
  dashboard: { label: 'route.dashboard', icon: IconLayoutDashboard, pc: '/pc/userCenter/dashboard', wp: '/wp/user/dashboard' },
  property: { label: 'route.property', icon: IconWallet, pc: '/pc/userCenter/property', wp: '/wp/property' },
  recharge: { label: 'route.recharge', icon: IconBuildingBank, pc: '/pc/handle/recharge', wp: '/wp/recharge' },
  rechargeHistory: { label: 'route.rechargeHistory', icon: IconReceipt, pc: '/pc/handle/recharge/history', wp: '/wp/recharge/history' },
  withdraw: { label: 'route.withdraw', icon: IconCashBanknote, pc: '/pc/handle/withdraw', wp: '/wp/withdraw' },
  withdrawHistory: {
    label: 'route.withdrawHistory',
    icon: IconReceiptRefund,
    pc: '/pc/handle/withdraw/history',
    wp: '/wp/withdraw/history',
  },
  transfer: { label: 'route.transfer', icon: IconArrowsExchange, pc: '/pc/handle/transfer', wp: '/wp/transfer' },
  transferHistory: { label: 'route.transferHistory', icon: IconHistory, pc: '/pc/handle/transfer/history', wp: '/wp/transfer/history' },
  gatheringWay: { label: 'route.gatheringWay', icon: IconCreditCard, pc: '/pc/handle/gatheringWay', wp: '/wp/gatheringWay' },
  tradeHistory: { label: 'route.tradeHistory', icon: IconClipboardList, pc: '/pc/userCenter/tradeHistory', wp: '/wp/tradeHistory' },
  analytics: { label: 'analytics.title', icon: IconChartLine, pc: '/pc/userCenter/analytics', wp: '/wp/analytics' },
  copy: { label: 'copyTrading.title', icon: IconUsersGroup, pc: '/pc/copy', wp: '/wp/copy' },
  replay: { label: 'route.replay', icon: IconPlayerPlay, pc: '/pc/replay', wp: '/wp/replay' },
  classes: { label: 'route.classes', icon: IconSchool, pc: '/pc/classes', wp: '/wp/classes' },
  alerts: { label: 'alerts.title', icon: IconBellRinging, pc: '/pc/userCenter/alerts', wp: '/wp/alerts' },
  certify: { label: 'route.certify', icon: IconUserCheck, pc: '/pc/userCenter/certify', wp: '/wp/certify' },
  security: { label: 'route.security', icon: IconShieldLock, pc: '/pc/userCenter/security', wp: '/wp/security' },
  changePassword: { label: 'user.changePassword', icon: IconKey, pc: '/pc/user/restorePwd', wp: '/wp/user/restorePwd' },
  mining: { label: 'route.mining', icon: IconPick, pc: '/pc/mining', wp: '/wp/mining' },
  messages: { label: 'route.messages', icon: IconMail, pc: '/pc/article/message', wp: '/wp/article/message' },
  language: { label: 'route.language', icon: IconLanguage, wp: '/wp/language' },
  kefu: { label: 'route.kefu', icon: IconHeadset, wp: '/wp/kefu' },
  // help and information (issue 19)
  help: { label: 'route.help', icon: IconHelp, pc: '/pc/help', wp: '/wp/help' },
  news: { label: 'route.news', icon: IconNews, pc: '/pc/news', wp: '/wp/article/message' },
  rates: { label: 'route.rates', icon: IconReceiptTax, pc: '/pc/rates', wp: '/wp/rates' },
  listing: { label: 'route.listing', icon: IconCoin, pc: '/pc/listing', wp: '/wp/listing' },
  download: { label: 'route.download', icon: IconDownload, pc: '/pc/download', wp: '/wp/download' },
  about: { label: 'route.about', icon: IconInfoCircle, pc: '/pc/about', wp: '/wp/about' },
  terms: { label: 'route.terms', icon: IconFileText, pc: '/pc/terms', wp: '/wp/terms' },
  agreement: { label: 'route.agreement', icon: IconFileCertificate, pc: '/pc/agreement', wp: '/wp/agreement' },
  privacy: { label: 'route.privacy', icon: IconLock, pc: '/pc/privacy', wp: '/wp/privacy' },
  legal: { label: 'route.legal', icon: IconScale, pc: '/pc/legal', wp: '/wp/legal' },
} satisfies Record<string, Destination>;

export type AccountLinkKey = keyof typeof DESTINATIONS;

export interface AccountLink {
  key: AccountLinkKey;
  to: string;
  label: ParseKeys;
  icon: typeof IconWallet;
}

/** The help and information pages, in the order the footer and the "my" tab list them. */
export const INFO_LINKS: AccountLinkKey[] = [
  'help',
  'news',
  'rates',
  'listing',
  'download',
  'about',
  'terms',
  'agreement',
  'privacy',
  'legal',
];

/** The destinations `keys`, in that order, with their page in the interface `device`. */
export function accountLinks(device: Device, keys: AccountLinkKey[]): AccountLink[] {
  return keys.map((key) => {
    const d: Destination = DESTINATIONS[key];
    const to = device === 'pc' ? d.pc : d.wp;
    if (!to) throw new Error(`${key} has no ${device} page`);
    return { key, to, label: d.label, icon: d.icon };
  });
}

/** The paths the funds screens link to, in the interface `device` (customer service is the caller's). */
export function fundsPaths(device: Device): Omit<FundsLinks, 'contactSupport'> {
  const path = (key: AccountLinkKey) => accountLinks(device, [key])[0]?.to ?? '';
  return {
    recharge: path('recharge'),
    rechargeHistory: path('rechargeHistory'),
    withdraw: path('withdraw'),
    withdrawHistory: path('withdrawHistory'),
    transfer: path('transfer'),
    transferHistory: path('transferHistory'),
    fastTrade: device === 'pc' ? '/pc/trade/fast' : '/wp/trade',
    miningHistory: `/${device}/mining/history`,
    tradeHistory: path('tradeHistory'),
    property: path('property'),
    gatheringWay: path('gatheringWay'),
    security: path('security'),
    certify: path('certify'),
    terms: path('terms'),
  };
}
