// Certification as a customer and a reviewer do it (issue 17.1). On a desktop: the customer
// sends junior (document type, name, number) on /pc/userCenter/certify; staff reject it from
// the back office's queue (/admin/kyc) and authenticate it once resent; the customer sends the
// three advanced photos (setInputFiles, previews shown); staff open the photos in the back
// office (each view audited), reveal the document number beside them (masked until then, the
// reveal audited) and authenticate; the customer sees the advanced tier. A rejection
// shows its reason and the form again. On a phone (/wp/certify) the customer's side of the same
// journey, the reviews through the staff API (the back office is desktop-first: its review is
// the desktop journey's).
import path from 'node:path';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { maskDocumentNumber } from '../../shared/kyc.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { advancePage } from '../helpers/D-clock.ts';
import { api, expectLedgerReconciles, staffToken } from '../helpers/funds.ts';
import { jpegWithGps, latestSubmission } from '../helpers/kyc.ts';
import { TEST_TMP } from '../helpers/paths.ts';
import { overlayShown, staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile((e) => expectLedgerReconciles(e.t));

/** Three photo files on disk for setInputFiles (a phone's JPEGs, with GPS EXIF the server drops), made once for both journeys. */
let photos: Promise<Record<'front' | 'back' | 'hand', string>> | undefined;
function photoFiles(): Promise<Record<'front' | 'back' | 'hand', string>> {
  photos ??= (async () => {
    const dir = path.join(TEST_TMP, 'kyc-photos');
    fs.mkdirSync(dir, { recursive: true });
    const files = { front: '#b5543c', back: '#3c7bb5', hand: '#4a9a5c' };
    const out = {} as Record<'front' | 'back' | 'hand', string>;
    for (const [side, colour] of Object.entries(files) as ['front' | 'back' | 'hand', string][]) {
      const file = path.join(dir, `${side}.jpg`);
      fs.writeFileSync(file, await jpegWithGps(640, 400, colour));
      out[side] = file;
    }
    return out;
  })();
  return photos;
}

/**
 * Staff authenticate (or reject with `reason`) the user's newest submission of `tier` from the
 * back-office queue, on the compliance officer's page (one per test, logged in once: the
 * reviews of a test are one staff member's working session). With `revealed`, the officer first
 * sees the document number masked, then reveals it (certification.document, audited: decision
 * 070) and sees `revealed` in full beside the photos.
 */
const reviewed = new WeakSet<TestPage>();

async function review(
  staff: TestPage,
  userId: number,
  tier: 'junior' | 'advanced',
  shot: string,
  { reason, revealed }: { reason?: string; revealed?: string } = {},
) {
  await env().advance(30_000, { tick: false }); // half a minute between one review and the next
  const { page } = staff;
  // after a review the officer reloads the back office for the queue as it is now (the page
  // would show the list it read before)
  if (reviewed.has(staff)) await staff.reload();
  reviewed.add(staff);
  await page.getByTestId('admin-nav-kyc').click();
  await page.getByTestId('queue-table').waitFor();
  await page.getByTestId('queue-filter-user').fill(String(userId));
  await page.getByTestId('queue-filter-tier').selectOption(tier);
  await page.getByTestId('queue-filter-apply').click();
  const id = await latestSubmission(env().t, await staffToken(env().t), userId, tier);
  // (the page shows the queue of the earlier review until the filtered one arrives: the row is this submission's)
  await page.waitForFunction((want) => {
    const rows = document.querySelectorAll('[data-testid="queue-row"]');
    return rows.length === 1 && rows[0]?.getAttribute('data-id') === want;
  }, String(id));
  await staff.settled();
  await screenshot(page, `${shot}-queue`);
  await expectAccessible(page, `${shot}-queue`);
  await page.locator(`[data-testid="queue-row"][data-id="${id}"]`).click();
  await page.getByTestId('kyc-detail').waitFor();
  await overlayShown(staff);
  if (tier === 'advanced') {
    // the photos, loaded with the staff session (each view audited)
    for (const side of ['front', 'back', 'hand'])
      await page.waitForFunction(
        (t) => ((document.querySelector(`[data-testid="${t}"]`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
        `kyc-detail-photo-${side}`,
      );
  }
  await staff.settled();
  await screenshot(page, `${shot}-detail`);
  await expectAccessible(page, `${shot}-detail`);
  if (revealed) {
    const number = page.getByTestId('kyc-detail-doc-number');
    // masked until revealed: only the last four characters shown
    expect(await number.textContent()).toBe(maskDocumentNumber(revealed));
    await page.getByTestId('kyc-detail-doc-reveal').click();
    await page.getByTestId('kyc-detail-doc-reveal').waitFor({ state: 'detached' });
    expect(await number.textContent()).toBe(revealed);
    await staff.settled();
    await screenshot(page, `${shot}-revealed`);
  }
  if (reason) {
    await page.getByTestId('review-reject').click();
    await page.getByTestId('review-reason').fill(reason);
    await page.getByTestId('review-reject-confirm').click();
  } else {
    await page.getByTestId('review-approve').click();
  }
  await page.getByTestId('kyc-detail').waitFor({ state: 'detached' });
  return id;
}

async function stateOf(tp: TestPage, tier: 'junior' | 'advanced') {
  return tp.page.getByTestId(`kyc-${tier}-state`).getAttribute('data-state');
}

/** Staff authenticate (or reject with `reason`) the user's newest submission of `tier` through the staff API. */
async function reviewByApi(userId: number, tier: 'junior' | 'advanced', reason?: string) {
  const staff = await staffToken(env().t);
  const id = await latestSubmission(env().t, staff, userId, tier);
  const res = await api(env().t, staff).post(`/api/admin/kyc/${id}/${reason ? 'reject' : 'approve'}`, reason ? { reason } : {});
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
}

/** Sends the junior form and waits for the submission to show as under review. */
async function sendJunior(tp: TestPage) {
  await tp.page.getByTestId('kyc-junior-submit').click();
  await tp.page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-junior-state"]')?.getAttribute('data-state') === 'authenticating',
  );
}

/** Chooses the three photos, each previewed once uploaded, and waits for the "uploaded" toasts to have closed. */
async function choosePhotos(tp: TestPage, viewport: ViewportName) {
  const { page } = tp;
  const files = await photoFiles();
  // each upload's toast closes 1.5 s after it is shown (the toasts' container loads with the
  // first one): the toasts shown from here on are counted, so time moves on once all three are
  await page.evaluate(() => {
    const shown = new WeakSet<Element>();
    const seen = window as unknown as { toastsShown: number };
    seen.toastsShown = 0;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.mantine-Notification-root'))
        if (!shown.has(toast)) {
          shown.add(toast);
          seen.toastsShown++;
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  for (const side of ['front', 'back', 'hand'] as const) {
    await page.getByTestId(`kyc-photo-${side}`).setInputFiles(files[side]);
    await page.getByTestId(`kyc-photo-${side}-done`).waitFor();
    await page.waitForFunction(
      (t) => ((document.querySelector(`[data-testid="${t}"]`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
      `kyc-photo-${side}-preview`,
    );
  }
  await page.waitForFunction(() => (window as unknown as { toastsShown: number }).toastsShown >= 3);
  await advancePage(env(), tp, 2_000, { tick: false });
  await page.waitForFunction(() => !document.querySelector('.mantine-Notification-root'));
  await tp.settled();
  await screenshot(page, `${viewport}-certify-advanced-photos`);
  await expectAccessible(page, `${viewport}-certify-advanced-photos`);
  await page.getByTestId('kyc-advanced-submit').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="kyc-advanced-state"]')?.getAttribute('data-state') === 'authenticating',
  );
}

it('desktop: junior rejected in the back office and resent, then advanced with photo uploads authenticated there; the tier is shown', async () => {
  const u = await registerAndLogin(env().t);
  const tp = await openPage(env(), 'desktop', { session: u });
  const { page } = tp;
  const shot = 'desktop-certify';
  const staff = await staffPage(env(), 'compliance');
  try {
    await tp.go('/pc/userCenter/certify');
    await page.getByTestId('kyc-screen').waitFor();
    expect(await page.getByTestId('kyc-tier').getAttribute('data-tier')).toBe('none');
    expect(await page.getByTestId('kyc-junior-first').isVisible()).toBe(true);
    await screenshot(page, `${shot}-start`);
    await expectAccessible(page, `${shot}-start`);

    // junior: the form's own checks first, then a rejection, then a resubmission
    await page.getByTestId('kyc-junior-submit').click();
    await page.getByText(/5 to 30 letters/).waitFor();
    await page.getByTestId('kyc-id-type').getByText('Passport').click();
    await page.getByTestId('kyc-real-name').fill('Grace Hopper');
    await page.getByTestId('kyc-doc-number').fill(`gh ${u.userId} 019`);
    await sendJunior(tp);
    await tp.settled();
    await screenshot(page, `${shot}-junior-submitted`);
    // the number is shown masked only
    expect(await page.getByTestId('kyc-doc-masked').textContent()).toMatch(/^\*+\d{3}9$/);

    await review(staff, u.userId, 'junior', `${shot}-admin-junior-reject`, { reason: 'The name is not readable' });
    await tp.reload();
    expect(await stateOf(tp, 'junior')).toBe('rejected');
    expect(await page.getByTestId('kyc-reject-reason').textContent()).toContain('The name is not readable');
    await screenshot(page, `${shot}-junior-rejected`);
    await page.getByTestId('kyc-doc-number').fill(`GH${u.userId}019`);
    await sendJunior(tp);

    // (authenticated through the staff API: the approve button's way is the advanced review's below)
    await reviewByApi(u.userId, 'junior');
    await tp.reload();
    expect(await stateOf(tp, 'junior')).toBe('authenticated');
    expect(await page.getByTestId('kyc-tier').getAttribute('data-tier')).toBe('junior');

    // advanced: the form asks for every photo, then three photos chosen, each previewed once uploaded
    await page.getByTestId('kyc-advanced-submit').click();
    await page.getByText('Please upload this photo').first().waitFor();
    await choosePhotos(tp, 'desktop');

    // compliance reveals the full number the customer typed beside the photos (audited)
    const id = await review(staff, u.userId, 'advanced', `${shot}-admin-advanced`, { revealed: `GH${u.userId}019` });
    const reveals = env()
      .t.app.ctx.sqlite.prepare(`SELECT after FROM "AuditLog" WHERE action = 'kyc.document.view' AND after LIKE ?`)
      .all(`%"userId":${u.userId}%`) as { after: string }[];
    expect(reveals.map((r) => JSON.parse(r.after))).toEqual([{ userId: u.userId, viewedFrom: id }]);
    // each staff view of a photo was audited
    const views = env()
      .t.app.ctx.sqlite.prepare(
        `SELECT COUNT(*) AS n FROM "AuditLog" WHERE action = 'upload.view' AND after LIKE '%"kyc"%' AND after LIKE ?`,
      )
      .get(`%"userId":${u.userId}%`) as { n: number };
    expect(views.n).toBeGreaterThanOrEqual(3);
    expect((await api(env().t, u.token).get('/api/user/info')).body.data.kycTier).toBe('advanced');
    expect(id).toBeGreaterThan(0);

    await tp.reload();
    expect(await stateOf(tp, 'advanced')).toBe('authenticated');
    expect(await page.getByTestId('kyc-tier').getAttribute('data-tier')).toBe('advanced');
    expect(await page.getByTestId('kyc-tier').textContent()).toBe('Advanced certified');
    await screenshot(page, `${shot}-advanced-done`);
    expect(tp.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  } finally {
    await tp.context.close();
    await staff.context.close();
  }
}, 180_000);

it('mobile: junior, rejected then resent, then advanced with photo uploads; the tier is shown', async () => {
  const u = await registerAndLogin(env().t);
  const tp = await openPage(env(), 'mobile', { session: u });
  const { page } = tp;
  const shot = 'mobile-certify';
  try {
    await tp.go('/wp/certify');
    await page.getByTestId('kyc-screen').waitFor();
    expect(await page.getByTestId('kyc-tier').getAttribute('data-tier')).toBe('none');
    expect(await page.getByTestId('kyc-junior-first').isVisible()).toBe(true);
    await screenshot(page, `${shot}-start`);
    await expectAccessible(page, `${shot}-start`);

    // junior: the form filled and sent (its own checks are the desktop journey's)
    await page.getByTestId('kyc-id-type').getByText('Passport').click();
    await page.getByTestId('kyc-real-name').fill('Grace Hopper');
    await page.getByTestId('kyc-doc-number').fill(`gh ${u.userId} 029`);
    await sendJunior(tp);
    await tp.settled();
    await screenshot(page, `${shot}-junior-submitted`);
    expect(await page.getByTestId('kyc-doc-masked').textContent()).toMatch(/^\*+\d{3}9$/);

    await reviewByApi(u.userId, 'junior', 'The name is not readable');
    await tp.reload();
    expect(await stateOf(tp, 'junior')).toBe('rejected');
    expect(await page.getByTestId('kyc-reject-reason').textContent()).toContain('The name is not readable');
    await screenshot(page, `${shot}-junior-rejected`);
    await page.getByTestId('kyc-doc-number').fill(`GH${u.userId}029`);
    await sendJunior(tp);

    await reviewByApi(u.userId, 'junior');
    await tp.reload();
    expect(await stateOf(tp, 'junior')).toBe('authenticated');
    expect(await page.getByTestId('kyc-tier').getAttribute('data-tier')).toBe('junior');

    await choosePhotos(tp, 'mobile');
    await reviewByApi(u.userId, 'advanced');
    await tp.reload();
    expect(await stateOf(tp, 'advanced')).toBe('authenticated');
    expect(await page.getByTestId('kyc-tier').textContent()).toBe('Advanced certified');
    await screenshot(page, `${shot}-advanced-done`);
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
}, 180_000);
