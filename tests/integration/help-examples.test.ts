// Issue 39 point 4 (decision 094): the help centre's article on connecting CCXT shows the code of
// shared/examples/ccxt-binance.mjs itself — the file tests/integration/binance/help-snippet.test.ts
// runs — in every locale, the prose translated and the code the same; and a help centre seeded
// before the article gets it once, in its own category (one staff deleted stays deleted).
// Issue 41 point 8: so does "Testing against Aurora" with shared/examples/sandbox-liquidation.test.ts
// (run by tests/integration/sandbox-example.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ADDED_HELP_ARTICLES, helpArticles } from '../../prisma/seed-content.ts';
import { seed } from '../../prisma/seed.ts';
import { EXAMPLES_DIR } from '../../server/modules/pages/examples.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../shared/locales.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST } from '../helpers/paths.ts';
import { prismaOf } from '../helpers/prisma.ts';

const env = appForFile();
const SNIPPET = fs.readFileSync(path.join(EXAMPLES_DIR, 'ccxt-binance.mjs'), 'utf8');
const titleOf = (key: string) => (helpArticles.find((a) => a.key === key) as { title: string }).title;
const TITLE = titleOf('ccxt');

async function read(url: string, locale: string = DEFAULT_LOCALE) {
  const res = await env.t.api.get(url).set('AppKey', APP_KEY).set('Accept-Language', locale);
  expect(res.body.code, `${url} ${JSON.stringify(res.body)}`).toBe(0);
  return res.body.data;
}

async function articleId(q = 'CCXT', title = TITLE): Promise<number | undefined> {
  const found = await read(`/api/help/articles?q=${encodeURIComponent(q)}`);
  return found.items.find((a: { title: string }) => a.title === title)?.id;
}

/** The inline `code` spans of a body, the code blocks left out. */
const codeSpans = (body: string) => new Set(body.replace(/^```[\s\S]*?^```$/gm, '').match(/`[^`\n]+`/g));

/** Every other locale's version: its own title, the same code block and code spans, a size staff can save. */
async function expectTranslated(id: number, english: { title: string }, block: string, spans: Set<string>) {
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const theirs = await read(`/api/help/articles/${id}`, locale);
    expect(theirs.title, locale).not.toBe(english.title);
    expect(theirs.body, locale).toContain(block);
    expect(codeSpans(theirs.body), locale).toEqual(spans);
    // (each version is one staff can save as it is)
    expect(theirs.body.length, locale).toBeLessThan(10_000);
  }
}

it('the CCXT article shows the example file itself in every locale: the prose translated, the code the same', async () => {
  const id = await articleId();
  expect(id).toBeDefined();
  const english = await read(`/api/help/articles/${id}`);
  const block = `\`\`\`js\n${SNIPPET}\`\`\``;
  expect(english.body).toContain(block);
  // (the options and URLs it names are those the file uses)
  for (const text of [
    "defaultType: 'spot'",
    "fetchMarkets: ['spot']",
    'fetchCurrencies: false',
    'fetchMargins: false',
    'adjustForTimeDifference: true',
    '/demo',
  ])
    expect(SNIPPET).toContain(text);
  const spans = codeSpans(english.body);
  expect(spans).toContain('`https://your-platform.example/demo/api/v3`');
  await expectTranslated(id as number, english, block, spans);
  // in its own category, named in every locale; the search's excerpt is prose, without fences
  const categories = await read('/api/help/categories', 'ja-JP');
  expect(categories.find((c: { id: number }) => c.id === english.categoryId)?.title).toBe('APIと自動売買ボット');
  const hit = (await read(`/api/help/articles?q=${encodeURIComponent('CCXT')}`)).items.find((a: { id: number }) => a.id === id);
  expect(hit.excerpt).not.toContain('`');
  // staff edit the prose: the back office's body names the example, it holds no copy of the code
  const raw = env.t.app.ctx.sqlite.prepare('SELECT body FROM "HelpArticle" WHERE id = ?').get(id) as { body: string };
  expect(raw.body).toContain('```example:ccxt-binance.mjs\n```');
  expect(raw.body).not.toContain('import ccxt');
});

