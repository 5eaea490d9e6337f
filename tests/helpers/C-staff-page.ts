// Staff in group C's browser journeys: a desktop page with a staff member logged in to the back
// office, opened straight at one of its addresses (as a bookmarked link would) instead of at
// /admin and the role's first page: the journeys that only visit one back-office screen do not
// load the overview's charts on the way. The session comes from the API and is put into the
// tab's sessionStorage as the login form keeps it (the same seeding as staffPage in
// staff-browser.ts; the login and the /admin redirect themselves: tests/browser/admin.test.ts).
import type { StaffRole } from '../../shared/staff.ts';
import { type BrowserEnv, openPage, type TestPage } from './browser.ts';
import { newStaffSession, staffUsername } from './staff.ts';

/** A desktop page with `role`'s seeded staff member logged in, showing the back-office `route` (`/admin/listing`). */
export async function staffPageAt(env: BrowserEnv, role: StaffRole, route: string): Promise<TestPage> {
  const session = await newStaffSession(env.t, staffUsername(role));
  const tp = await openPage(env, 'desktop');
  await tp.context.addInitScript(
    (kept) => {
      if (sessionStorage.getItem('test:staffSessionSeeded')) return;
      sessionStorage.setItem('test:staffSessionSeeded', '1');
      sessionStorage.setItem('staffSession', kept);
    },
    JSON.stringify({ token: session.token, staff: session.staff }),
  );
  await tp.go(route);
  await tp.page.getByTestId('admin-shell').waitFor();
  return tp;
}
