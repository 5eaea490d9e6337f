// Staff in browser tests: a page (desktop, or a phone's) logged in to the back office with the
// seeded staff member's password and the authenticator's code at the server's time, and the
// wait for a drawer or modal to have slid in.
import { totpCode } from '../../server/lib/totp.ts';
import type { StaffRole } from '../../shared/staff.ts';
import { type BrowserEnv, openPage, type TestPage, type ViewportName } from './browser.ts';
import { staffUsername, TEST_STAFF_PASSWORD, TEST_TOTP_SECRET } from './staff.ts';

/** A page (desktop unless told) with `role`'s seeded staff member (or `username`) logged in, the back office shown. */
export async function staffPage(
  env: BrowserEnv,
  role: StaffRole,
  username = staffUsername(role),
  viewport: ViewportName = 'desktop',
): Promise<TestPage> {
  const tp = await openPage(env, viewport);
  const { page } = tp;
  await page.goto(`${env.base}/#/admin/login`);
  await page.getByTestId('staff-username').fill(username);
  await page.getByTestId('staff-password').fill(TEST_STAFF_PASSWORD);
  await page.getByTestId('staff-code').fill(totpCode(TEST_TOTP_SECRET, env.now()));
  await page.getByTestId('staff-login-submit').click();
  await page.getByTestId('admin-shell').waitFor();
  // the menu is shown on the role's first page, never on /admin while a redirect is still to come
  const landed = new URL(page.url()).hash;
  if (landed === '#/admin' || landed === '#/admin/') throw new Error(`the back office was shown on ${landed} before its redirect`);
  return tp;
}

/** Resolves once the open drawer or modal has finished sliding in (no transition left running). */
export function overlayShown(tp: TestPage) {
  return tp.page.waitForFunction(() => {
    const box = document.querySelector('.mantine-Drawer-content, .mantine-Modal-content');
    if (!box) return false;
    const r = box.getBoundingClientRect();
    return getComputedStyle(box).opacity === '1' && r.right <= window.innerWidth + 0.5 && document.getAnimations().length === 0;
  });
}
