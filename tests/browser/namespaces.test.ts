// Route-loaded translation namespaces (issue 19 point 8, decision 056) at both viewports: the
// screens whose strings moved out of the main catalogue (funds, trading, security, the back
// office) open in another locale than English with their own text and no raw key; a language
// change on such a screen re-renders it in the new language once that locale's file is there.
// One journey per viewport (issue 30): the first screen loads, the others are opened within the
// app, and on desktop the language is then changed on the funds screen; the back office
// switches its language with its own menu.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { navigate, ready } from '../helpers/B-journey.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { LOCALE_DIR } from '../helpers/locale-keys.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

/** The catalogue sections that live in a namespace: a raw key of one reads `funds.recharge.title`. */
const MOVED = fs
  .readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, e.name, 'en-US.json'), 'utf8'))));
const RAW_KEY = new RegExp(`\\b(${MOVED.join('|')})\\.[a-zA-Z]+`);

const text = (tp: TestPage) => tp.page.locator('body').innerText();

async function expectTranslated(tp: TestPage, locale: string) {
  expect(await tp.page.locator('html').getAttribute('lang')).toBe(locale);
  expect((await text(tp)).match(RAW_KEY)?.[0] ?? null).toBeNull();
  expect(tp.errors).toEqual([]);
}

const SCREENS = {
  desktop: { funds: '/pc/handle/recharge', security: '/pc/userCenter/security', trade: '/pc/trade/fast' },
  mobile: { funds: '/wp/recharge', security: '/wp/security', trade: '/wp/trade' },
} as const;

/** A logged-in page with German stored (as a returning visitor has it); its catalogue requests listed. */
async function germanPage(viewport: ViewportName) {
  const tp = await openPage(env(), viewport, { session: await registerAndLogin(env().t) });
  await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'de-DE'));
  // every catalogue file the pages fetch (a locale's chunks are named after it)
  const catalogues: string[] = [];
  tp.page.on('request', (r) => {
    const file = new URL(r.url()).pathname.match(/\/assets\/([a-z]{2}-[A-Z]{2})-[\w-]+\.js$/)?.[1];
    if (file) catalogues.push(file);
  });
  return { tp, catalogues };
}

/**
 * The funds, security and trading screens in German with their own strings: the first loads,
 * the others are opened within the app; only German catalogues fetched. Ends on the funds screen.
 */
async function germanScreens(tp: TestPage, catalogues: string[], viewport: ViewportName) {
  let loaded = false;
  for (const [name, route] of Object.entries(SCREENS[viewport])) {
    if (loaded) await navigate(tp, route);
    else await tp.go(route);
    loaded = true;
    await expectTranslated(tp, 'de-DE');
    // numbers in sentences are German too: the fast order's profit is "80,00 %", not "80.00 %"
    if (name === 'trade') await expect.poll(async () => tp.page.getByTestId('fast-hint').textContent()).toMatch(/Gewinn \d+,\d\d %/);
    await screenshot(tp.page, `${viewport}-namespace-${name}-de-DE`);
  }
  // only German catalogues: every locale holds every key, so the English ones are not fetched beside them
  expect(catalogues.length).toBeGreaterThan(0);
  expect([...new Set(catalogues)]).toEqual(['de-DE']);
  // the German deposit screen says "Einzahlung" somewhere (its namespace, not English)
  await navigate(tp, SCREENS[viewport].funds);
  expect(await text(tp)).toMatch(/Einzahl/);
}

it('desktop: funds, security and trading screens open in German with their own strings; a language change on the funds screen re-renders it in French', async () => {
  const { tp, catalogues } = await germanPage('desktop');
  try {
    await germanScreens(tp, catalogues, 'desktop');
    const german = await text(tp);
    // the header's language menu on the funds screen
    await tp.page.getByTestId('language-menu').click();
    await tp.page.getByTestId('language-option-fr-FR').click();
    await tp.page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await ready(tp);
    await expectTranslated(tp, 'fr-FR');
    const french = await text(tp);
    expect(french).not.toBe(german);
    expect(french).toMatch(/[Dd]épôt/);
    await screenshot(tp.page, 'desktop-namespace-funds-after-change-fr-FR');
  } finally {
    await tp.context.close();
  }
});

it('mobile: funds, security and trading screens open in German with their own strings', async () => {
  const { tp, catalogues } = await germanPage('mobile');
  try {
    await germanScreens(tp, catalogues, 'mobile');
  } finally {
    await tp.context.close();
  }
});

it('desktop: the back office switches to Spanish with its own strings', async () => {
  const tp = await staffPage(env(), 'admin');
  try {
    await tp.page.getByTestId('language-menu').click();
    await tp.page.getByTestId('language-option-es-ES').click();
    await tp.page.waitForFunction(() => document.documentElement.lang === 'es-ES');
    await ready(tp);
    await tp.page.getByTestId('admin-shell').waitFor();
    await expectTranslated(tp, 'es-ES');
    // the menu and the overview in Spanish (the admin namespace), not English
    expect(await tp.page.getByTestId('admin-shell').innerText()).toMatch(/Resumen|Retiros|Depósitos/);
    await screenshot(tp.page, 'desktop-namespace-admin-es-ES');
  } finally {
    await tp.context.close();
  }
});
