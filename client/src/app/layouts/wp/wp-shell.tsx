import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { MobileHeader } from '../../../components/mobile-header';
import { PageLoader } from '../../../components/page-loader';
import { RouteErrorBoundary } from '../../../components/route-error-boundary';
import { useRouteHandle } from '../../route-handle';
import { WpTabBar } from './wp-tab-bar';

/** The mobile frame: header (title, back), page, bottom tabs where the route has a tab. */
export function WpShell({ layout }: { layout: 'tab' | 'user' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const withTabs = handle?.tab !== undefined;
  return (
    <div className="wp-shell" data-testid={`wp-${layout}-layout`}>
      {!handle?.hideHeader && (
        <MobileHeader
          title={handle?.title ? t(handle.title) : ''}
          back={handle?.back}
          fallback={layout === 'user' ? '/wp/user/dashboard' : '/wp/home'}
        />
      )}
      <main className="wp-main" data-with-tabs={withTabs || undefined}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {withTabs && <WpTabBar active={handle?.tab} />}
    </div>
  );
}
