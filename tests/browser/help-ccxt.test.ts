// Issue 39 point 4: the help centre's article on connecting CCXT, read by a visitor on desktop
// (English, then German) and on a phone (English, then Chinese). Its code block is the example
// file the integration tests run (shared/examples/ccxt-binance.mjs), readable: monospace, its long
// lines scrolled sideways within the block (the page itself never wider than the screen), a copy
// button that copies the file. Inline code (the options) shows as code too.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../../server/modules/pages/examples.ts';
import {
  browserEnvForFile,
  expectAccessible,
  expectCjkRenders,
  openPage,
  screenshot,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';

const env = browserEnvForFile();
const SNIPPET = fs.readFileSync(path.join(EXAMPLES_DIR, 'ccxt-binance.mjs'), 'utf8');

/** A visitor's page in `locale`, allowed to read what it copies. */
async function reader(viewport: ViewportName, locale: string): Promise<TestPage> {
  const tp = await openPage(env(), viewport);
  await tp.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
  await tp.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env().base });
  return tp;
}

/** Opens the help centre, finds the article by "CCXT" and opens it. */
async function openArticle(tp: TestPage, viewport: ViewportName, title: string) {
  const { page } = tp;
  await tp.go(`/${viewport === 'desktop' ? 'pc' : 'wp'}/help`);
  await page.getByTestId('help-search').fill('CCXT');
  await page.getByTestId('help-results').getByText(title).click();
  await page.getByTestId('help-article-title').filter({ hasText: title }).waitFor();
  await tp.settled();
}

/** How the code block and the page lay out. */
function layout(tp: TestPage) {
  return tp.page.evaluate(() => {
    const pre = document.querySelector('[data-testid="rich-text-code"] pre') as HTMLElement;
    const style = getComputedStyle(pre);
    return {
      font: style.fontFamily,
      fontSize: Number.parseFloat(style.fontSize),
      overflowX: style.overflowX,
      whiteSpace: style.whiteSpace,
      scrollWidth: pre.scrollWidth,
      clientWidth: pre.clientWidth,
      right: pre.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      inlineCode: [...document.querySelectorAll('[data-testid="help-article-body"] code:not(pre code, pre)')].map((c) => c.textContent),
    };
  });
}

async function readAndCopy(tp: TestPage, viewport: ViewportName, lang: string) {
  const { page } = tp;
  await screenshot(page, `${viewport}-help-ccxt-${lang}`);
  const block = page.getByTestId('rich-text-code');
  expect(await block.locator('pre').innerText()).toBe(SNIPPET.trimEnd());
  const l = await layout(tp);
  expect(l.font).toMatch(/monospace/);
  expect(l.whiteSpace).toBe('pre');
  expect(l.overflowX).toBe('auto');
  // the page is never wider than the screen; the block stays inside it
  expect(l.pageWidth).toBeLessThanOrEqual(l.viewport);
  expect(l.right).toBeLessThanOrEqual(l.viewport);
  // the options named in the prose are code, as written
  expect(l.inlineCode).toContain('fetchCurrencies: false');
  expect(l.inlineCode).toContain('https://your-platform.example/demo/api/v3');
  // (its top: the bar with the copy button, then the first lines)
  await block.locator('.rich-text-code-bar').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tp.settled();
  await screenshot(page, `${viewport}-help-ccxt-${lang}-code`);
  return l;
}

it('desktop: the article in English, its code block readable and copied whole; then in German, the same code', async () => {
  const tp = await reader('desktop', 'en-US');
  await openArticle(tp, 'desktop', 'Connecting CCXT and other Binance clients');
  await readAndCopy(tp, 'desktop', 'en');
  await expectAccessible(tp.page, 'desktop-help-ccxt');
  await tp.page.getByTestId('rich-text-code-copy').click();
  await tp.page.locator('[data-testid="rich-text-code-copy"][data-copied]').waitFor();
  expect(await tp.page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET.trimEnd());
  await screenshot(tp.page, 'desktop-help-ccxt-en-copied');
  await tp.context.close();

  const de = await reader('desktop', 'de-DE');
  await openArticle(de, 'desktop', 'CCXT und andere Binance-Clients verbinden');
  expect(await de.page.getByTestId('help-article-body').innerText()).toContain('API-Schlüssel anlegen');
  await readAndCopy(de, 'desktop', 'de');
  expect(de.errors).toEqual([]);
  await de.context.close();
  expect(tp.errors).toEqual([]);
});

it('phone: the article in English, its long lines scrolled sideways inside the block, not the page; then in Chinese', async () => {
  const tp = await reader('mobile', 'en-US');
  await openArticle(tp, 'mobile', 'Connecting CCXT and other Binance clients');
  const l = await readAndCopy(tp, 'mobile', 'en');
  // the lines are longer than the phone is wide: the block scrolls (in a smaller type than on desktop)
  expect(l.scrollWidth).toBeGreaterThan(l.clientWidth);
  expect(l.fontSize).toBe(12);
  await expectAccessible(tp.page, 'mobile-help-ccxt');
  await tp.page
    .getByTestId('rich-text-code')
    .locator('pre')
    .evaluate((pre) => {
      pre.scrollLeft = 200;
    });
  await tp.settled();
  expect((await layout(tp)).pageWidth).toBeLessThanOrEqual(l.viewport);
  await screenshot(tp.page, 'mobile-help-ccxt-en-scrolled');
  await tp.page.getByTestId('rich-text-code-copy').click();
  await tp.page.locator('[data-testid="rich-text-code-copy"][data-copied]').waitFor();
  expect(await tp.page.evaluate(() => navigator.clipboard.readText())).toBe(SNIPPET.trimEnd());
  expect(tp.errors).toEqual([]);
  await tp.context.close();

  const zh = await reader('mobile', 'zh-CN');
  await openArticle(zh, 'mobile', '连接 CCXT 及其他币安客户端');
  await expectCjkRenders(zh.page);
  expect(await zh.page.getByTestId('help-article-body').innerText()).toContain('创建 API 密钥');
  await readAndCopy(zh, 'mobile', 'zh');
  expect(zh.errors).toEqual([]);
  await zh.context.close();
});
