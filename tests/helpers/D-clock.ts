// Time for a page's own timers (a poll, a toast's auto-close): a page's clock runs on by itself
// between advances and is ahead of the server's by the real time since (decision 025), and
// env.advance moves it only once the server's clock has caught up with it. To fire what the
// page has due `ms` from now, the server's clock moves by that lead and `ms` more.
import type { BrowserEnv, TestPage } from './browser.ts';

/** Moves time on (env.advance) until `tp`'s clock has moved `ms` on from where it is now. */
export async function advancePage(env: BrowserEnv, tp: TestPage, ms: number, options: { tick?: boolean } = {}): Promise<void> {
  const pageNow = await tp.page.evaluate(() => Date.now());
  await env.advance(Math.max(0, pageNow - env.now()) + ms, options);
}
