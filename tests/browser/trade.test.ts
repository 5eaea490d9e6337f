// The trade screens as a new user meets them (issue 12, points 1, 4, 5 and the mobile "Reset
// demo" button): /demo trades the demo wallet whoever opens it, the real/demo switch cannot be
// mistaken, "Trade" carries the chosen product into the trade page, and the mobile trade
// screens show the live chart above the order panel. Both viewports, orders checked via the API.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, fundedPage, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';
import { api, expectLedgerReconciles, walletOf } from '../helpers/funds.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

const TRADE_PATH = { desktop: '/pc/trade/fast', mobile: '/wp/trade' } as const;

interface Order {
  id: number;
  symbol: string;
  mode: 'real' | 'demo';
  amount: string;
}

async function demoAvailable(token: string): Promise<string> {
  return (await api(env().t, token).get('/api/demo/wallet')).body.data.available;
}

async function orderOf(token: string, id: string): Promise<Order> {
  const res = await api(env().t, token).get(`/api/fast/order/${id}`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

/** Opens the order confirmation for a 10 USDT, 30-second up order (amount and duration filled in). */
async function openConfirmation(page: Page) {
  await page.getByTestId('fast-up').waitFor({ timeout: 20_000 });
  await page.getByTestId('fast-duration-30').click();
  await page.getByTestId('fast-amount').fill('10');
  await page.getByTestId('fast-up').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // its opening transition has finished (screenshots show it as the user reads it)
  await page.waitForFunction(() => {
    const el = document.querySelector('[role="dialog"]');
    return el !== null && getComputedStyle(el).opacity === '1' && el.getAnimations({ subtree: true }).length === 0;
  });
  return dialog;
}

/** Confirms the open confirmation and returns the id of the new open order. */
async function confirmOrder(page: Page): Promise<string> {
  const known = await page.$$eval('[data-testid^="fast-open-order-"]', (els) => els.map((e) => e.getAttribute('data-testid')));
  await page.getByTestId('fast-confirm').click();
  await page.getByTestId('fast-entry-price').waitFor({ timeout: 10_000 });
  const handle = await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid^="fast-open-order-"]')]
        .map((e) => e.getAttribute('data-testid'))
        .find((id) => !before.includes(id)),
    known,
    { timeout: 10_000 },
  );
  return String(await handle.jsonValue()).replace('fast-open-order-', '');
}

/** What the open order dialog says, and the mode its badge names (null without one). */
const readConfirmation = (page: Page) =>
  page.getByRole('dialog').evaluate((el) => ({
    text: (el as HTMLElement).innerText,
    mode: el.querySelector('[data-testid="fast-confirm-mode"]')?.getAttribute('data-mode') ?? null,
  }));

/** Closes the order dialog and waits until it has gone. */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The shown balance once it is loaded (its raw decimal). */
async function shownBalance(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value') || null,
  );
  return String(await handle.jsonValue());
}

const VIEWPORTS: ViewportName[] = ['desktop', 'mobile'];

