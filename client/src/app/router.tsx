// The route tables of spec section 2 (hash mode), with their redirects. Every page and
// layout is a separate chunk (React.lazy through lazyPage, 120 s timeout). Each route has
// a name in its handle (spec names: Login, Register, RestorePwd, Home, News, Language,
// Kefu, Demo, 404, P_Login, ...). Routes added beyond the spec's table, as the shell
// needs them: /wp/notice (notices tab), /wp/language, /wp/kefu, /404, /wp/layout → /wp/home;
// and the product detail with its K-line chart: /pc/market/detail?id= (P_MarketDetail),
// /wp/quotes/detail?id= (QuotesDetail, tab layout, needs login like every non-guest page).
// The funds screens (recharge, withdraw, transfer, histories, payment methods, assets,
// security) are pages of their own; the other capabilities still show a "coming soon" frame.
import { type ReactNode, Suspense } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import type { AdminSection } from '../features/admin/nav';
import { homePathFor, isMobileDevice } from '../lib/device';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './layouts/root-layout';
import { RouterErrorScreen } from './layouts/router-error-screen';
import type { RouteHandle } from './route-handle';

const PcLayout = lazyPage(() => import('./layouts/pc-layout'));
const PcUserActionLayout = lazyPage(() => import('./layouts/pc-user-action-layout'));
const PcUserCenterLayout = lazyPage(() => import('./layouts/pc-user-center-layout'));
const WpTabLayout = lazyPage(() => import('./layouts/wp-tab-layout'));
const WpUserLayout = lazyPage(() => import('./layouts/wp-user-layout'));

const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const DemoPage = lazyPage(() => import('./routes/demo'));
const ComingSoonPage = lazyPage(() => import('./routes/coming-soon-page'));

const PcHome = lazyPage(() => import('./routes/pc/home'));
const PcMarket = lazyPage(() => import('./routes/pc/market'));
const PcMarketDetail = lazyPage(() => import('./routes/pc/market-detail'));
const PcTrade = lazyPage(() => import('./routes/pc/trade'));
const PcMessages = lazyPage(() => import('./routes/pc/messages'));
const PcMessageDetail = lazyPage(() => import('./routes/pc/message-detail'));
const PcNoticeDetail = lazyPage(() => import('./routes/pc/notice-detail'));
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

const WpHome = lazyPage(() => import('./routes/wp/home'));
const WpQuotes = lazyPage(() => import('./routes/wp/quotes'));
const WpQuotesDetail = lazyPage(() => import('./routes/wp/quotes-detail'));
const WpTrade = lazyPage(() => import('./routes/wp/trade'));
const WpNews = lazyPage(() => import('./routes/wp/news'));
const WpMessageDetail = lazyPage(() => import('./routes/wp/message-detail'));
const WpNotices = lazyPage(() => import('./routes/wp/notices'));
const WpNoticeDetail = lazyPage(() => import('./routes/wp/notice-detail'));
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
const AdminSoon = lazyPage(() => import('./routes/admin/soon'));

function route(path: string, handle: RouteHandle, element: ReactNode, children?: RouteObject[]): RouteObject {
  return children ? { path, handle, element, children } : { path, handle, element };
}

function redirect(path: string, to: string, name: string): RouteObject {
  return { path, handle: { name, device: 'any' } satisfies RouteHandle, element: <Navigate to={to} replace /> };
}

/** A desktop "coming soon" page frame. */
function pcSoon(
  path: string,
  name: string,
  title: RouteHandle['title'],
  soon: RouteHandle['soon'],
  icon: RouteHandle['icon'],
): RouteObject {
  return route(path, { name, device: 'pc', title, soon, icon }, <ComingSoonPage />);
}

/** A mobile "coming soon" page frame (user group: header with a back button). */
function wpSoon(
  path: string,
  name: string,
  title: RouteHandle['title'],
  soon: RouteHandle['soon'],
  icon: RouteHandle['icon'],
): RouteObject {
  return route(path, { name, device: 'wp', title, soon, icon, back: true }, <ComingSoonPage />);
}

/** The root sends mobile visitors to /wp/home and desktop visitors to /pc. */
function RootRedirect() {
  return <Navigate to={homePathFor(isMobileDevice() ? 'wp' : 'pc')} replace />;
}

