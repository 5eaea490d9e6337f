// Issue 12, point 7 in the browser: a visitor's guest session on /demo is renewed in place
// (same guest, same demo wallet) when its end is near, on the next visit and while the page
// stays open. Desktop and mobile. Time moves when the test moves the server's and the page's clock.
import { describe, expect, it } from 'vitest';
import { GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage } from '../helpers/browser.ts';
import { api, expectLedgerReconciles } from '../helpers/funds.ts';

const RENEW_BEFORE_MS = 60 * 60_000;

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

interface Stored {
  token: string;
  expiresAt: number;
}

const stored = async (tp: TestPage) =>
  JSON.parse((await tp.page.evaluate(() => sessionStorage.getItem('guestSession'))) ?? 'null') as Stored | null;

/** Moves the stored end of this tab's guest token (as if time had passed) and reloads the page. */
async function endsIn(tp: TestPage, ms: number) {
  // (the page's time: its clock follows the server's)
  await tp.page.evaluate((ms) => {
    const s = JSON.parse(sessionStorage.getItem('guestSession') ?? '{}');
    sessionStorage.setItem('guestSession', JSON.stringify({ ...s, expiresAt: Date.now() + ms }));
  }, ms);
}

function guestCall(tp: TestPage) {
  return tp.page.waitForResponse((r) => r.url().includes('/api/demo/guest') && r.request().method() === 'POST', { timeout: 20_000 });
}

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('the guest token is renewed in place: same guest, same demo wallet, a new token', async () => {
    const tp = await openPage(env(), viewport);
    try {
      const created = guestCall(tp);
      await tp.go(`/demo`);
      const first = await (await created).json();
      expect(first.data).toMatchObject({ role: 'guest', renewed: false });
      const guestId = first.data.userId as number;
      const s1 = (await stored(tp)) as Stored;
      expect(Math.abs(s1.expiresAt - (env().now() + GUEST_TTL_SECONDS * 1000))).toBeLessThan(60_000);

      // the visitor has 10 demo USDT in an open 5-minute order
      const product = env().t.app.market.product('BTC/USDT');
      const placed = await api(env().t, s1.token).post('/api/fast/order', {
        productId: product?.id,
        direction: 'up',
        amount: '10',
        durationSec: 300,
        mode: 'demo',
      });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);

      // a minute later, the next visit within the last hour of the token renews it
      await env().advance(60_000);
      await endsIn(tp, 10 * 60_000);
      const renewal = guestCall(tp);
      await tp.reload();
      const res = await renewal;
      expect(res.request().headers().authorization).toBe(s1.token);
      expect((await res.json()).data).toMatchObject({ userId: guestId, renewed: true });
      const s2 = (await stored(tp)) as Stored;
      expect(s2.token).not.toBe(s1.token);
      expect(Math.abs(s2.expiresAt - (env().now() + GUEST_TTL_SECONDS * 1000))).toBeLessThan(60_000);
      await tp.page.waitForFunction(() => /99,990/.test(document.querySelector('[data-testid="fast-balance"]')?.textContent ?? ''), null, {
        timeout: 15_000,
      });
      await screenshot(tp.page, `${viewport}-demo-guest-renewed`);

      // while the page stays open, the renewal comes when the last hour begins
      await endsIn(tp, RENEW_BEFORE_MS + 6000);
      let calls = 0;
      tp.page.on('request', (r) => {
        if (r.url().includes('/api/demo/guest')) calls++;
      });
      await tp.reload();
      await tp.page.getByTestId('fast-balance').waitFor();
      expect(calls).toBe(0);
      // six seconds on, the last hour begins
      const renewed = guestCall(tp);
      await env().advance(6000);
      const onTime = await renewed;
      expect((await onTime.json()).data).toMatchObject({ userId: guestId, renewed: true });
      expect(calls).toBe(1);
      expect(((await stored(tp)) as Stored).token).not.toBe(s2.token);
      expect(
        await api(env().t, ((await stored(tp)) as Stored).token)
          .get('/api/demo/wallet')
          .then((r) => r.body.data.position),
      ).toBe('10.000000');
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  }, 60_000);
});
