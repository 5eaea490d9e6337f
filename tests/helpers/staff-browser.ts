// Staff in browser tests: a page (desktop, or a phone's) with a staff member logged in to the
// back office, and the wait for a drawer or modal to have slid in. The login itself is the
// subject of tests/browser/admin.test.ts only: elsewhere the session comes from the API (the
// seeded staff member's password and the authenticator's code at the server's time) and is put
// into the tab's sessionStorage as the login form keeps it.
import type { StaffRole } from '../../shared/staff.ts';
import { type BrowserEnv, openPage, type TestPage, type ViewportName } from './browser.ts';
import { newStaffSession, staffUsername } from './staff.ts';

/** A page (desktop unless told) with `role`'s seeded staff member (or `username`) logged in, the back office shown. */
export async function staffPage(
  env: BrowserEnv,
  role: StaffRole,
  username = staffUsername(role),
  viewport: ViewportName = 'desktop',
): Promise<TestPage> {
  const tp = await seededStaffTab(env, username, viewport);
  const { page } = tp;
  // where the login form leads: /admin, which sends each role to its first page
  await page.goto(`${env.base}/#/admin`);
  await page.getByTestId('admin-shell').waitFor();
  // the menu is shown on the role's first page, never on /admin while a redirect is still to come
  const landed = new URL(page.url()).hash;
  if (landed === '#/admin' || landed === '#/admin/') throw new Error(`the back office was shown on ${landed} before its redirect`);
  return tp;
}

/**
 * A desktop page with `role`'s seeded staff member logged in, opened straight at the back-office
 * `route` (`/admin/listing`), as a bookmarked link would: journeys that visit one back-office
 * screen do not load the role's first page (the overview's charts) on the way.
 */
export async function staffPageAt(env: BrowserEnv, role: StaffRole, route: string): Promise<TestPage> {
  const tp = await seededStaffTab(env, staffUsername(role), 'desktop');
  await tp.go(route);
  await tp.page.getByTestId('admin-shell').waitFor();
  return tp;
}

/**
 * A new page whose tab starts with the session the login form would have kept
 * (client/src/features/admin/staff-session.ts), once: a logout or a later session of the tab
 * stays as it is.
 */
async function seededStaffTab(env: BrowserEnv, username: string, viewport: ViewportName): Promise<TestPage> {
  const session = await newStaffSession(env.t, username);
  const tp = await openPage(env, viewport);
  await tp.context.addInitScript(
    (kept) => {
      if (sessionStorage.getItem('test:staffSessionSeeded')) return;
      sessionStorage.setItem('test:staffSessionSeeded', '1');
      sessionStorage.setItem('staffSession', kept);
    },
    JSON.stringify({ token: session.token, staff: session.staff }),
  );
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
