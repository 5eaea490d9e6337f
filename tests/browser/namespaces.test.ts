// Route-loaded translation namespaces (issue 19 point 8, decision 056) in the back office: its
// strings (the admin namespace) in another locale than English, no raw key, after a language
// change with its own menu. The customer screens' namespaces (funds, trading, security, ...)
// are shown on every route of the walk in German, with the change to French on the deposit
// screen: tests/browser/routes.test.ts (issue 30: one journey per screen and viewport).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ready } from '../helpers/B-journey.ts';
import { browserEnvForFile, expectAccessible, screenshot } from '../helpers/browser.ts';
import { LOCALE_DIR } from '../helpers/locale-keys.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

/** The catalogue sections that live in a namespace: a raw key of one reads `funds.recharge.title`. */
const MOVED = fs
  .readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((e) => Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, e.name, 'en-US.json'), 'utf8'))));
const RAW_KEY = new RegExp(`\\b(${MOVED.join('|')})\\.[a-zA-Z]+`);

it('desktop: the back office switches to Spanish with its own strings', async () => {
  const tp = await staffPage(env(), 'admin');
  try {
    await tp.page.getByTestId('language-menu').click();
    await tp.page.getByTestId('language-option-es-ES').click();
    await tp.page.waitForFunction(() => document.documentElement.lang === 'es-ES');
    await ready(tp);
    const shell = tp.page.getByTestId('admin-shell');
    await shell.waitFor();
    expect((await tp.page.locator('body').innerText()).match(RAW_KEY)?.[0] ?? null).toBeNull();
    // the menu and the overview in Spanish (the admin namespace), not English
    expect(await shell.innerText()).toMatch(/Resumen|Retiros|Depósitos/);
    expect(tp.errors).toEqual([]);
    await screenshot(tp.page, 'desktop-namespace-admin-es-ES');
    await expectAccessible(tp.page, 'desktop-namespace-admin-es-ES');
  } finally {
    await tp.context.close();
  }
});
