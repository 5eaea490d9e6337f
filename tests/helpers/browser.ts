// Browser tests: playwright-core driving Debian's chromium against the built client served
// by a real listening server (fresh database). The server runs on a manual clock and the
// market ticks only when a test calls `env.advance(ms)`, which also moves the clock
// of every open page (Playwright's `clock`, installed at the server's time): expiries,
// countdowns and settlements happen at once and the same way on every run, whatever the load
// (docs/decisions/025-browser-tests-on-the-manual-clock.md).
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { clientBuilt } from './client.ts';
import { fundedUser, readyToWithdraw, staffToken } from './funds.ts';
import { ROOT } from './paths.ts';

/** Debian's chromium, the browser people run: what the page benchmarks measure. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * What the browser tests drive: Debian's headless shell of the same chromium (the same engine,
 * without the desktop browser around it) where it is installed, else chromium; CHROMIUM_PATH
 * chooses either. The shell takes a fifth less CPU for the same journeys (decision 064).
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
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
  /** The worker's chromium, shared with the worker's other browser files: open pages with openPage (a context of their own). */
  browser: Browser;
  /** The server's time (epoch ms). */
  now(): number;
  /**
   * Moves time on by `ms`: the server's clock one market tick at a time, each tick recorded
   * and pushed as when the market runs on its own (unless `tick: false`: the market is held,
   * no tick after the current one), then the fast settlement and due housekeeping that follow;
   * and the clock of every open page up to the server's time.
   */
  advance(ms: number, options?: { tick?: boolean }): Promise<void>;
  /** The open browser contexts whose clock follows the server's (openPage adds them). */
  contexts: Set<BrowserContext>;
  /** Closes the file's browser contexts still open and the server (the browser stays for the worker's next file). */
  close(): Promise<void>;
}

