// Issue 19 points 2–4 at both viewports (decisions 050 and 051): the help centre's search and
// an article, a legal page in English and in German, the service rates showing a withdrawal
// fee staff changed (four-eyes) a moment before, the news list and an article, and a coin
// listing application a visitor sends, then found by content staff in the back office.
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY } from '../helpers/app.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();
const FEE = '0.0321';

/** Staff change USDT's withdrawal fee: one admin proposes, another approves. */
async function changeWithdrawalFee(rate: string) {
  const { t } = env();
  const admin = await staffSession(t, 'admin');
  const admin2 = await secondStaffSession(t, 'admin');
  const call = (token: string) => ({
    get: (url: string) => t.api.get(url).set('AppKey', APP_KEY).set('Authorization', token),
    post: (url: string, body: object) => t.api.post(url).set('AppKey', APP_KEY).set('Authorization', token).send(body),
  });
  const settings = (await call(admin).get('/api/admin/money-settings')).body.data.currencies.find(
    (c: { code: string }) => c.code === 'USDT',
  );
  const { code, scale: _scale, ...rest } = settings;
  const proposal = await call(admin2).post('/api/admin/proposals/currency-settings', {
    payload: { ...rest, currency: code, withdrawFeeRate: rate },
    reason: 'fee review',
  });
  expect(proposal.body.code, JSON.stringify(proposal.body)).toBe(0);
  const approved = await call(admin).post(`/api/admin/proposals/${proposal.body.data.id}/approve`, {});
  expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
}

beforeAll(async () => {
  await changeWithdrawalFee(FEE);
});

const path = (viewport: ViewportName, page: string) => `/${viewport === 'desktop' ? 'pc' : 'wp'}/${page}`;

async function visitor(viewport: ViewportName, locale = 'en-US'): Promise<TestPage> {
  const tp = await openPage(env(), viewport);
  await tp.context.addInitScript((l) => localStorage.setItem('wplocale', l), locale);
  return tp;
}

