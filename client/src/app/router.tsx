// The route tables of spec section 2 (hash mode), with their redirects. Every page and
// layout is a separate chunk (React.lazy through lazyPage, 120 s timeout). Each route has
// a name in its handle (spec names: Login, Register, RestorePwd, Home, News, Language,
// Kefu, Demo, 404, P_Login, ...). Routes added beyond the spec's table, as the shell
// needs them: /wp/notice (notices tab), /wp/language, /wp/kefu, /kefu (our own chat), /404, /wp/layout → /wp/home;
// and the product detail with its K-line chart: /pc/market/detail?id= (P_MarketDetail),
// /wp/quotes/detail?id= (QuotesDetail, tab layout, needs login like every non-guest page).
// The funds screens (recharge, withdraw, transfer, histories, payment methods, assets,
// security) are pages of their own, as is every other capability of the spec.
import type { ParseKeys } from 'i18next';
import { type ElementType, type ReactNode, Suspense } from 'react';
import { createHashRouter, matchRoutes, Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { prefetchProductList } from '../lib/api/product-list';
import { homePathFor, isMobileDevice } from '../lib/device';
import { initialLocale } from '../lib/i18n';
import { preloadNamespace } from '../lib/i18n-namespaces';
import { lazyPage, preloadElement } from '../lib/lazy-page';
import { queryClient } from '../lib/query-client';
import { RootLayout } from './layouts/root-layout';
import { RouterErrorScreen } from './layouts/router-error-screen';
import type { RouteHandle } from './route-handle';
import type { InfoKind } from './routes/info';

const PcLayout = lazyPage(() => import('./layouts/pc-layout'));
const PcUserActionLayout = lazyPage(() => import('./layouts/pc-user-action-layout'));
const PcUserCenterLayout = lazyPage(() => import('./layouts/pc-user-center-layout'));
const WpTabLayout = lazyPage(() => import('./layouts/wp-tab-layout'));
const WpUserLayout = lazyPage(() => import('./layouts/wp-user-layout'));

const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const DemoPage = lazyPage(() => import('./routes/demo'));
const ArticleDetailPage = lazyPage(() => import('./routes/article-detail'));
const InfoPage = lazyPage(() => import('./routes/info'));
const LandingPage = lazyPage(() => import('./routes/landing'));
const KefuChatPage = lazyPage(() => import('./routes/kefu-chat'));
const PcDownload = lazyPage(() => import('./routes/pc/download'));
const MarketPeriodPage = lazyPage(() => import('./routes/market-period'));
const WpDownload = lazyPage(() => import('./routes/wp/download'));

const PcHome = lazyPage(() => import('./routes/pc/home'));
const PcMarket = lazyPage(() => import('./routes/pc/market'));
const PcMarketDetail = lazyPage(() => import('./routes/pc/market-detail'));
const PcTrade = lazyPage(() => import('./routes/pc/trade'));
const PcMessages = lazyPage(() => import('./routes/pc/messages'));
const PcLogin = lazyPage(() => import('./routes/pc/login'));
const PcRegister = lazyPage(() => import('./routes/pc/register'));
const PcRestorePwd = lazyPage(() => import('./routes/pc/restore-pwd'));
const PcForgetPassword = lazyPage(() => import('./routes/pc/forget-password'));
const PcDashboard = lazyPage(() => import('./routes/pc/dashboard'));
const PcProperty = lazyPage(() => import('./routes/pc/property'));
const PcSecurity = lazyPage(() => import('./routes/pc/security'));
const PcRecharge = lazyPage(() => import('./routes/pc/recharge'));
const PcRechargeHistory = lazyPage(() => import('./routes/pc/recharge-history'));
const PcWithdraw = lazyPage(() => import('./routes/pc/withdraw'));
const PcWithdrawHistory = lazyPage(() => import('./routes/pc/withdraw-history'));
const PcTransfer = lazyPage(() => import('./routes/pc/transfer'));
const PcTransferHistory = lazyPage(() => import('./routes/pc/transfer-history'));
const PcTransferOld = lazyPage(() => import('./routes/pc/transfer-old'));
const PcGatheringWay = lazyPage(() => import('./routes/pc/gathering-way'));
const PcTradeHistory = lazyPage(() => import('./routes/pc/trade-history'));
const PcAnalytics = lazyPage(() => import('./routes/pc/analytics'));
const PcCopy = lazyPage(() => import('./routes/pc/copy'));
const PcReplay = lazyPage(() => import('./routes/pc/replay'));
const PcClasses = lazyPage(() => import('./routes/pc/classes'));
const PcClass = lazyPage(() => import('./routes/pc/class'));
const PcCertify = lazyPage(() => import('./routes/pc/certify'));
const PcMining = lazyPage(() => import('./routes/pc/mining'));
const PcMiningHistory = lazyPage(() => import('./routes/pc/mining-history'));
const PcAlerts = lazyPage(() => import('./routes/pc/alerts'));

const WpHome = lazyPage(() => import('./routes/wp/home'));
const WpTradeHistory = lazyPage(() => import('./routes/wp/trade-history'));
const WpAnalytics = lazyPage(() => import('./routes/wp/analytics'));
const WpCopy = lazyPage(() => import('./routes/wp/copy'));
const WpReplay = lazyPage(() => import('./routes/wp/replay'));
const WpClasses = lazyPage(() => import('./routes/wp/classes'));
const WpClass = lazyPage(() => import('./routes/wp/class'));
const WpCertify = lazyPage(() => import('./routes/wp/certify'));
const WpMining = lazyPage(() => import('./routes/wp/mining'));
const WpMiningHistory = lazyPage(() => import('./routes/wp/mining-history'));
const WpAlerts = lazyPage(() => import('./routes/wp/alerts'));
const WpQuotes = lazyPage(() => import('./routes/wp/quotes'));
const WpQuotesDetail = lazyPage(() => import('./routes/wp/quotes-detail'));
const WpTrade = lazyPage(() => import('./routes/wp/trade'));
const WpNews = lazyPage(() => import('./routes/wp/news'));
const WpNotices = lazyPage(() => import('./routes/wp/notices'));
const WpLogin = lazyPage(() => import('./routes/wp/login'));
const WpRegister = lazyPage(() => import('./routes/wp/register'));
const WpRestorePwd = lazyPage(() => import('./routes/wp/restore-pwd'));
const WpDashboard = lazyPage(() => import('./routes/wp/dashboard'));
const WpLanguage = lazyPage(() => import('./routes/wp/language'));
const WpKefu = lazyPage(() => import('./routes/wp/kefu'));
const WpRecharge = lazyPage(() => import('./routes/wp/recharge'));
const WpRechargeHistory = lazyPage(() => import('./routes/wp/recharge-history'));
const WpWithdraw = lazyPage(() => import('./routes/wp/withdraw'));
const WpWithdrawHistory = lazyPage(() => import('./routes/wp/withdraw-history'));
const WpTransfer = lazyPage(() => import('./routes/wp/transfer'));
const WpTransferHistory = lazyPage(() => import('./routes/wp/transfer-history'));
const WpSecurity = lazyPage(() => import('./routes/wp/security'));
const WpProperty = lazyPage(() => import('./routes/wp/property'));
const WpGatheringWay = lazyPage(() => import('./routes/wp/gathering-way'));

const AdminLayout = lazyPage(() => import('./layouts/admin-layout'));
const AdminLogin = lazyPage(() => import('./routes/admin/login'));
const AdminHome = lazyPage(() => import('./routes/admin/home'));
const AdminStaff = lazyPage(() => import('./routes/admin/staff'));
const AdminAudit = lazyPage(() => import('./routes/admin/audit'));
const AdminOverview = lazyPage(() => import('./routes/admin/overview'));
const AdminApprovals = lazyPage(() => import('./routes/admin/approvals'));
const AdminAdjustments = lazyPage(() => import('./routes/admin/adjustments'));
const AdminMoney = lazyPage(() => import('./routes/admin/money'));
const AdminContent = lazyPage(() => import('./routes/admin/content'));
const AdminListing = lazyPage(() => import('./routes/admin/listing'));
const AdminConfig = lazyPage(() => import('./routes/admin/config'));
const AdminDeposits = lazyPage(() => import('./routes/admin/deposits'));
const AdminIncoming = lazyPage(() => import('./routes/admin/incoming'));
const AdminKyc = lazyPage(() => import('./routes/admin/kyc'));
const AdminWithdrawals = lazyPage(() => import('./routes/admin/withdrawals'));
const AdminCards = lazyPage(() => import('./routes/admin/cards'));
const AdminUsers = lazyPage(() => import('./routes/admin/users'));
const AdminUserDetail = lazyPage(() => import('./routes/admin/user-detail'));
const AdminApiKeys = lazyPage(() => import('./routes/admin/api-keys'));
const AdminContract = lazyPage(() => import('./routes/admin/contract'));
const AdminSpot = lazyPage(() => import('./routes/admin/spot'));
const AdminBonus = lazyPage(() => import('./routes/admin/bonus'));
const AdminMining = lazyPage(() => import('./routes/admin/mining'));
const AdminClasses = lazyPage(() => import('./routes/admin/classes'));
const AdminClientErrors = lazyPage(() => import('./routes/admin/client-errors'));
const AdminEngine = lazyPage(() => import('./routes/admin/engine'));
const AdminChat = lazyPage(() => import('./routes/admin/chat'));

function route(path: string, handle: RouteHandle, element: ReactNode, children?: RouteObject[]): RouteObject {
  return children ? { path, handle, element, children } : { path, handle, element };
}

/** A page of one interface; `more` says how the mobile shell shows it (tab, back button, header). */
function page(device: 'pc' | 'wp', path: string, name: string, title: ParseKeys, element: ReactNode, more: Partial<RouteHandle> = {}) {
  return route(path, { name, device, title, ...more }, element);
}

/**
 * The help and information pages (issue 19): the same paths under /pc and /wp, guest-open on
 * both. Names: P_<Name> on desktop, <Name> on mobile. Mobile news is the News tab
 * (/wp/article/message); its articles open at /wp/news/detail.
 */
const INFO_SCREENS: [path: string, name: string, title: ParseKeys, kind: InfoKind][] = [
  ['help', 'Help', 'route.help', 'help'],
  ['help/detail', 'HelpDetail', 'route.help', 'helpDetail'],
  ['news/detail', 'NewsDetail', 'route.news', 'newsDetail'],
  ['rates', 'Rates', 'route.rates', 'rates'],
  ['listing', 'Listing', 'route.listing', 'listing'],
  ['about', 'About', 'route.about', 'about'],
  ['terms', 'Terms', 'route.terms', 'terms'],
  ['agreement', 'Agreement', 'route.agreement', 'agreement'],
  ['privacy', 'Privacy', 'route.privacy', 'privacy'],
  ['legal', 'Legal', 'route.legal', 'legal'],
];

function redirect(path: string, to: string, name: string): RouteObject {
  return { path, handle: { name, device: 'any' } satisfies RouteHandle, element: <Navigate to={to} replace /> };
}

/**
 * The funds screens of both interfaces: /pc/handle/<path> (named P_<name>) and /wp/<path>
 * (a user-group screen with a back button).
 */
const FUNDS_SCREENS: [path: string, name: string, title: ParseKeys, pc: ElementType, wp: ElementType][] = [
  ['recharge', 'Recharge', 'route.recharge', PcRecharge, WpRecharge],
  ['recharge/history', 'RechargeHistory', 'route.rechargeHistory', PcRechargeHistory, WpRechargeHistory],
  ['withdraw', 'Withdraw', 'route.withdraw', PcWithdraw, WpWithdraw],
  ['withdraw/history', 'WithdrawHistory', 'route.withdrawHistory', PcWithdrawHistory, WpWithdrawHistory],
  ['transfer', 'Transfer', 'route.transfer', PcTransfer, WpTransfer],
  ['transfer/history', 'TransferHistory', 'route.transferHistory', PcTransferHistory, WpTransferHistory],
  ['gatheringWay', 'GatheringWay', 'route.gatheringWay', PcGatheringWay, WpGatheringWay],
];

/** The root sends mobile visitors to /wp/home and desktop visitors to /pc. */
function RootRedirect() {
  return <Navigate to={homePathFor(isMobileDevice() ? 'wp' : 'pc')} replace />;
}

/**
 * /register?inviteCode=… (the invitation link, decision 045): the visitor's own register page,
 * the query kept, so a link shared from one interface opens in the other.
 */
function RegisterRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/${isMobileDevice() ? 'wp' : 'pc'}/user/register${search}`} replace />;
}

const pcRoutes: RouteObject = route('/pc', { name: 'P_Layout', device: 'pc' }, <PcLayout />, [
  { index: true, handle: { name: 'P_Index', device: 'pc' } satisfies RouteHandle, element: <Navigate to="/pc/home" replace /> },
  page('pc', 'home', 'P_Home', 'route.home', <PcHome />),
  page('pc', 'market', 'P_Market', 'route.market', <PcMarket />),
  page('pc', 'market/detail', 'P_MarketDetail', 'route.marketDetail', <PcMarketDetail />),
  page('pc', 'market/period', 'P_MarketPeriod', 'route.marketPeriod', <MarketPeriodPage device="pc" />),
  page('pc', 'trade/fast', 'P_TradeFast', 'route.tradeFast', <PcTrade />, { soon: 'soon.tradeFast', icon: 'trade' }),
  page('pc', 'trade/bibi', 'P_TradeBibi', 'route.tradeBibi', <PcTrade />, { soon: 'soon.tradeBibi', icon: 'trade' }),
  page('pc', 'trade/future', 'P_TradeFuture', 'route.tradeFuture', <PcTrade />, { soon: 'soon.tradeFuture', icon: 'trade' }),
  page('pc', 'article/message', 'P_Message', 'route.messages', <PcMessages />),
  page('pc', 'article/message/detail', 'P_MessageDetail', 'route.messageDetail', <ArticleDetailPage kind="message" device="pc" />),
  page('pc', 'article/notice/detail', 'P_NoticeDetail', 'route.noticeDetail', <ArticleDetailPage kind="notice" device="pc" />),
  redirect('userAction', '/pc/user/login', 'P_UserAction'),
  {
    handle: { name: 'P_UserActionLayout', device: 'pc' } satisfies RouteHandle,
    element: <PcUserActionLayout />,
    children: [
      page('pc', 'user/login', 'P_Login', 'route.login', <PcLogin />),
      page('pc', 'user/register', 'P_Register', 'route.register', <PcRegister />),
      page('pc', 'user/restorePwd', 'P_RestorePwd', 'route.restorePwd', <PcRestorePwd />),
      page('pc', 'user/forgetPassword', 'P_ForgetPassword', 'route.forgetPassword', <PcForgetPassword />),
    ],
  },
  redirect('userCenter', '/pc/userCenter/certify', 'P_UserCenter'),
  {
    handle: { name: 'P_UserCenterLayout', device: 'pc', title: 'route.userCenter' } satisfies RouteHandle,
    element: <PcUserCenterLayout />,
    children: [
      page('pc', 'userCenter/dashboard', 'P_Dashboard', 'route.dashboard', <PcDashboard />),
      page('pc', 'userCenter/tradeHistory', 'P_TradeHistory', 'route.tradeHistory', <PcTradeHistory />, { icon: 'history' }),
      page('pc', 'userCenter/analytics', 'P_Analytics', 'analytics.title', <PcAnalytics />),
      // copy trading (decision 103): its own address, in the user centre's frame
      page('pc', 'copy', 'P_Copy', 'copyTrading.title', <PcCopy />),
      // market replay and classrooms (decision 106): in the user centre's frame as well
      page('pc', 'replay', 'P_Replay', 'route.replay', <PcReplay />),
      page('pc', 'classes', 'P_Classes', 'route.classes', <PcClasses />),
      page('pc', 'classes/:id', 'P_Class', 'route.class', <PcClass />),
      page('pc', 'userCenter/property', 'P_Property', 'route.property', <PcProperty />),
      page('pc', 'userCenter/certify', 'P_Certify', 'route.certify', <PcCertify />),
      page('pc', 'userCenter/security', 'P_Security', 'route.security', <PcSecurity />),
      page('pc', 'userCenter/alerts', 'P_Alerts', 'alerts.title', <PcAlerts />),
    ],
  },
  ...FUNDS_SCREENS.map(([path, name, title, Page]) => page('pc', `handle/${path}`, `P_${name}`, title, <Page />)),
  page('pc', 'handle/transfer_old', 'P_TransferOld', 'route.transferOld', <PcTransferOld />),
  page('pc', 'news', 'P_News', 'route.news', <InfoPage kind="news" device="pc" />),
  ...INFO_SCREENS.map(([path, name, title, kind]) => page('pc', path, `P_${name}`, title, <InfoPage kind={kind} device="pc" />)),
  page('pc', 'mining', 'P_Mining', 'route.mining', <PcMining />),
  page('pc', 'mining/history', 'P_MiningHistory', 'route.miningHistory', <PcMiningHistory />),
  page('pc', 'download', 'P_Download', 'route.download', <PcDownload />),
]);

const wpRoutes: RouteObject = {
  path: '/wp',
  children: [
    // account screens: full-screen, no tab bar
    page('wp', 'user/login', 'Login', 'route.login', <WpLogin />),
    page('wp', 'user/register', 'Register', 'route.register', <WpRegister />),
    page('wp', 'user/restorePwd', 'RestorePwd', 'route.restorePwd', <WpRestorePwd />),
    // user group /wp/user (→ /wp/user/dashboard)
    redirect('user', '/wp/user/dashboard', 'User'),
    {
      handle: { name: 'UserLayout', device: 'wp' } satisfies RouteHandle,
      element: <WpUserLayout />,
      children: [
        page('wp', 'user/dashboard', 'Dashboard', 'route.dashboard', <WpDashboard />, { tab: 'my' }),
        ...FUNDS_SCREENS.map(([path, name, title, , Page]) => page('wp', path, name, title, <Page />, { back: true })),
        page('wp', 'security', 'Security', 'route.security', <WpSecurity />, { back: true }),
        page('wp', 'property', 'Property', 'route.property', <WpProperty />, { back: true }),
        page('wp', 'certify', 'Certify', 'route.certify', <WpCertify />, { back: true }),
        page('wp', 'tradeHistory', 'TradeHistory', 'route.tradeHistory', <WpTradeHistory />, { back: true, icon: 'history' }),
        page('wp', 'analytics', 'Analytics', 'analytics.title', <WpAnalytics />, { back: true }),
        page('wp', 'copy', 'Copy', 'copyTrading.title', <WpCopy />, { back: true }),
        page('wp', 'replay', 'Replay', 'route.replay', <WpReplay />, { back: true }),
        page('wp', 'classes', 'Classes', 'route.classes', <WpClasses />, { back: true }),
        page('wp', 'classes/:id', 'Class', 'route.class', <WpClass />, { back: true }),
        page('wp', 'mining', 'Mining', 'route.mining', <WpMining />, { back: true }),
        page('wp', 'mining/history', 'MiningHistory', 'route.miningHistory', <WpMiningHistory />, { back: true, icon: 'history' }),
        page('wp', 'alerts', 'Alerts', 'alerts.title', <WpAlerts />, { back: true }),
      ],
    },
    // tab layout /wp/layout
    redirect('layout', '/wp/home', 'Layout'),
    {
      handle: { name: 'TabLayout', device: 'wp' } satisfies RouteHandle,
      element: <WpTabLayout />,
      children: [
        page('wp', 'home', 'Home', 'route.home', <WpHome />, { tab: 'home', hideHeader: true }),
        page('wp', 'quotes/list', 'Quotes', 'route.quotes', <WpQuotes />, { tab: 'quotes' }),
        page('wp', 'quotes/detail', 'QuotesDetail', 'route.marketDetail', <WpQuotesDetail />, {
          tab: 'quotes',
          back: true,
          hideHeader: true,
        }),
        page('wp', 'trade', 'Trade', 'route.trade', <WpTrade />, { tab: 'trade', hideHeader: true }),
        page('wp', 'article/message', 'News', 'route.news', <WpNews />, { tab: 'news' }),
        page('wp', 'article/message/detail', 'MessageDetail', 'route.messageDetail', <ArticleDetailPage kind="message" device="wp" />, {
          tab: 'news',
          back: true,
        }),
        page('wp', 'notice', 'Notice', 'route.notices', <WpNotices />, { tab: 'notice' }),
        page('wp', 'notice/detail', 'NoticeDetail', 'route.noticeDetail', <ArticleDetailPage kind="notice" device="wp" />, {
          tab: 'notice',
          back: true,
        }),
        page('wp', 'language', 'Language', 'route.language', <WpLanguage />, { back: true }),
        page('wp', 'kefu', 'Kefu', 'route.kefu', <WpKefu />, { back: true }),
        ...INFO_SCREENS.map(([path, name, title, kind]) =>
          page('wp', path, name, title, <InfoPage kind={kind} device="wp" />, {
            back: true,
            ...(kind === 'newsDetail' ? { tab: 'news' } : {}),
          }),
        ),
        page('wp', 'download', 'Download', 'route.download', <WpDownload />, { back: true }),
        // a settlement proof's market period (decision 073), open to visitors like the proofs
        page('wp', 'market/period', 'MarketPeriod', 'route.marketPeriod', <MarketPeriodPage device="wp" />, { back: true }),
      ],
    },
  ],
};

/**
 * The back office (decision 027): a third interface beside /pc and /wp, outside their root
 * layout (no customer guard, no isClose redirect: staff must reach it to switch the site back
 * on; no customer-service float). Staff log in at /admin/login.
 */
const adminRoutes: RouteObject = {
  path: '/admin',
  errorElement: <RouterErrorScreen />,
  element: (
    <Suspense fallback={<PageLoader minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  ),
  children: [
    { path: 'login', element: <AdminLogin /> },
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <AdminHome /> },
        { path: 'staff', element: <AdminStaff /> },
        { path: 'audit', element: <AdminAudit /> },
        { path: 'overview', element: <AdminOverview /> },
        { path: 'approvals', element: <AdminApprovals /> },
        { path: 'adjustments', element: <AdminAdjustments /> },
        { path: 'money', element: <AdminMoney /> },
        { path: 'content', element: <AdminContent /> },
        { path: 'listing', element: <AdminListing /> },
        { path: 'config', element: <AdminConfig /> },
        { path: 'deposits', element: <AdminDeposits /> },
        { path: 'incoming', element: <AdminIncoming /> },
        { path: 'kyc', element: <AdminKyc /> },
        { path: 'withdrawals', element: <AdminWithdrawals /> },
        { path: 'cards', element: <AdminCards /> },
        { path: 'users', element: <AdminUsers /> },
        { path: 'users/:id', element: <AdminUserDetail /> },
        { path: 'api-keys', element: <AdminApiKeys /> },
        { path: 'contract', element: <AdminContract /> },
        { path: 'spot', element: <AdminSpot /> },
        { path: 'bonus', element: <AdminBonus /> },
        { path: 'mining', element: <AdminMining /> },
        { path: 'classes', element: <AdminClasses /> },
        { path: 'errors', element: <AdminClientErrors /> },
        { path: 'engine', element: <AdminEngine /> },
        { path: 'chat', element: <AdminChat /> },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  adminRoutes,
  {
    element: <RootLayout />,
    errorElement: <RouterErrorScreen />,
    children: [
      { path: '/', handle: { name: 'Root', device: 'any' } satisfies RouteHandle, element: <RootRedirect /> },
      { path: '/register', handle: { name: 'Invite', device: 'any' } satisfies RouteHandle, element: <RegisterRedirect /> },
      route('/demo', { name: 'Demo', device: 'any', title: 'route.demo', soon: 'soon.demo', icon: 'demo' }, <DemoPage />),
      route('/landing', { name: 'Landing', device: 'any', title: 'route.landing', preload: preloadLanding }, <LandingPage />),
      // our own customer-service chat (decision 055): what an entry's /#/kefu address opens
      route('/kefu', { name: 'KefuChat', device: 'any', title: 'route.kefu' }, <KefuChatPage />),
      route('/404', { name: '404', device: 'any', title: 'route.notFound' }, <NotFoundPage />),
      pcRoutes,
      wpRoutes,
      route('*', { name: '404', device: 'any', title: 'route.notFound' }, <NotFoundPage />),
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}

/** The landing page's strings and live prices (its headline and its price cards are what it paints first). */
function preloadLanding() {
  preloadNamespace('landing', initialLocale());
  prefetchProductList(queryClient);
}

/** Starts loading the chunks of every layout and page a location (hash path) renders, and what its screen fetches first. */
export function preloadRoute(path: string) {
  for (const match of matchRoutes(routes, path) ?? []) {
    preloadElement(match.route.element);
    (match.route.handle as RouteHandle | undefined)?.preload?.();
  }
}
