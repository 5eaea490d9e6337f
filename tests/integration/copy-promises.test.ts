// No copy promises what the platform does not give (issue 12.8): no sign-up bonus in any
// locale, seeded banner or notice, served or stored; and an existing database seeded before
// is corrected by the seed. Since issue 17.5 the platform does give bonuses, on terms staff set
// (decision 048): the strings under keys that name them (`bonus…`) describe those; no other
// string may promise one, nor name an amount.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed } from '../../prisma/seed.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_ADMIN_PASSWORD, TEST_IMAGE_DIR, TEST_PASSWORD_COST } from '../helpers/paths.ts';
import { prismaOf } from '../helpers/prisma.ts';

// "$10 bonus" as the locales wrote it, and the word "bonus" in each language
const BONUS = /\bbonus|\bbono\b|\bprime\b|ボーナス|보너스|โบนัส|бонус|thưởng|奖励|獎勵|\$\s?10|10\s?\$|10\s?(ドル|달러|ดอลลาร์|đô la|美元)/i;
const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../client/src/locales');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('no locale of the client promises a bonus outside the bonus screens', () => {
  const files = fs.readdirSync(LOCALES).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(11);
  for (const f of files) {
    const walk = (v: unknown, at: string): void => {
      // the bonus screens' own strings (bonus.*, funds.withdraw.bonusLocked, the flow's bonus_grant…)
      // and the invitation and referral-reward strings (account.rewards…, account.invitations…: a
      // share of invitees' fees, decision 045)
      if (/bonus|reward|referral|invitation/i.test(at)) return;
      if (typeof v === 'string') expect(v, `${f} ${at}`).not.toMatch(BONUS);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
    };
    walk(JSON.parse(fs.readFileSync(path.join(LOCALES, f), 'utf8')), '');
  }
});

it('no banner or message promises a bonus or points at an unfinished page, also in a database seeded before', async () => {
  const db = t.app.ctx.sqlite;
  // a database from an earlier seed
  db.prepare(
    `UPDATE "Banner" SET title = 'Sign up today and get a $10 bonus', image = 'banner/3.svg', link = '/pc/user/register' WHERE sort = 3`,
  ).run();
  db.prepare(
    `UPDATE "Message" SET title = 'New mining products', content = 'Check the Mining page for daily yield rates.' WHERE title = 'A market anyone can verify'`,
  ).run();
  const prisma = prismaOf(t);
  await seed(prisma, { imageDir: TEST_IMAGE_DIR, adminPassword: TEST_ADMIN_PASSWORD, passwordCostN: TEST_PASSWORD_COST.N });
  await prisma.$disconnect();
  const banners = (await t.api.get('/api/banner').set('AppKey', APP_KEY)).body.data as { title: string; link: string; image: string }[];
  const notices = [
    ...((await t.api.get('/api/notice').set('AppKey', APP_KEY)).body.data as { title: string; content: string }[]),
    ...(db.prepare('SELECT title, content FROM "Message" WHERE userId IS NULL').all() as { title: string; content: string }[]),
  ];
  expect(banners.length).toBeGreaterThan(2);
  for (const b of banners) {
    expect(b.title).not.toMatch(BONUS);
    expect(b.link).not.toMatch(/mining|register/);
    const svg = fs.readFileSync(path.join(TEST_IMAGE_DIR, b.image.replace(/^.*?(banner\/)/, '$1')), 'utf8');
    expect(svg, b.image).not.toMatch(BONUS);
  }
  expect(notices.length).toBeGreaterThan(5);
  for (const n of notices) expect(`${n.title} ${n.content}`).not.toMatch(/bonus|Mining page|and contracts with/i);
});