it('"Testing against Aurora" shows the sandbox example the suite runs, in every locale: the prose translated, the code the same', async () => {
  const file = fs.readFileSync(path.join(EXAMPLES_DIR, 'sandbox-liquidation.test.ts'), 'utf8');
  const id = (await articleId('sandbox', titleOf('sandbox'))) as number;
  expect(id).toBeDefined();
  const english = await read(`/api/help/articles/${id}`);
  const block = `\`\`\`ts\n${file}\`\`\``;
  expect(english.body).toContain(block);
  // (what the prose names is what the example uses)
  for (const text of ['AURORA_URL', 'SANDBOX_TOKEN', 'X-Sandbox-Token', "'flash-crash'", 'leverage: 50', '@aurora/sdk'])
    expect(file).toContain(text);
  const spans = codeSpans(english.body);
  for (const span of [
    '`npm run start:sandbox`',
    '`POST /api/sandbox/clock/advance`',
    '`PUT /api/sandbox/market/:symbol/script`',
    '`{"running": false}`',
  ])
    expect(spans).toContain(span);
  await expectTranslated(id, english, block, spans);
  // in the API category, beside the CCXT article
  expect(english.categoryId).toBe((await read(`/api/help/articles/${(await articleId()) as number}`)).categoryId);
  const raw = env.t.app.ctx.sqlite.prepare('SELECT body FROM "HelpArticle" WHERE id = ?').get(id) as { body: string };
  expect(raw.body).toContain('```example:sandbox-liquidation.test.ts\n```');
  expect(raw.body).not.toContain('createAuroraClient');
});

it('a help centre seeded before the article gets it once, in its category; deleted by staff, it does not come back', async () => {
  const db = env.t.app.ctx.sqlite;
  const id = (await articleId()) as number;
  const { categoryId } = db.prepare('SELECT categoryId FROM "HelpArticle" WHERE id = ?').get(id) as { categoryId: number };
  // as a database seeded before it: neither the article, its category nor the seed's note
  db.prepare('DELETE FROM "HelpArticle" WHERE categoryId = ?').run(categoryId);
  db.prepare('DELETE FROM "HelpCategory" WHERE id = ?').run(categoryId);
  db.prepare('DELETE FROM "ConfigItem" WHERE identify = ?').run(ADDED_HELP_ARTICLES);
  const categoriesBefore = (await read('/api/help/categories')).length;
  const reseed = async () => {
    const prisma = prismaOf(env.t);
    await seed(prisma, { imageDir: TEST_IMAGE_DIR, adminPassword: TEST_ADMIN_PASSWORD, passwordCostN: TEST_PASSWORD_COST.N });
    await prisma.$disconnect();
  };
  await reseed();
  const added = (await articleId()) as number;
  expect(added).toBeDefined();
  const categories = await read('/api/help/categories', 'de-DE');
  expect(categories).toHaveLength(categoriesBefore + 1);
  expect(categories.at(-1)).toMatchObject({ title: 'API und Trading-Bots', articles: 2 });
  expect((await read(`/api/help/articles/${added}`, 'de-DE')).title).toBe('CCXT und andere Binance-Clients verbinden');
  const sandbox = (await articleId('sandbox', titleOf('sandbox'))) as number;
  expect((await read(`/api/help/articles/${sandbox}`, 'de-DE')).title).toBe('Testen gegen Aurora');
  // a second start adds nothing
  await reseed();
  expect((await read('/api/help/articles?q=CCXT')).total).toBe(1);
  expect((await read(`/api/help/articles?q=${encodeURIComponent(titleOf('sandbox'))}`)).total).toBe(1);
  // staff delete it (the back office's delete): the next start leaves it deleted
  db.prepare('DELETE FROM "HelpArticle" WHERE id = ?').run(added);
  await reseed();
  expect(await articleId()).toBeUndefined();
  const note = db.prepare('SELECT configValue, isPublic FROM "ConfigItem" WHERE identify = ?').get(ADDED_HELP_ARTICLES) as {
    configValue: string;
    isPublic: unknown;
  };
  expect(note.configValue).toBe('ccxt,sandbox');
  expect(await articleId('sandbox', titleOf('sandbox'))).toBe(sandbox);
  expect(Boolean(note.isPublic)).toBe(false);
});
