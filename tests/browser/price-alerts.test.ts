// Price alerts in the browser (issue 37 point 3), one journey per viewport: the bell beside the
// price on the product detail opens the form with the current price filled in; an alert set just
// above it; the user goes to another page; a recorded tick crosses it (off the engine's grid, so
// the market's own ticks never overwrite it) and the engine's evaluation runs as after a frame;
// the toast shows on the page that is open; the alert list shows it fired at that tick's price.
// Mobile runs in German. Logic (exactly once, restarts, checks) is in the integration tests.
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, openPage, screenshot, type ViewportName } from '../helpers/browser.ts';

const env = browserEnvForFile();
const SYMBOL = 'BTC/USDT';

for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
  const device = viewport === 'desktop' ? 'pc' : 'wp';
  it(`${viewport}: set an alert from the product detail, see its toast on another page when a tick crosses it`, async () => {
    const { t } = env();
    const u = await registerAndLogin(t);
    const tp = await openPage(env(), viewport, { session: { token: u.token, user: u.user } });
    const { page } = tp;
    if (viewport === 'mobile') await tp.context.addInitScript(() => localStorage.setItem('wplocale', 'de-DE'));
    const product = t.app.market.product(SYMBOL) as { id: number };
    await tp.go(device === 'pc' ? `/pc/market/detail?id=${product.id}` : `/wp/quotes/detail?id=${product.id}`);
    await page.getByTestId('alert-bell').click();
    const input = page.getByTestId('alert-threshold');
    await input.waitFor();
    const shown = await input.inputValue();
    expect(shown).toMatch(/^\d+\.\d{2}$/);
    // a level one cent above the server's price now
    const now = Math.round(Number(t.app.market.quote(SYMBOL)?.price) * 100);
    const level = ((now + 1) / 100).toFixed(2);
    await input.fill(level);
    await screenshot(page, `alerts-${viewport}-form`);
    await page.getByTestId('alert-submit').click();
    await page.getByTestId('alert-form').waitFor({ state: 'detached' });
    // another page, then the crossing tick
    await tp.go(device === 'pc' ? '/pc/home' : '/wp/home');
    t.clock.advance(500);
    const tickTime = t.clock.now();
    t.app.market.ticks.record([[product.id, tickTime, now + 50]]);
    t.app.services.alertEvaluator.process(tickTime);
    const reached = ((now + 50) / 100).toFixed(2);
    await page
      .getByText(new RegExp(`${SYMBOL.replace('/', '\\/')}.*${reached.replace('.', '\\.')}`))
      .first()
      .waitFor({ timeout: 10_000 });
    await screenshot(page, `alerts-${viewport}-toast`);
    await tp.go(device === 'pc' ? '/pc/userCenter/alerts' : '/wp/alerts');
    const row = page.getByTestId('alert-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain(reached);
    await screenshot(page, `alerts-${viewport}-list`);
    expect(tp.errors).toEqual([]);
  });
}
