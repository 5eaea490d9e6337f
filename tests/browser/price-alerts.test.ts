// Price alerts in the browser (issue 37 point 3), one journey per viewport: the bell beside the
// price on the product detail opens the form with the current price filled in; an alert set just
// above it; the user goes to another page; a recorded tick crosses it (off the engine's grid, so
// the market's own ticks never overwrite it) and the engine's evaluation runs as after a frame;
// the toast shows on the page that is open (the account page); its menu leads to the alert
// list, which shows it fired at that tick's price. Mobile runs in German: prices and dates in
// its formats, the status badge whole. Logic (exactly once, restarts, checks) is in the
// integration tests; the demo guest's polling in client/src/features/alerts/fired-alerts.test.ts.
import { expect, it } from 'vitest';
import { formatDecimal } from '../../client/src/lib/format.ts';
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
    const locale = viewport === 'mobile' ? 'de-DE' : 'en-US';
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
    // another page (the account page), then the crossing tick
    await tp.go(device === 'pc' ? '/pc/userCenter/dashboard' : '/wp/user/dashboard');
    t.clock.advance(500);
    const tickTime = t.clock.now();
    t.app.market.ticks.record([[product.id, tickTime, now + 50]]);
    t.app.services.alertEvaluator.process(tickTime);
    // the price as the app's language writes it (de-DE: "95.123,45")
    const reached = formatDecimal(((now + 50) / 100).toFixed(2), locale);
    await page
      .getByText(`${SYMBOL} ${viewport === 'mobile' ? 'hat' : 'reached'} ${reached}`)
      .first()
      .waitFor({ timeout: 10_000 });
    await screenshot(page, `alerts-${viewport}-toast`);
    // the account page's menu leads to the list
    if (device === 'pc') await page.getByTestId('user-center-nav').getByText('Price alerts').click();
    else await page.getByTestId('menu-alerts').click();
    const row = page.getByTestId('alert-row').first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(reached);
    expect(text).toContain(viewport === 'mobile' ? 'AUSGELÖST' : 'FIRED');
    await screenshot(page, `alerts-${viewport}-list`);
    expect(tp.errors).toEqual([]);
  });
}
