import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { PcFooter } from './pc/pc-footer';
import { PcHeader } from './pc/pc-header';

/** Desktop layout (/pc): top navigation, page, footer. */
export default function PcLayout() {
  const { pathname } = useLocation();
  return (
    <div className="pc-shell" data-testid="pc-layout">
      <PcHeader />
      <main className="pc-main">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader minHeight="60vh" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <PcFooter />
    </div>
  );
}
