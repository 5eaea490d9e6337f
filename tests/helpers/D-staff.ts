// Another staff member at the same desk: the back-office tab of tests/helpers/staff-browser.ts
// handed over to a second staff member (four-eyes: an approver after a proposer; a read-only
// role after both) without a new browser context. The session comes from the API as in
// staffPage (the login form is the subject of tests/browser/admin.test.ts only) and replaces
// the tab's, then the tab loads the back office again (its scripts from the tab's cache): a new
// context and a cold first load cost several times as much.
import type { StaffRole } from '../../shared/staff.ts';
import type { BrowserEnv, TestPage } from './browser.ts';
import { newStaffSession, staffUsername } from './staff.ts';

/** The tab now holds `role`'s seeded staff member (or `username`), on the role's first page of the back office. */
export async function switchStaff(env: BrowserEnv, tp: TestPage, role: StaffRole, username = staffUsername(role)): Promise<void> {
  const session = await newStaffSession(env.t, username);
  const { page } = tp;
  // the session replaced and the address set to /admin (where the login form leads, which sends
  // the role to its first page) without the running back office noticing: replaceState fires
  // no event; then a new document starts the back office with the new session
  await page.evaluate(
    (kept) => {
      sessionStorage.setItem('staffSession', kept);
      history.replaceState(null, '', '#/admin');
    },
    JSON.stringify({ token: session.token, staff: session.staff }),
  );
  await tp.reload();
  await page.getByTestId('admin-shell').waitFor();
  // (the header names the staff member the tab now holds)
  const shown = await page.getByTestId('admin-staff-name').innerText();
  if (shown !== session.staff.displayName) throw new Error(`the back office shows ${shown}, not ${session.staff.displayName}`);
  const landed = new URL(page.url()).hash;
  if (landed === '#/admin' || landed === '#/admin/') throw new Error(`the back office was shown on ${landed} before its redirect`);
}