describe.each(['desktop', 'mobile'] as const)('%s', (viewport) => {
  it('help centre: search finds an article in the reader’s words; the article opens', async () => {
    const tp = await visitor(viewport);
    const { page } = tp;
    try {
      await tp.go(path(viewport, 'help'));
      await page.getByTestId('help-results').waitFor();
      await screenshot(page, `${viewport}-help-centre`);
      await page.getByTestId('help-search').fill('withdrawal password');
      // (the search runs on the server once typing pauses)
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="help-results"] .list-row').length === 1);
      await tp.settled();
      expect(await page.getByTestId('help-results').locator('.list-row').first().innerText()).toContain('What is the withdrawal password?');
      await screenshot(page, `${viewport}-help-search`);
      await page.getByTestId('help-results').locator('.list-row').first().click();
      await page.getByTestId('help-article').waitFor();
      await tp.settled();
      expect(await page.getByTestId('help-article-title').innerText()).toBe('What is the withdrawal password?');
      await screenshot(page, `${viewport}-help-article`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });

  it('a legal page in English and in German (title in German, body in English until staff write one)', async () => {
    const en = await visitor(viewport);
    try {
      await en.go(path(viewport, 'privacy'));
      await en.page.getByTestId('content-page-privacy').waitFor();
      expect(await en.page.getByTestId('content-page-title').innerText()).toBe('Privacy policy');
      // the markup's heading and list, as elements (never as HTML from staff)
      expect(await en.page.getByTestId('content-page-body').locator('h4').first().innerText()).toBe('What we collect');
      expect(await en.page.getByTestId('content-page-body').locator('li').count()).toBeGreaterThanOrEqual(3);
      await screenshot(en.page, `${viewport}-privacy-en`);
    } finally {
      await en.context.close();
    }
    const de = await visitor(viewport, 'de-DE');
    try {
      await de.go(path(viewport, 'legal'));
      await de.page.getByTestId('content-page-legal').waitFor();
      expect(await de.page.getByTestId('content-page-title').innerText()).toBe('Impressum');
      await screenshot(de.page, `${viewport}-legal-de`);
      expect(de.errors).toEqual([]);
    } finally {
      await de.context.close();
    }
  });

  it('service rates show the withdrawal fee staff set', async () => {
    const tp = await visitor(viewport);
    try {
      await tp.go(path(viewport, 'rates'));
      await tp.page.getByTestId('service-rates').waitFor();
      expect(await tp.page.getByTestId('rate-withdraw-fee-USDT').innerText()).toBe('3.21 %');
      for (const section of ['rates-spot', 'rates-contract', 'rates-fast'])
        expect(await tp.page.getByTestId(section).locator('tbody tr').count(), section).toBeGreaterThan(0);
      await screenshot(tp.page, `${viewport}-service-rates`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });

  it('news: the list with covers, and an article', async () => {
    const tp = await visitor(viewport);
    const { page } = tp;
    try {
      await tp.go(viewport === 'desktop' ? '/pc/news' : '/wp/article/message');
      await page.getByTestId('news-list').waitFor();
      await tp.settled();
      expect(await page.getByTestId('news-list').locator('img').count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, `${viewport}-news-list`);
      await page.getByTestId('news-list').getByText('Coin-to-coin trading is live').click();
      await page.getByTestId('news-detail').waitFor();
      await tp.settled();
      expect(await page.getByTestId('news-title').innerText()).toBe('Coin-to-coin trading is live');
      await screenshot(page, `${viewport}-news-detail`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }
  });

  it('a visitor applies for a coin listing; content staff find it in the back office and take it into review', async () => {
    const project = `Aurora Test ${viewport}`;
    const tp = await visitor(viewport);
    const { page } = tp;
    try {
      await tp.go(path(viewport, 'listing'));
      await page.getByTestId('listing-form').waitFor();
      await page.getByTestId('listing-project').fill(project);
      await page.getByTestId('listing-symbol').fill('ATT');
      await page.getByTestId('listing-website').fill('https://example.org');
      await page.getByTestId('listing-contact-name').fill('Ada');
      await page.getByTestId('listing-contact-email').fill('ada@example.org');
      await page.getByTestId('listing-tier').getByText('Platinum').click();
      await page.getByTestId('listing-message').fill('Audited contracts, 40k holders.');
      await screenshot(page, `${viewport}-listing-form`);
      await page.getByTestId('listing-submit').click();
      await page.getByTestId('listing-sent').waitFor();
      await tp.settled();
      await screenshot(page, `${viewport}-listing-sent`);
      expect(tp.errors).toEqual([]);
    } finally {
      await tp.context.close();
    }

    await env().advance(30_000, { tick: false }); // a new authenticator step for each staff login
    const staff = await staffPage(env(), 'content');
    try {
      await staff.page.getByTestId('admin-nav-listing').click();
      await staff.page.getByTestId('listing-table').waitFor();
      const row = staff.page.getByTestId('listing-table').locator('tr', { hasText: project });
      await row.waitFor();
      expect(await row.innerText()).toContain('Platinum');
      await staff.settled();
      await screenshot(staff.page, `${viewport}-admin-listing-queue`);
      await row.click();
      await staff.page.getByTestId('listing-review').waitFor();
      await staff.page.getByTestId('listing-status').click();
      await staff.page.getByRole('option', { name: 'In review' }).click();
      await staff.page.getByTestId('listing-notes').fill('Checking the audit report');
      await staff.page.getByTestId('listing-save').click();
      await staff.page.getByTestId('listing-review').waitFor({ state: 'detached' });
      // the "new" filter no longer shows it; "in review" does
      await staff.page.getByTestId('listing-filter').getByText('In review').click();
      await staff.page.getByTestId('listing-table').locator('tr', { hasText: project }).waitFor();
      await staff.settled();
      await screenshot(staff.page, `${viewport}-admin-listing-in-review`);

      // the help articles and the pages in the content editor (the pages: edited, never created)
      await staff.page.getByTestId('admin-nav-content').click();
      await staff.page.getByTestId('content-tab-help-articles').click();
      await staff.page.getByTestId('content-table-help-articles').getByText('What is fast trading?').waitFor();
      await staff.settled();
      await screenshot(staff.page, `${viewport}-admin-help-articles`);
      await staff.page.getByTestId('content-tab-pages').click();
      await staff.page.getByTestId('content-table-pages').getByText('Privacy policy').waitFor();
      expect(await staff.page.getByTestId('content-new').isDisabled()).toBe(true);
      await staff.settled();
      await screenshot(staff.page, `${viewport}-admin-pages`);
    } finally {
      await staff.context.close();
    }
  });
});
