import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { screenChunks } from './screen-chunks.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
// (the tests' background build writes elsewhere and moves the result into place when done:
// scripts/client-build.ts)
const outDir = process.env.CLIENT_OUT_DIR ? path.resolve(process.env.CLIENT_OUT_DIR) : path.join(root, 'dist');
/** The source maps: written by the build, then moved out of the served folder (server/config.ts reads them from here). */
const sourceMapDir = path.join(root, 'dist-sourcemaps');
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Moves the build's source maps (emitted 'hidden': no sourceMappingURL comment in the chunks)
 * out of client/dist into client/dist-sourcemaps, keeping their paths: the server maps the
 * stacks of client error reports with them, and the public is never served one.
 */
function sourceMapsAside(): Plugin {
  return {
    name: 'source-maps-aside',
    apply: 'build',
    writeBundle() {
      fs.rmSync(sourceMapDir, { recursive: true, force: true });
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(sourceMapDir, path.relative(outDir, file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(file, target);
      }
    },
  };
}

/**
 * The installable app (issue 19 point 5, decision 052): the web app manifest and a Workbox
 * service worker that precaches the shell (every built script, style, page and icon) and
 * answers navigations with index.html offline. Nothing under /api, /ws or /kefu is ever
 * cached (no runtime caching at all; navigations there go to the network). A new version
 * waits until the user accepts the "update available" prompt (registerType 'prompt',
 * client/src/lib/pwa.ts).
 */
/** The locale catalogues other than the fallback (en-US), by file name. */
const OTHER_LOCALES = fs
  .readdirSync(path.join(root, 'src/locales'))
  .filter((f) => f.endsWith('.json') && f !== 'en-US.json')
  .map((f) => f.replace(/\.json$/, ''));

const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // the name the previous, hand-written worker had: browsers that registered it update to this one
  filename: 'sw.js',
  manifest: {
    id: './',
    name: 'Aurora Markets',
    short_name: 'Aurora',
    description: 'Trade crypto, forex, stocks and commodities: fast orders, contracts, spot and a demo account.',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0b1120',
    theme_color: '#0b1120',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the shell: the customer interfaces' scripts and styles, the page, the icons. Not the back
    // office's pages, the Sentry chunk (loaded only with a DSN) nor the catalogues of other
    // locales than the fallback: those are cached when first used (the runtime rule below)
    globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
    globIgnores: ['assets/admin-*', 'assets/sentry-*', `assets/{${OTHER_LOCALES.join(',')}}-*`],
    // no source maps for the worker either: they would be served publicly
    sourcemap: false,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/kefu\//],
    // built assets have hashed, immutable names: cached on first use; nothing else is (no /api)
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /\/assets\/[^/]+\.(js|css|woff2)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
  },
});

/**
 * The chunks the entry imports statically (itself included): they are loaded before any lazy
 * import can run, so listing them among a lazy page's preload dependencies only makes the
 * entry longer (each of the router's ~90 lazy imports repeated ~20 of them). Filled from the
 * bundle before Vite writes the preload lists (`generateBundle`, order 'pre').
 */
const loadedWithEntry = new Set<string>();

function entryClosure(): Plugin {
  return {
    name: 'entry-closure',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loadedWithEntry.has(fileName) || chunk?.type !== 'chunk') return;
          loadedWithEntry.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the build, once, at
 * the best compression; the server sends the one the browser accepts (@fastify/static
 * preCompressed), so no request pays for compressing.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      // (on libuv's thread pool: brotli at 11 is most of this step, and it uses every core)
      await Promise.all(
        walk(outDir).map(async (file) => {
          if (!TEXT.test(file)) return;
          const content = await fs.promises.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), entryClosure(), sourceMapsAside(), pwa, precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // maps for the server's stack mapping, without a sourceMappingURL comment (sourceMapsAside moves them out)
    sourcemap: 'hidden',
    // a lazy import preloads what it needs beyond what the entry already loaded (entryClosure)
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => !loadedWithEntry.has(d)) : deps),
    },
    rolldownOptions: {
      output: {
        // the back office's pages and layout under admin-*: the service worker leaves them out of the shell
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]app[\\/](routes[\\/]admin[\\/]|layouts[\\/]admin-)/.test(chunk.facadeModuleId)
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // by screen and by what the first screens show, not by component (screen-chunks.ts, decision 110)
        codeSplitting: screenChunks(),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } } },
});
