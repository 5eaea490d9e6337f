// Above every route: the guard (device, login, isClose), the document title, scroll
// restoration, and the customer-service icons with their overlay.
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { AlertPush } from '../../features/alerts/components/alert-push';
import { configQueryOptions } from '../../features/config/api/get-config';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { CustomerServiceFloat } from '../../features/support/components/customer-service-float';
import { CustomerServiceOverlay } from '../../features/support/components/customer-service-overlay';
import { useAccountScopedCache } from '../../lib/account-cache';
import { currentDevice } from '../../lib/device';
import { useSession } from '../../lib/session';
import { guardRedirect } from '../guard';
import { useRouteHandle } from '../route-handle';

/** Spec section 6: the site-wide closed flag is read on every route change; Y shows the 404 screen. */
function useSiteClosedCheck() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    let active = true;
    queryClient
      .fetchQuery({ ...configQueryOptions('isClose'), staleTime: 0 })
      .then((item) => {
        if (active && item.configValue === 'Y' && pathname !== '/404') navigate('/404', { replace: true });
      })
      .catch(() => {
        // unreadable flag: the site stays open
      });
    return () => {
      active = false;
    };
  }, [pathname, queryClient, navigate]);
}

function useDocumentTitle(titleKey: ParseKeys | undefined) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}

export function RootLayout() {
  const location = useLocation();
  const handle = useRouteHandle();
  const session = useSession();
  const { token } = session;
  useAccountScopedCache(session);
  useSiteClosedCheck();
  useDocumentTitle(handle?.title);

  const target = guardRedirect(handle, currentDevice(), token !== null, location.pathname + location.search);
  if (target) return <Navigate to={target} replace />;

  const withTabBar = handle?.device === 'wp' && handle.tab !== undefined;
  return (
    <>
      <ScrollRestoration />
      <AlertPush />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoader minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      {handle?.name !== 'KefuChat' && <CustomerServiceFloat bottom={withTabBar ? 88 : 24} />}
      <CustomerServiceOverlay />
    </>
  );
}
