import '@mantine/core/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { storedTheme } from './lib/color-scheme';
import { startErrorReporting } from './lib/error-reporting';
import { initI18n } from './lib/i18n';
import { addPreloadedNamespaces } from './lib/i18n-namespaces';
import { listenForInstallOffer } from './lib/pwa';

startErrorReporting();
listenForInstallOffer();

// the stored theme before the first paint (no inline script: the CSP forbids it)
document.documentElement.setAttribute('data-mantine-color-scheme', storedTheme());

async function start() {
  // the first screen's chunks load while the translations do
  preloadRoute(window.location.hash.slice(1).split('?')[0] || '/');
  await initI18n();
  addPreloadedNamespaces();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

// The service worker (vite-plugin-pwa), in production builds only, once the page has loaded
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/pwa-register').then((m) => m.registerServiceWorker());
  });
}
