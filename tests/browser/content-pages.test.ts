// Issue 19 points 2–4 (decisions 050 and 051), one visitor's journey per viewport through the
// help and information pages on one page: the help centre's search and an article, the news
// list and an article, the service rates showing a withdrawal fee staff changed (four-eyes) a
// moment before, the privacy policy, a coin listing application sent, and the legal notice
// after switching to German (title in German, body in English until staff write one), then the
// quotes screen's product names in German and Chinese (decision 074). On desktop the pages are
// reached by the footer's links and content staff then find the application in the back office
// and take it into review, and see a product's names per locale; on mobile (no footer) by address.
// What the server does with these pages (search, locale fallback, the rates from the
// settings, the listing queue) is tests/integration/content-pages.test.ts; what moved out of
// this file is listed in docs/testing/browser-assertions-C.md.
import { beforeAll, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import {
  browserEnvForFile,
  expectAccessible,
  openPage,
  screenshot,
  type Session,
  type TestPage,
  type ViewportName,
} from '../helpers/browser.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

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

/** A visitor's page, English until the journey switches language. */
async function visitor(viewport: ViewportName): Promise<TestPage> {
  const tp = await openPage(env(), viewport);
  await tp.context.addInitScript(() => {
    if (!localStorage.getItem('wplocale')) localStorage.setItem('wplocale', 'en-US');
  });
  return tp;
}

/** Goes to an information page as the viewport offers it: the footer's link on desktop, the address on mobile. */
async function openInfo(tp: TestPage, viewport: ViewportName, page: string) {
  if (viewport === 'mobile') return tp.go(page === 'news' ? '/wp/article/message' : `/wp/${page}`);
  await tp.page.locator(`[data-testid="footer-info"] a[href="#/pc/${page}"]`).click();
}

/**
 * Home in the page's language (issue 33 point 6, decision 074): the first banner's headline is
 * text in the page, not in its image, and the seeded notices (popup and ticker) are in that
 * language; on mobile the tab bar's last tab says what it is.
 */
async function homeIn(tp: TestPage, viewport: ViewportName, lang: string, text: { banner: string; notice: string; tab: string }) {
  const { page } = tp;
  await tp.go(`/${viewport === 'desktop' ? 'pc' : 'wp'}/home`);
  await page.getByTestId('banner-carousel').getByTestId('banner-title').first().waitFor();
  if (await page.getByTestId('notice-dialog').isVisible()) {
    expect(await page.getByTestId('notice-dialog').innerText()).toContain(text.notice);
    await screenshot(page, `${viewport}-home-notice-${lang}`);
    await page.getByTestId('notice-dialog-close').click();
  }
  await tp.settled();
  expect(await page.getByTestId('banner-carousel').getByTestId('banner-title').first().innerText()).toBe(text.banner);
  expect(await page.getByTestId('notice-ticker').innerText()).toContain(text.notice);
  // (the tab's label, after its unread badge: issue 37)
  if (viewport === 'mobile') expect((await page.getByTestId('tab-my').innerText()).split('\n').at(-1)).toBe(text.tab);
  await screenshot(page, `${viewport}-home-${lang}`);
}

/**
 * The quotes screen in the page's language (decision 074): a row shows the product's name as a
 * trader of that language reads it under its ticker (on mobile the quotes tab needs a login).
 */
async function quotesIn(tp: TestPage, viewport: ViewportName, lang: string, names: Record<'BTC/USDT' | 'XAU/USD', string>, go = true) {
  const { page } = tp;
  if (go) await tp.go(viewport === 'desktop' ? '/pc/market' : '/wp/quotes/list');
  for (const [symbol, name] of Object.entries(names)) {
    const row = page.getByTestId(`quote-row-${symbol}`);
    await row.waitFor();
    expect(await row.innerText(), `${lang} ${symbol}`).toContain(name);
  }
  // (the picture shows the currency pairs, shares and commodities down to gold)
  await page.getByTestId('quote-row-XAU/USD').scrollIntoViewIfNeeded();
  await tp.settled();
  await screenshot(page, `${viewport}-quotes-${lang}`);
}

/** Stores a session in the open page as a login does (the next route and every reload see it). */
async function signIn(tp: TestPage, session: Session) {
  await tp.page.evaluate(({ token, user }) => {
    localStorage.setItem('Authorization', token);
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('socuid', String(user.userId));
  }, session);
}

const QUOTES = {
  de: { 'BTC/USDT': 'Bitcoin', 'XAU/USD': 'Gold (Spot)' },
  zh: { 'BTC/USDT': '比特币', 'XAU/USD': '黄金现货' },
};

const HOME = {
  en: { banner: 'Practise risk-free with a demo account', notice: 'Welcome to Aurora Markets', tab: 'Account' },
  de: { banner: 'Risikofrei üben mit dem Demokonto', notice: 'Willkommen bei Aurora Markets', tab: 'Konto' },
  zh: { banner: '模拟账户，零风险练手', notice: '欢迎来到 Aurora Markets', tab: '我的' },
};

/** The steps both viewports take: help, news, rates, privacy, a listing application sent, the legal notice in German. */
async function readAndApply(tp: TestPage, viewport: ViewportName, project: string) {
  const { page } = tp;
  await homeIn(tp, viewport, 'en', HOME.en);
  // the help centre: a search in the reader's words, then the article
  await tp.go(`/${viewport === 'desktop' ? 'pc' : 'wp'}/help`);
  await page.getByTestId('help-results').waitFor();
  await screenshot(page, `${viewport}-help-centre`);
  await expectAccessible(page, `${viewport}-help-centre`);
  await page.getByTestId('help-search').fill('withdrawal password');
  // (the search runs on the server once typing pauses; its hits: the article of that title, then
  // the CCXT article, whose body names the password a real-wallet key asks for)
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="help-results"] .list-row').length === 2);
  await tp.settled();
  expect(await page.getByTestId('help-results').locator('.list-row').first().innerText()).toContain('What is the withdrawal password?');
  await screenshot(page, `${viewport}-help-search`);
  await page.getByTestId('help-results').locator('.list-row').first().click();
  await page.getByTestId('help-article').waitFor();
  await tp.settled();
  expect(await page.getByTestId('help-article-title').innerText()).toBe('What is the withdrawal password?');
  await screenshot(page, `${viewport}-help-article`);
  await expectAccessible(page, `${viewport}-help-article`);

  // news: the list with covers, and an article
  await openInfo(tp, viewport, 'news');
  await page.getByTestId('news-list').waitFor();
  await tp.settled();
  expect(await page.getByTestId('news-list').locator('img').count()).toBeGreaterThanOrEqual(2);
  await screenshot(page, `${viewport}-news-list`);
  await expectAccessible(page, `${viewport}-news-list`);
  await page.getByTestId('news-list').getByText('Coin-to-coin trading is live').click();
  await page.getByTestId('news-detail').waitFor();
  await tp.settled();
  expect(await page.getByTestId('news-title').innerText()).toBe('Coin-to-coin trading is live');
  await screenshot(page, `${viewport}-news-detail`);

  // the service rates, with the fee staff set before the page was opened
  await openInfo(tp, viewport, 'rates');
  await page.getByTestId('service-rates').waitFor();
  expect(await page.getByTestId('rate-withdraw-fee-USDT').innerText()).toBe('3.21 %');
  for (const section of ['rates-spot', 'rates-contract', 'rates-fast'])
    expect(await page.getByTestId(section).locator('tbody tr').count(), section).toBeGreaterThan(0);
  await tp.settled();
  await screenshot(page, `${viewport}-service-rates`);
  await expectAccessible(page, `${viewport}-service-rates`);

  // a legal page in English: the markup's heading and list, as elements (never as HTML from staff)
  await openInfo(tp, viewport, 'privacy');
  await page.getByTestId('content-page-privacy').waitFor();
  expect(await page.getByTestId('content-page-title').innerText()).toBe('Privacy policy');
  expect(await page.getByTestId('content-page-body').locator('h4').first().innerText()).toBe('What we collect');
  expect(await page.getByTestId('content-page-body').locator('li').count()).toBeGreaterThanOrEqual(3);
  await tp.settled();
  await screenshot(page, `${viewport}-privacy-en`);

  // a coin listing application
  await openInfo(tp, viewport, 'listing');
  await page.getByTestId('listing-form').waitFor();
  await page.getByTestId('listing-project').fill(project);
  await page.getByTestId('listing-symbol').fill('ATT');
  await page.getByTestId('listing-website').fill('https://example.org');
  await page.getByTestId('listing-contact-name').fill('Ada');
  await page.getByTestId('listing-contact-email').fill('ada@example.org');
  await page.getByTestId('listing-tier').getByText('Platinum').click();
  await page.getByTestId('listing-message').fill('Audited contracts, 40k holders.');
  await screenshot(page, `${viewport}-listing-form`);
  await expectAccessible(page, `${viewport}-listing-form`);
  await page.getByTestId('listing-submit').click();
  await page.getByTestId('listing-sent').waitFor();
  await tp.settled();
  await screenshot(page, `${viewport}-listing-sent`);

  // in German: the legal notice's title in German (its body in English until staff write one)
  if (viewport === 'desktop') {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-de-DE').click();
  } else {
    await tp.go('/wp/language');
    await page.getByTestId('language-option-de-DE').click();
  }
  await page.locator('html[lang="de-DE"]').waitFor({ state: 'attached' });
  await openInfo(tp, viewport, 'legal');
  await page.getByTestId('content-page-legal').waitFor();
  await page.getByTestId('content-page-title').filter({ hasText: 'Impressum' }).waitFor();
  expect(await page.getByTestId('content-page-title').innerText()).toBe('Impressum');
  await tp.settled();
  await screenshot(page, `${viewport}-legal-de`);
  // the seeded help article, the home banner, notices and the quotes' product names: in German
  // on the desktop, in Chinese on the phone (the phone's quotes tab needs a login: the session
  // is stored as a login stores it, read by the next route and the reload)
  if (viewport === 'desktop') {
    await tp.go('/pc/help');
    await page.getByTestId('help-results').getByText('Was ist das Auszahlungspasswort?').click();
    await page.getByTestId('help-article-title').filter({ hasText: 'Was ist das Auszahlungspasswort?' }).waitFor();
    expect(await page.getByTestId('help-article').innerText()).toContain('bei jeder Auszahlung abgefragt');
    await tp.settled();
    await screenshot(page, `${viewport}-help-article-de`);
    await homeIn(tp, viewport, 'de', HOME.de);
    await quotesIn(tp, viewport, 'de', QUOTES.de);
  } else {
    await signIn(tp, await registerAndLogin(env().t));
    await page.evaluate(() => localStorage.setItem('wplocale', 'zh-CN'));
    await tp.reload();
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    await quotesIn(tp, viewport, 'zh', QUOTES.zh);
    await homeIn(tp, viewport, 'zh', HOME.zh);
  }
  expect(tp.errors).toEqual([]);
}