const pcRoutes: RouteObject = route('/pc', { name: 'P_Layout', device: 'pc' }, <PcLayout />, [
  { index: true, handle: { name: 'P_Index', device: 'pc' } satisfies RouteHandle, element: <Navigate to="/pc/home" replace /> },
  route('home', { name: 'P_Home', device: 'pc', title: 'route.home' }, <PcHome />),
  route('market', { name: 'P_Market', device: 'pc', title: 'route.market' }, <PcMarket />),
  route('market/detail', { name: 'P_MarketDetail', device: 'pc', title: 'route.marketDetail' }, <PcMarketDetail />),
  route('trade/fast', { name: 'P_TradeFast', device: 'pc', title: 'route.tradeFast', soon: 'soon.tradeFast', icon: 'trade' }, <PcTrade />),
  route('trade/bibi', { name: 'P_TradeBibi', device: 'pc', title: 'route.tradeBibi', soon: 'soon.tradeBibi', icon: 'trade' }, <PcTrade />),
  route(
    'trade/future',
    { name: 'P_TradeFuture', device: 'pc', title: 'route.tradeFuture', soon: 'soon.tradeFuture', icon: 'trade' },
    <PcTrade />,
  ),
  route('article/message', { name: 'P_Message', device: 'pc', title: 'route.messages' }, <PcMessages />),
  route('article/message/detail', { name: 'P_MessageDetail', device: 'pc', title: 'route.messageDetail' }, <PcMessageDetail />),
  route('article/notice/detail', { name: 'P_NoticeDetail', device: 'pc', title: 'route.noticeDetail' }, <PcNoticeDetail />),
  redirect('userAction', '/pc/user/login', 'P_UserAction'),
  {
    handle: { name: 'P_UserActionLayout', device: 'pc' } satisfies RouteHandle,
    element: <PcUserActionLayout />,
    children: [
      route('user/login', { name: 'P_Login', device: 'pc', title: 'route.login' }, <PcLogin />),
      route('user/register', { name: 'P_Register', device: 'pc', title: 'route.register' }, <PcRegister />),
      route('user/restorePwd', { name: 'P_RestorePwd', device: 'pc', title: 'route.restorePwd' }, <PcRestorePwd />),
      route('user/forgetPassword', { name: 'P_ForgetPassword', device: 'pc', title: 'route.forgetPassword' }, <PcForgetPassword />),
    ],
  },
  redirect('userCenter', '/pc/userCenter/certify', 'P_UserCenter'),
  {
    handle: { name: 'P_UserCenterLayout', device: 'pc', title: 'route.userCenter' } satisfies RouteHandle,
    element: <PcUserCenterLayout />,
    children: [
      route('userCenter/dashboard', { name: 'P_Dashboard', device: 'pc', title: 'route.dashboard' }, <PcDashboard />),
      pcSoon('userCenter/tradeHistory', 'P_TradeHistory', 'route.tradeHistory', 'soon.tradeHistory', 'history'),
      route('userCenter/property', { name: 'P_Property', device: 'pc', title: 'route.property' }, <PcProperty />),
      pcSoon('userCenter/certify', 'P_Certify', 'route.certify', 'soon.certify', 'certify'),
      route('userCenter/security', { name: 'P_Security', device: 'pc', title: 'route.security' }, <PcSecurity />),
    ],
  },
  route('handle/recharge', { name: 'P_Recharge', device: 'pc', title: 'route.recharge' }, <PcRecharge />),
  route('handle/recharge/history', { name: 'P_RechargeHistory', device: 'pc', title: 'route.rechargeHistory' }, <PcRechargeHistory />),
  route('handle/withdraw', { name: 'P_Withdraw', device: 'pc', title: 'route.withdraw' }, <PcWithdraw />),
  route('handle/withdraw/history', { name: 'P_WithdrawHistory', device: 'pc', title: 'route.withdrawHistory' }, <PcWithdrawHistory />),
  route('handle/transfer', { name: 'P_Transfer', device: 'pc', title: 'route.transfer' }, <PcTransfer />),
  route('handle/transfer/history', { name: 'P_TransferHistory', device: 'pc', title: 'route.transferHistory' }, <PcTransferHistory />),
  route('handle/transfer_old', { name: 'P_TransferOld', device: 'pc', title: 'route.transferOld' }, <PcTransferOld />),
  route('handle/gatheringWay', { name: 'P_GatheringWay', device: 'pc', title: 'route.gatheringWay' }, <PcGatheringWay />),
  pcSoon('mining', 'P_Mining', 'route.mining', 'soon.mining', 'mining'),
  pcSoon('mining/history', 'P_MiningHistory', 'route.miningHistory', 'soon.miningHistory', 'history'),
]);

