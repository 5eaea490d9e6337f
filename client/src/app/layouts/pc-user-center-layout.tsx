import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoginRequired } from '../../components/login-required';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { useSession } from '../../lib/session';
import { accountLinks } from '../account-links';
import { PcSidebarFrame } from './pc/pc-sidebar-frame';

const LINKS = accountLinks('pc', [
  'dashboard',
  'property',
  'tradeHistory',
  'analytics',
  'copy',
  'replay',
  'classes',
  'alerts',
  'certify',
  'security',
]);

/** Desktop user centre: side navigation and the section. Visitors are asked to log in first. */
export default function PcUserCenterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  return (
    <PcSidebarFrame groups={[{ title: t('nav.userCenter'), links: LINKS }]} navTestId="user-center-nav">
      {loggedIn ? (
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      ) : (
        <LoginRequired />
      )}
    </PcSidebarFrame>
  );
}
