// Browser tests: playwright-core driving Debian's chromium against the built client served
// by a real listening server (fresh database, manual clock not needed here).
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { ROOT } from './paths.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(ROOT, 'tests/artifacts/screenshots');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export interface BrowserEnv {
  t: TestApp;
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `host`: the interface to listen on; `base` then uses `baseHost` (e.g. a LAN address of the machine). */
export async function startBrowserEnv(options: { host?: string; baseHost?: string } = {}): Promise<BrowserEnv> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  const t = await createTestApp({ realClock: true, marketAutoStart: true });
  const listening = await t.app.listen({ port: 0, host: options.host ?? '127.0.0.1' });
  const address = options.baseHost ? `http://${options.baseHost}:${new URL(listening).port}` : listening;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    t,
    base: address,
    browser,
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/**
 * One browser environment for the tests of a file: started before them, closed after them,
 * `beforeClose` first (e.g. a check that the ledger reconciles). Read it as `env()` in tests.
 */
export function browserEnvForFile(beforeClose?: (env: BrowserEnv) => void): () => BrowserEnv {
  let env: BrowserEnv | undefined;
  beforeAll(async () => {
    env = await startBrowserEnv();
  }, 60_000);
  afterAll(async () => {
    if (!env) return;
    try {
      beforeClose?.(env);
    } finally {
      await env.close();
    }
  });
  return () => {
    if (!env) throw new Error('the browser environment is not started');
    return env;
  };
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(env: BrowserEnv, viewport: ViewportName): Promise<TestPage> {
  const mobile = viewport === 'mobile';
  const context = await env.browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(mobile ? { userAgent: MOBILE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Starts every page of the context logged in (as the client stores a session) and without the welcome dialog. */
export async function signInContext(tp: TestPage, session: { token: string; user: { userId: number } }, options: { keepDialog?: boolean } = {}) {
  await tp.context.addInitScript(
    ({ token, user, keepDialog }) => {
      localStorage.setItem('Authorization', token);
      localStorage.setItem('userInfo', JSON.stringify(user));
      localStorage.setItem('socuid', String(user.userId));
      if (!keepDialog) for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
    },
    { token: session.token, user: session.user, keepDialog: options.keepDialog ?? false },
  );
}