const wpRoutes: RouteObject = {
  path: '/wp',
  children: [
    // account screens: full-screen, no tab bar
    route('user/login', { name: 'Login', device: 'wp', title: 'route.login' }, <WpLogin />),
    route('user/register', { name: 'Register', device: 'wp', title: 'route.register' }, <WpRegister />),
    route('user/restorePwd', { name: 'RestorePwd', device: 'wp', title: 'route.restorePwd' }, <WpRestorePwd />),
    // user group /wp/user (→ /wp/user/dashboard)
    redirect('user', '/wp/user/dashboard', 'User'),
    {
      handle: { name: 'UserLayout', device: 'wp' } satisfies RouteHandle,
      element: <WpUserLayout />,
      children: [
        route('user/dashboard', { name: 'Dashboard', device: 'wp', title: 'route.dashboard', tab: 'my' }, <WpDashboard />),
        route('recharge', { name: 'Recharge', device: 'wp', title: 'route.recharge', back: true }, <WpRecharge />),
        route(
          'recharge/history',
          { name: 'RechargeHistory', device: 'wp', title: 'route.rechargeHistory', back: true },
          <WpRechargeHistory />,
        ),
        route('withdraw', { name: 'Withdraw', device: 'wp', title: 'route.withdraw', back: true }, <WpWithdraw />),
        route(
          'withdraw/history',
          { name: 'WithdrawHistory', device: 'wp', title: 'route.withdrawHistory', back: true },
          <WpWithdrawHistory />,
        ),
        route('transfer', { name: 'Transfer', device: 'wp', title: 'route.transfer', back: true }, <WpTransfer />),
        route(
          'transfer/history',
          { name: 'TransferHistory', device: 'wp', title: 'route.transferHistory', back: true },
          <WpTransferHistory />,
        ),
        route('security', { name: 'Security', device: 'wp', title: 'route.security', back: true }, <WpSecurity />),
        route('property', { name: 'Property', device: 'wp', title: 'route.property', back: true }, <WpProperty />),
        wpSoon('certify', 'Certify', 'route.certify', 'soon.certify', 'certify'),
        route('gatheringWay', { name: 'GatheringWay', device: 'wp', title: 'route.gatheringWay', back: true }, <WpGatheringWay />),
        wpSoon('tradeHistory', 'TradeHistory', 'route.tradeHistory', 'soon.tradeHistory', 'history'),
        wpSoon('mining', 'Mining', 'route.mining', 'soon.mining', 'mining'),
        wpSoon('mining/history', 'MiningHistory', 'route.miningHistory', 'soon.miningHistory', 'history'),
      ],
    },
    // tab layout /wp/layout
    redirect('layout', '/wp/home', 'Layout'),
    {
      handle: { name: 'TabLayout', device: 'wp' } satisfies RouteHandle,
      element: <WpTabLayout />,
      children: [
        route('home', { name: 'Home', device: 'wp', title: 'route.home', tab: 'home', hideHeader: true }, <WpHome />),
        route('quotes/list', { name: 'Quotes', device: 'wp', title: 'route.quotes', tab: 'quotes' }, <WpQuotes />),
        route(
          'quotes/detail',
          { name: 'QuotesDetail', device: 'wp', title: 'route.marketDetail', tab: 'quotes', back: true, hideHeader: true },
          <WpQuotesDetail />,
        ),
        route('trade', { name: 'Trade', device: 'wp', title: 'route.trade', tab: 'trade', hideHeader: true }, <WpTrade />),
        route('article/message', { name: 'News', device: 'wp', title: 'route.messages', tab: 'news' }, <WpNews />),
        route(
          'article/message/detail',
          { name: 'MessageDetail', device: 'wp', title: 'route.messageDetail', tab: 'news', back: true },
          <WpMessageDetail />,
        ),
        route('notice', { name: 'Notice', device: 'wp', title: 'route.notices', tab: 'notice' }, <WpNotices />),
        route(
          'notice/detail',
          { name: 'NoticeDetail', device: 'wp', title: 'route.noticeDetail', tab: 'notice', back: true },
          <WpNoticeDetail />,
        ),
        route('language', { name: 'Language', device: 'wp', title: 'route.language', back: true }, <WpLanguage />),
        route('kefu', { name: 'Kefu', device: 'wp', title: 'route.kefu', back: true }, <WpKefu />),
      ],
    },
  ],
};

/** Back-office pages other engineers build next: for now they say what they will do. */
const ADMIN_SOON: Exclude<AdminSection, 'staff' | 'audit'>[] = [
  'overview',
  'deposits',
  'withdrawals',
  'cards',
  'users',
  'approvals',
  'settings',
  'content',
];

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
        ...ADMIN_SOON.map((section) => ({ path: section, element: <AdminSoon section={section} /> })),
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
      route('/demo', { name: 'Demo', device: 'any', title: 'route.demo', soon: 'soon.demo', icon: 'demo' }, <DemoPage />),
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