export interface BrowserEnvOptions {
  /** The interface to listen on; `base` then uses `baseHost` (e.g. a LAN address of the machine). */
  host?: string;
  baseHost?: string;
  /** More of the server's environment (e.g. KYC_WITHDRAW_GATE: 'true'). */
  env?: Record<string, string>;
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let launched: Promise<Browser> | undefined;

/**
 * The worker's chromium: launched by the first browser file a test worker runs and used by
 * every later one (the files of a worker share modules, vitest.config.ts), each test's pages
 * in a browser context of their own (emptied between tests, see takeContext) that the test closes.
 * Launched again if it crashed or was closed; Playwright closes it when the worker exits.
 */
async function workerBrowser(): Promise<Browser> {
  const current = launched;
  const browser = await current?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  // (a caller that came first is launching one already)
  if (launched !== current) return workerBrowser();
  launched = chromium.launch({ executablePath: TEST_CHROMIUM, args: LAUNCH_ARGS });
  return launched;
}

/**
 * A new browser context for a test's pages, its clock at the server's time. (Reusing emptied
 * contexts was tried, decision 062: on a quiet machine it saved no chromium CPU, 31.8 against
 * 32.0 s for the two longest files, a page load costs the same in a warm context, and it hung
 * a closing hook once; it is gone.)
 */
async function takeContext(env: BrowserEnv, viewport: ViewportName, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const mobile = viewport === 'mobile';
  const context = await env.browser.newContext({
    viewport: VIEWPORTS[viewport],
    // no transitions to wait out (the client honours the setting: theme.respectReducedMotion)
    reducedMotion: 'reduce',
    serviceWorkers,
    ...(mobile ? { userAgent: MOBILE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  // the page's clock starts at the server's time and catches up when the server's moves
  await context.clock.install({ time: env.now() });
  env.contexts.add(context);
  context.once('close', () => env.contexts.delete(context));
  return context;
}

export async function startBrowserEnv(options: BrowserEnvOptions = {}): Promise<BrowserEnv> {
  if (!fs.existsSync(TEST_CHROMIUM)) throw new Error(`${TEST_CHROMIUM} is missing: apt-get install chromium chromium-headless-shell`);
  // (the server lists the client's files when it starts)
  await clientBuilt();
  // the house market maker on, as under npm start: the spot screens show a real book
  const t = await createTestApp({ env: { SPOT_MARKET_MAKER: 'true', ...options.env } });
  const listening = await t.app.listen({ port: 0, host: options.host ?? '127.0.0.1' });
  const address = options.baseHost ? `http://${options.baseHost}:${new URL(listening).port}` : listening;
  const browser = await workerBrowser();
  const contexts = new Set<BrowserContext>();
  const tickMs = t.app.ctx.config.marketTickMs;
  // one tick, so there is a price in force (orders enter at it)
  t.clock.advance(tickMs);
  t.app.market.tick();
  let advancing: Promise<unknown> = Promise.resolve();
  async function advanceNow(ms: number, { tick = true }: { tick?: boolean }) {
    for (let left = ms; left > 0; left -= tickMs) {
      t.clock.advance(Math.min(tickMs, left));
      if (tick) t.app.market.tick();
    }
    // the market's subscribers settle on the next turn (setImmediate): let them, then settle
    // whatever is still due and run due housekeeping, as the server's own timers would
    await new Promise((r) => setImmediate(r));
    await t.app.services.spotMarketMaker.idle();
    await t.app.services.fastSettlement.settleDue();
    await t.app.jobs.runDue();
    // each page's clock catches up with the server's, firing the timers due on the way; a
    // page's clock also runs on by itself between advances (so transitions and timers work),
    // and one already ahead is left alone: a clock never goes back
    await Promise.all(
      [...contexts].map(async (c) => {
        try {
          // (a page between documents has no time to read: it moves by `ms`)
          const pageNow = await c
            .pages()[0]
            ?.evaluate(() => Date.now())
            .catch(() => undefined);
          const behind = pageNow === undefined ? ms : t.clock.now() - pageNow;
          if (behind > 0) await c.clock.fastForward(behind);
        } catch (e) {
          if (contexts.has(c)) throw e; // (a context closed meanwhile has no clock to move)
        }
      }),
    );
  }
  return {
    t,
    base: address,
    browser,
    contexts,
    now: () => t.clock.now(),
    advance(ms, options = {}) {
      // one advance at a time (pages side by side may both move time)
      const run = advancing.then(() => advanceNow(ms, options));
      advancing = run.catch(() => undefined);
      return run;
    },
    async close() {
      // the browser stays for the worker's next file: this file's pages go
      await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
      await t.close();
    },
  };
}

/**
 * One browser environment for the tests of a file: started before them, closed after them,
 * `beforeClose` first (e.g. a check that the ledger reconciles). Read it as `env()` in tests.
 */
export function browserEnvForFile(beforeClose?: (env: BrowserEnv) => void, options?: BrowserEnvOptions): () => BrowserEnv {
  let env: BrowserEnv | undefined;
  beforeAll(async () => {
    env = await startBrowserEnv(options);
  });
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
  /** Resolves once no request of the page is in flight and the page has painted what they brought (fonts too). */
  settled(): Promise<void>;
  /** Opens a route of the app (`/pc/home`) and waits until no page loader or request is left and the page has painted. */
  go(route: string): Promise<void>;
  /** Reloads the page and waits as `go` does. */
  reload(): Promise<void>;
}

/** A session as the client stores it after a login. */
export interface Session {
  token: string;
  user: { userId: number };
}

export interface OpenPageOptions {
  /** Every page of the context starts logged in as this session (see signInContext). */
  session?: Session;
  /** Keep the welcome dialog that a session would otherwise not be shown. */
  keepDialog?: boolean;
  /**
   * Let the page register the app's service worker (decision 052). Blocked by default: a worker
   * that precaches the shell would answer the requests a test routes (page.route sees only what
   * goes to the network) and fetch the whole shell in every context; the tests of the installable
   * app itself allow it.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * Let the trade screens offer their guided tours (decision 104). By default a page starts with
   * every tour answered, as it starts without the welcome dialog: the offer would move the order
   * panels of the journeys that are not about it; the tours' own test (guided-tours.test.ts) asks for it.
   */
  tours?: boolean;
}

export async function openPage(env: BrowserEnv, viewport: ViewportName, options: OpenPageOptions = {}): Promise<TestPage> {
  const context = await takeContext(env, viewport, options.serviceWorkers ?? 'block');
  if (!options.tours) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('guidedTours'))
        localStorage.setItem('guidedTours', '{"fast":"skipped","contract":"skipped","spot":"skipped"}');
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // (a failed resource names itself only in its location)
    if (m.type() === 'error') errors.push(`console: ${m.text()}${m.location()?.url ? ` (${m.location().url})` : ''}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const inflight = new Set<Request>();
  const idle: (() => void)[] = [];
  page.on('request', (r) => inflight.add(r));
  const ended = (r: Request) => {
    inflight.delete(r);
    if (inflight.size === 0) for (const resolve of idle.splice(0)) resolve();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  async function settled() {
    // a render after the last response may start another request: settled when a painted
    // frame leaves none in flight
    for (let round = 0; round < 20; round++) {
      if (inflight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const stuck = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`requests still in flight: ${[...inflight].map((r) => r.url()).join(', ')}`)), 15_000);
        });
        await Promise.race([new Promise<void>((resolve) => idle.push(resolve)), stuck]).finally(() => clearTimeout(timer));
      }
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      if (inflight.size === 0) return;
    }
    throw new Error('the page kept requesting');
  }
  const noLoader = () => page.waitForFunction(() => !document.querySelector('[data-testid="page-loader"]'), null, { timeout: 15_000 });
  // ready = no page loader, no request in flight, painted; (Playwright's 'networkidle' would
  // add half a second of waiting to every load)
  async function ready() {
    await noLoader();
    await settled();
    await noLoader();
  }
  async function go(route: string) {
    await page.goto(`${env.base}/#${route}`, { waitUntil: 'load' });
    await ready();
  }
  async function reload() {
    await page.reload({ waitUntil: 'load' });
    await ready();
  }
  const tp = { context, page, errors, settled, go, reload };
  if (options.session) await signInContext(tp, options.session, { keepDialog: options.keepDialog });
  return tp;
}

/**
 * A new user with `amount` USDT deposited and approved (`readyToWithdraw`: with a withdrawal
 * password and a bound USDT address too), logged in on a new page of the viewport.
 */
export async function fundedPage(env: BrowserEnv, viewport: ViewportName, amount: string, options: { readyToWithdraw?: boolean } = {}) {
  const staff = await staffToken(env.t);
  const u = options.readyToWithdraw ? await readyToWithdraw(env.t, staff, amount) : await fundedUser(env.t, staff, amount);
  return { ...u, tp: await openPage(env, viewport, { session: u }) };
}

export interface TradeScreen {
  /** The kind's test-id prefix and its /demo switch (`demo-kind-<kind>`): `contract`, `spot`. */
  kind: string;
  /** The desktop route (`/pc/trade/future`). */
  pcPath: string;
  /** The place of the kind in the mobile trade tab's mode switch (0 = fast). */
  wpTab: number;
  /** A query for every route (`?symbol=BTC%2FUSDT`). */
  search?: string;
}

/**
 * A page on a trading screen: a user funded with 20,000 USDT on the trade page of the viewport
 * with real money chosen, or a visitor on /demo with the screen's kind chosen.
 */
export async function openTradeScreen(env: BrowserEnv, viewport: ViewportName, who: 'user' | 'visitor', screen: TradeScreen) {
  const tp = who === 'user' ? (await fundedPage(env, viewport, '20000')).tp : await openPage(env, viewport);
  const search = screen.search ?? '';
  if (who === 'visitor') {
    await tp.go(`/demo${search}`);
    await tp.page.getByTestId(`demo-kind-${screen.kind}`).click();
  } else if (viewport === 'desktop') {
    await tp.go(`${screen.pcPath}${search}`);
  } else {
    await tp.go(`/wp/trade${search}`);
    await tp.page.locator('[data-testid="trade-mode"] label').nth(screen.wpTab).click();
  }
  if (who === 'user') await tp.page.getByTestId(`${screen.kind}-mode-real`).click();
  return tp;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/**
 * Fails unless the page can draw Chinese: two different ideographs drawn on a canvas must
 * differ (without a CJK font both are the same empty box, and a Chinese screenshot shows
 * nothing a person could read). `.ci/run` installs one (fonts-wqy-microhei) where none is.
 */
export async function expectCjkRenders(page: Page) {
  const differ = await page.evaluate(() => {
    const draw = (ch: string) => {
      const c = document.createElement('canvas');
      c.width = 40;
      c.height = 40;
      const g = c.getContext('2d');
      if (!g) return '';
      g.font = '32px sans-serif';
      g.fillText(ch, 2, 34);
      return Array.from(g.getImageData(0, 0, 40, 40).data).join(',');
    };
    return draw('中') !== draw('国');
  });
  if (!differ) throw new Error('chromium draws no Chinese here: install a CJK font (apt-get install fonts-wqy-microhei)');
}

/** Starts every page of the context logged in (as the client stores a session) and without the welcome dialog. */
export async function signInContext(tp: TestPage, session: Session, options: { keepDialog?: boolean } = {}) {
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

/** Logs out as a person does: the user menu on desktop, the dashboard's button and its confirmation on mobile. */
export async function logOut(tp: TestPage, viewport: ViewportName) {
  if (viewport === 'desktop') {
    await tp.go('/pc/home');
    await tp.page.getByTestId('user-menu').click();
    await tp.page.getByTestId('logout-button').click();
  } else {
    await tp.go('/wp/user/dashboard');
    await tp.page.getByTestId('logout-button').click();
    await tp.page.getByTestId('logout-confirm').click();
  }
  await tp.page.waitForFunction(() => !localStorage.getItem('Authorization'));
}

/**
 * Runs `fn` on a new visitor's page of the viewport (the welcome dialog kept away), closing the
 * page's context afterwards.
 */
export async function withPage(
  env: BrowserEnv,
  viewport: ViewportName,
  fn: (tp: TestPage) => Promise<void>,
  options: Pick<OpenPageOptions, 'serviceWorkers'> = {},
) {
  const tp = await openPage(env, viewport, options);
  // the once-per-session welcome dialog would sit over the pages under test
  await tp.context.addInitScript(() => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
  });
  try {
    await fn(tp);
  } finally {
    await tp.context.close();
  }
}
export { expectAccessible } from './a11y.ts';