describe.each(VIEWPORTS)('%s', (viewport) => {
  it('a logged-in user on /demo trades the demo wallet; the real balance stays untouched', async () => {
    const { tp, ...u } = await fundedPage(env(), viewport, '500');
    const realBefore = (await walletOf(env().t, u.token)).available;
    const demoBefore = await demoAvailable(u.token);
    try {
      // the switch elsewhere was left on Real: /demo must not follow it
      await tp.context.addInitScript(() => localStorage.setItem('tradeMode', 'real'));
      await tp.go(`/demo`);
      await tp.page.getByTestId('demo-banner').waitFor();
      const dialog = await openConfirmation(tp.page);
      const confirmation = await readConfirmation(tp.page);
      await screenshot(tp.page, `${viewport}-trade-demo-confirm-user`);
      const id = await confirmOrder(tp.page);
      const order = await orderOf(u.token, id);
      expect(order.mode, 'the order is a demo order').toBe('demo');
      expect((await walletOf(env().t, u.token)).available, 'real balance unchanged').toBe(realBefore);
      expect(Number(await demoAvailable(u.token))).toBe(Number(demoBefore) - 10);
      expect(confirmation).toMatchObject({ mode: 'demo' });
      expect(confirmation.text).toContain('Demo');
      expect(confirmation.text).not.toContain('Real');
      expect(await dialog.innerText(), 'the "order placed" dialog says demo too').toContain('Demo');
      expect(await tp.page.getByTestId('fast-mode-real').count(), 'no way to pick real money on /demo').toBe(0);
      expect(await tp.page.getByTestId('fast-mode-locked').textContent()).toContain('Demo');
      // the demo balance is shown (and follows the order); on failure the assertion below says what was shown
      await tp.page
        .waitForFunction(
          (v) => Number(document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value')) === v,
          Number(demoBefore) - 10,
          {
            timeout: 5_000,
          },
        )
        .catch(() => undefined);
      expect(Number(await shownBalance(tp.page)), 'the demo balance is shown').toBe(Number(demoBefore) - 10);
      await closeDialog(tp.page);
      await screenshot(tp.page, `${viewport}-trade-demo-user`);
      // the banner's way out leads to the trade page in real mode, said as such
      await tp.page.getByTestId('demo-trade-real').click();
      await tp.page.getByTestId('fast-mode-real').waitFor();
      await tp.page.waitForFunction(() => document.querySelector('[data-testid="fast-panel"]')?.getAttribute('data-mode') === 'real');
      expect(await shownBalance(tp.page)).toBe(realBefore);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);

  it('on the trade page the real/demo switch shows the mode in colour, balance and confirmation', async () => {
    const { tp, ...u } = await fundedPage(env(), viewport, '500');
    try {
      await tp.go(`${TRADE_PATH[viewport]}`);
      const seen: Record<string, { colour: string; panel: string; confirmation: { text: string; mode: string | null } }> = {};
      for (const mode of ['real', 'demo'] as const) {
        await tp.page.getByTestId(`fast-mode-${mode}`).click();
        // the balance shown is the chosen mode's
        const expected = mode === 'real' ? (await walletOf(env().t, u.token)).available : await demoAvailable(u.token);
        await tp.page.waitForFunction(
          (v) => document.querySelector('[data-testid="fast-balance"]')?.getAttribute('data-value') === v,
          expected,
          { timeout: 5_000 },
        );
        const panel = await tp.page.getByTestId('fast-panel').evaluate((el) => getComputedStyle(el).borderTopColor);
        const colour = await tp.page
          .locator('.mantine-SegmentedControl-root')
          .filter({ has: tp.page.getByTestId('fast-mode-real') })
          .evaluate((el) => getComputedStyle(el.querySelector('.mantine-SegmentedControl-indicator') as Element).backgroundColor);
        await screenshot(tp.page, `${viewport}-trade-mode-${mode}`);
        await openConfirmation(tp.page);
        seen[mode] = { colour, panel, confirmation: await readConfirmation(tp.page) };
        await screenshot(tp.page, `${viewport}-trade-confirm-${mode}`);
        await closeDialog(tp.page);
      }
      expect(seen.real?.panel, 'the order panel has a colour per mode').not.toBe(seen.demo?.panel);
      expect(seen.real?.colour, 'the switch has a colour per mode').not.toBe(seen.demo?.colour);
      for (const [mode, other] of [
        ['real', 'Demo'],
        ['demo', 'Real'],
      ] as const) {
        const confirmation = seen[mode]?.confirmation;
        expect(confirmation?.text).toContain(mode === 'real' ? 'Real' : 'Demo');
        expect(confirmation?.text).not.toContain(other);
        expect(confirmation?.mode, 'the confirmation carries the mode badge').toBe(mode);
      }
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);

  it('"Trade" on a market row and on a product detail page opens that product, and the order goes to it', async () => {
    const u = await registerAndLogin(env().t);
    const tp = await openPage(env(), viewport, { session: u });
    const product = (symbol: string) => env().t.app.market.product(symbol) as { id: number };
    const tradeAndCheck = async (symbol: string, label: string) => {
      await tp.page.waitForFunction((s) => new URLSearchParams(location.hash.split('?')[1]).get('symbol') === s, symbol);
      await tp.page.waitForFunction(
        (s) => (document.querySelector('[data-testid="fast-symbol"]') as HTMLInputElement | null)?.value === s,
        symbol,
        { timeout: 20_000 },
      );
      await tp.page.getByTestId('fast-mode-demo').click();
      await openConfirmation(tp.page);
      const id = await confirmOrder(tp.page);
      expect((await orderOf(u.token, id)).symbol).toBe(symbol);
      await closeDialog(tp.page);
      await screenshot(tp.page, `${viewport}-trade-${label}`);
    };
    try {
      if (viewport === 'desktop') {
        await tp.go(`/pc/market`);
        await tp.page.getByTestId('quote-trade-ETH/USDT').waitFor();
        await screenshot(tp.page, 'desktop-market-trade-buttons');
        await tp.page.getByTestId('quote-trade-ETH/USDT').click();
        await tradeAndCheck('ETH/USDT', 'from-row');
        // the home page's product table has its own Trade buttons
        await tp.go(`/pc/home`);
        await tp.page.getByTestId(`product-trade-${product('SOL/USDT').id}`).click();
        await tradeAndCheck('SOL/USDT', 'from-home-row');
        await tp.go(`/pc/market/detail?id=${product('XAU/USD').id}`);
      } else {
        // mobile rows open the detail page, whose Trade button opens the trade tab
        await tp.go(`/wp/quotes/list`);
        await tp.page.getByTestId('quote-row-ETH/USDT').locator('a').click();
        await tp.page.getByTestId('detail-trade').waitFor();
        await screenshot(tp.page, 'mobile-detail-trade-button');
        await tp.page.getByTestId('detail-trade').click();
        await tradeAndCheck('ETH/USDT', 'from-row');
        await tp.go(`/wp/quotes/detail?id=${product('XAU/USD').id}`);
      }
      await tp.page.getByTestId('detail-trade').click();
      await tradeAndCheck('XAU/USD', 'from-detail');
      // the bare route opens the product traded last (kept as prdInfo)
      await tp.go(`${TRADE_PATH[viewport]}`);
      await tp.page.waitForFunction(
        () => (document.querySelector('[data-testid="fast-symbol"]') as HTMLInputElement | null)?.value === 'XAU/USD',
      );
      expect(await tp.page.evaluate(() => JSON.parse(localStorage.getItem('prdInfo') ?? 'null')?.symbol)).toBe('XAU/USD');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});

/** The chart's drawing surface and the panel's buttons, as laid out on the page. */
async function chartAbovePanel(page: Page) {
  const canvas = page.locator('[data-testid="fast-chart"] [data-testid="kline-chart"] canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  await page.getByTestId('fast-up').waitFor();
  const chart = await page.getByTestId('fast-chart').boundingBox();
  const box = await canvas.boundingBox();
  const up = await page.getByTestId('fast-up').boundingBox();
  const panel = await page.getByTestId('fast-panel').boundingBox();
  return { chart, box, up, panel };
}

describe('mobile', () => {
  it.each([
    ['trade tab', '/wp/trade', true],
    ['/demo as a visitor', '/demo', false],
  ] as const)(
    'the %s shows the live chart above the order panel',
    async (_name, path, signedIn) => {
      const tp = await openPage(env(), 'mobile', { session: signedIn ? await registerAndLogin(env().t) : undefined });
      try {
        await tp.go(`${path}`);
        const { chart, box, up, panel } = await chartAbovePanel(tp.page);
        // the price pane's canvas (the price scale and the volume pane have their own)
        expect(box?.width ?? 0).toBeGreaterThan(250);
        expect(box?.height ?? 0).toBeGreaterThan(120);
        expect(chart?.width ?? 0, 'the chart spans the screen').toBeGreaterThan(330);
        expect((chart?.y ?? 0) + (chart?.height ?? 0)).toBeLessThanOrEqual((panel?.y ?? 0) + 1);
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(up?.y ?? 0);
        // with Buy up in reach (above the tab bar, if any), the chart's price pane is still in sight
        const inSight = await tp.page.getByTestId('fast-up').evaluate((el) => {
          const bar = document.querySelector('.wp-tabbar')?.getBoundingClientRect().top ?? window.innerHeight;
          const b = el.getBoundingClientRect();
          if (b.bottom > bar) window.scrollBy(0, b.bottom - bar + 8);
          const canvas = document.querySelector('[data-testid="fast-chart"] canvas')?.getBoundingClientRect();
          return {
            buttonBottom: el.getBoundingClientRect().bottom,
            bar,
            chartShown: canvas ? Math.min(canvas.bottom, bar) - Math.max(canvas.top, 0) : 0,
          };
        });
        expect(inSight.buttonBottom).toBeLessThanOrEqual(inSight.bar);
        expect(inSight.chartShown, 'px of the price chart in sight next to the Buy buttons').toBeGreaterThan(100);
        // candles are drawn (more than the background colour)
        const colours = await tp.page.$$eval('[data-testid="fast-chart"] canvas', (canvases) => {
          const seen = new Set<number>();
          for (const c of canvases as HTMLCanvasElement[]) {
            const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
            for (let i = 0; data && i < data.length; i += 16)
              seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
          }
          return seen.size;
        });
        expect(colours).toBeGreaterThan(4);
        await screenshot(tp.page, `mobile-trade-chart-${signedIn ? 'tab' : 'demo'}`);
        expect(tp.errors).toEqual([]);
      } finally {
        await tp.context.close();
      }
    },
    90_000,
  );

  it('"Reset demo" is shown whole in every language', async () => {
    const tp = await openPage(env(), 'mobile', { session: await registerAndLogin(env().t) });
    try {
      await tp.context.addInitScript(() => localStorage.setItem('tradeMode', 'demo'));
      const locales = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'ja-JP', 'ko-KR', 'th-TH', 'vi-VN', 'zh-CN', 'zh-MO', 'uk-UA'];
      await tp.go(`/wp/trade`);
      for (const locale of locales) {
        await tp.page.evaluate((l) => localStorage.setItem('wplocale', l), locale);
        // (no need to wait for the network to idle: what is checked is waited for)
        await tp.page.reload({ waitUntil: 'domcontentloaded' });
        await tp.page.waitForFunction((l) => document.documentElement.lang === l, locale);
        const reset = tp.page.getByTestId('fast-demo-reset');
        await reset.waitFor();
        await shownBalance(tp.page);
        // measured in the locale's own font
        await tp.page.evaluate(() => document.fonts.ready);
        const fit = await reset.evaluate((el) => {
          const label = (el.querySelector('.mantine-Button-label') ?? el) as HTMLElement;
          const b = el.getBoundingClientRect();
          const card = (el.closest('[data-testid="fast-panel"]') as HTMLElement).getBoundingClientRect();
          return {
            text: label.textContent,
            labelFits: label.scrollWidth <= label.clientWidth + 1,
            inside: b.left >= card.left && b.right <= card.right && b.right <= window.innerWidth,
          };
        });
        expect(fit, `${locale}: ${fit.text}`).toMatchObject({ labelFits: true, inside: true });
        if (locale === 'en-US' || locale === 'de-DE') await screenshot(tp.page, `mobile-trade-reset-${locale}`);
      }
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 90_000);
});