/** The application as stored: what the form sent. */
function storedApplication(project: string) {
  return env()
    .t.app.ctx.sqlite.prepare(
      'SELECT project, symbol, website, contactName, contactEmail, tier, message, status FROM "ListingApplication" WHERE project = ?',
    )
    .get(project);
}

const SENT = {
  symbol: 'ATT',
  website: 'https://example.org',
  contactName: 'Ada',
  contactEmail: 'ada@example.org',
  tier: 'platinum',
  message: 'Audited contracts, 40k holders.',
  status: 'new',
};

it('desktop: a visitor finds help, reads news, the rates and the privacy policy, applies for a listing, reads the legal notice in German; content staff take the application into review', async () => {
  const project = 'Aurora Test desktop';
  const tp = await visitor('desktop');
  try {
    await readAndApply(tp, 'desktop', project);
  } finally {
    await tp.context.close();
  }
  expect(storedApplication(project)).toEqual({ project, ...SENT });

  await env().advance(30_000, { tick: false }); // a new authenticator step for the staff login
  const staff = await staffPageAt(env(), 'content', '/admin/listing');
  try {
    await staff.page.getByTestId('listing-table').waitFor();
    const row = staff.page.getByTestId('listing-table').locator('tr', { hasText: project });
    await row.waitFor();
    expect(await row.innerText()).toContain('Platinum');
    await staff.settled();
    await screenshot(staff.page, 'desktop-admin-listing-queue');
    await expectAccessible(staff.page, 'desktop-admin-listing-queue');
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
    await screenshot(staff.page, 'desktop-admin-listing-in-review');

    // the help articles and the pages in the content editor (the pages: edited, never created)
    await staff.page.getByTestId('admin-nav-content').click();
    await staff.page.getByTestId('content-tab-help-articles').click();
    await staff.page.getByTestId('content-table-help-articles').getByText('What is fast trading?').waitFor();
    await staff.settled();
    await screenshot(staff.page, 'desktop-admin-help-articles');
    await expectAccessible(staff.page, 'desktop-admin-help-articles');
    await staff.page.getByTestId('content-tab-pages').click();
    await staff.page.getByTestId('content-table-pages').getByText('Privacy policy').waitFor();
    expect(await staff.page.getByTestId('content-new').isDisabled()).toBe(true);
    await staff.settled();
    await screenshot(staff.page, 'desktop-admin-pages');
    // the products' names, each with a field per locale (decision 074)
    await staff.page.getByTestId('content-tab-products').click();
    await staff.page.getByTestId('content-table-products').getByText('Bitcoin').waitFor();
    await staff.page.getByTestId('content-search-products').fill('Gold');
    await staff.page.getByTestId('content-table-products').getByText('Gold Spot').waitFor();
    await staff.page.getByTestId('content-table-products').locator('[data-testid^="content-edit-products-"]').click();
    await staff.page.getByTestId('content-locale-de-DE').click();
    expect(await staff.page.getByTestId('content-text-name-de-DE').inputValue()).toBe('Gold (Spot)');
    await staff.settled();
    await screenshot(staff.page, 'desktop-admin-product-names');
    expect(staff.errors).toEqual([]);
  } finally {
    await staff.context.close();
  }
  expect(env().t.app.ctx.sqlite.prepare('SELECT status, staffNotes FROM "ListingApplication" WHERE project = ?').get(project)).toEqual({
    status: 'in_review',
    staffNotes: 'Checking the audit report',
  });
});

it('mobile: a visitor finds help, reads news, the rates and the privacy policy, applies for a listing, reads the legal notice in German', async () => {
  const project = 'Aurora Test mobile';
  const tp = await visitor('mobile');
  try {
    await readAndApply(tp, 'mobile', project);
  } finally {
    await tp.context.close();
  }
  // the phone's form sent every field (the queue that lists it: the desktop journey and the integration test)
  expect(storedApplication(project)).toEqual({ project, ...SENT });
});
