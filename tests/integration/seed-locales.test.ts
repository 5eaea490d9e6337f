// Issue 33 point 6 (decision 074): the seeded banners, notices, broadcast messages, help
// articles, news and product names read in every locale, also in a database seeded before they
// were translated; the banner images carry no text (their texts are drawn over them by the client).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IMAGES_DIR, seed } from '../../prisma/seed.ts';
import { banners, products } from '../../prisma/seed-data.ts';
import { productVersions } from '../../prisma/seed-i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/locales.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST } from '../helpers/paths.ts';
import { prismaOf } from '../helpers/prisma.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Text = { id: number; title: string; content?: string; summary?: string; body?: string; subtitle?: string; button?: string };

async function read(url: string, locale: string): Promise<Text[]> {
  const res = await t.api.get(url).set('AppKey', APP_KEY).set('Accept-Language', locale);
  expect(res.body.code, `${url} ${JSON.stringify(res.body)}`).toBe(0);
  const data = res.body.data;
  return Array.isArray(data) ? data : data.items;
}

/** Every seeded text of `url` differs from its English version in each field given. */
async function expectTranslated(url: string, fields: (keyof Text)[]) {
  const english = await read(url, DEFAULT_LOCALE);
  expect(english.length, url).toBeGreaterThan(1);
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const theirs = await read(url, locale);
    for (const en of english) {
      const version = theirs.find((x) => x.id === en.id);
      for (const field of fields) {
        expect(version?.[field], `${url} ${locale} #${en.id} ${field}`).toBeTruthy();
        expect(version?.[field], `${url} ${locale} #${en.id} ${field}`).not.toBe(en[field]);
      }
    }
  }
}

describe('the seed writes its content in every locale', () => {
  it('banners: headline, sub-line and button label', () => expectTranslated('/api/banner', ['title', 'subtitle', 'button']));
  it('notices', () => expectTranslated('/api/notice', ['title', 'content']));
  it('broadcast messages', () => expectTranslated('/api/message', ['title', 'content']));
  it('help articles', () => expectTranslated('/api/help/articles', ['title']));
  it('news', () => expectTranslated('/api/news/list', ['title', 'summary']));
  it('product names: a version in every locale, in the script of the locales that do not write Latin', async () => {
    for (const p of products)
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
        expect(productVersions[p.name]?.[locale]?.name, `${p.symbol} ${locale}`).toBeTruthy();
    const english = (await read('/api/product/list', DEFAULT_LOCALE)) as unknown as { symbol: string; name: string }[];
    expect(english.map((p) => p.name)).toEqual(products.map((p) => p.name));
    // (a coin named by its ticker letters, as BNB, may keep them)
    const tickers = new Set(products.filter((p) => p.name === p.baseAsset).map((p) => p.symbol));
    for (const locale of ['ja-JP', 'ko-KR', 'th-TH', 'zh-CN', 'zh-MO']) {
      const theirs = (await read('/api/product/list', locale)) as unknown as { symbol: string; name: string }[];
      for (const en of english.filter((p) => !tickers.has(p.symbol)))
        expect(theirs.find((p) => p.symbol === en.symbol)?.name, `${locale} ${en.symbol}`).not.toBe(en.name);
    }
  });
});

it('a database seeded before gets the versions of the seeded texts staff left alone, and text-free banner images', async () => {
  const db = t.app.ctx.sqlite;
  // as an earlier seed left it: English only, the texts drawn into the images
  db.prepare(`UPDATE "Banner" SET image = 'banner/1.svg', subtitle = '', button = '', i18n = '{}' WHERE sort = 1`).run();
  db.prepare(`UPDATE "Notice" SET i18n = '{}'`).run();
  db.prepare(`UPDATE "HelpArticle" SET i18n = '{}'`).run();
  db.prepare(`UPDATE "News" SET i18n = '{}'`).run();
  db.prepare(`UPDATE "Message" SET i18n = '{}' WHERE userId IS NULL`).run();
  db.prepare(`UPDATE "Product" SET i18n = '{}'`).run();
  // a product staff named themselves keeps its names
  db.prepare(`UPDATE "Product" SET i18n = ? WHERE symbol = 'NG/USD'`).run(JSON.stringify({ 'de-DE': { name: 'Erdgas (Henry Hub)' } }));
  // a notice staff translated themselves keeps their version
  const own = JSON.stringify({ 'de-DE': { title: 'Eigene Wartungsmeldung' } });
  db.prepare(`UPDATE "Notice" SET i18n = ? WHERE title = 'Scheduled system maintenance'`).run(own);
  const prisma = prismaOf(t);
  await seed(prisma, { imageDir: TEST_IMAGE_DIR, adminPassword: TEST_ADMIN_PASSWORD, passwordCostN: TEST_PASSWORD_COST.N });
  await prisma.$disconnect();

  const [first] = await read('/api/banner', 'de-DE');
  expect(first).toMatchObject({ title: 'Risikofrei üben mit dem Demokonto', button: 'Jetzt starten', image: 'banner/demo.svg' });
  const notices = await read('/api/notice', 'de-DE');
  expect(notices.map((n) => n.title)).toContain('Willkommen bei Aurora Markets – bitte lesen Sie unseren Risikohinweis');
  expect(notices.map((n) => n.title)).toContain('Eigene Wartungsmeldung');
  expect((await read('/api/help/articles', 'zh-CN')).map((a) => a.title)).toContain('什么是资金密码？');
  expect((await read('/api/news/list', 'ja-JP')).map((a) => a.title)).toContain('現物取引を開始しました');
  expect((await read('/api/message', 'uk-UA')).map((a) => a.title)).toContain('Ласкаво просимо');
  const names = (await read('/api/product/list', 'de-DE')) as unknown as { symbol: string; name: string }[];
  expect(names.find((p) => p.symbol === 'XAU/USD')?.name).toBe('Gold (Spot)');
  expect(names.find((p) => p.symbol === 'NG/USD')?.name).toBe('Erdgas (Henry Hub)');
});

it('the seeded banner images are backgrounds without text', () => {
  for (const b of banners) {
    const svg = fs.readFileSync(path.join(SEED_IMAGES_DIR, b.image), 'utf8');
    expect(svg, b.image).not.toMatch(/<text|<title/);
  }
});
