import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { OfflineBanner } from '../components/offline-banner';
import { SandboxBanner } from '../features/config/components/sandbox-banner';
import { appThemeManager, DEFAULT_THEME } from '../lib/color-scheme';
import { deviceOfPath, currentDevice, loginPathFor } from '../lib/device';
import { configureHttp } from '../lib/http';
import { lazyPage } from '../lib/lazy-page';
import { useToastContainerWanted } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { themeWithLabels } from './theme';

const colorSchemeManager = appThemeManager();
const ToastContainer = lazyPage(() => import('./toast-container'));

function Toasts() {
  const wanted = useToastContainerWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

function createRouterWithHttp() {
  const router = createAppRouter();
  configureHttp({
    // -99: the session is already cleared; go to this interface's login screen, no toast
    onSessionInvalid: () => {
      const { pathname, search } = router.state.location;
      const device = deviceOfPath(pathname) ?? currentDevice();
      const login = loginPathFor(device);
      if (pathname === login) return;
      void router.navigate(`${login}?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
    },
    // 404: the 404 screen, no toast
    onNotFound: () => {
      if (router.state.location.pathname !== '/404') void router.navigate('/404', { replace: true });
    },
  });
  return router;
}

export function App() {
  const [router] = useState(createRouterWithHttp);
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWithLabels(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_THEME}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SandboxBanner />
        <OfflineBanner />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
