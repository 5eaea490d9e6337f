// Seeds reference data and the first staff account into an empty database, and copies
// the bundled images into the image store. Safe to run at every start: it only fills
// what is missing.
import { seedContent } from './seed-content.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Prisma } from '../server/db/prisma.ts';
import { hashPassword } from '../server/modules/auth/password.ts';
import { IMAGE_CONTENT_TYPES } from '../server/modules/image/store.ts';
import * as data from './seed-data.ts';
import { bannerVersions, messageVersions, noticeVersions, productVersions, type Versions } from './seed-i18n.ts';

/** The `i18n` column of a seeded text: its versions in the other locales (decision 074). */
export const versionsOf = (table: Record<string, Versions>, title: string) => JSON.stringify(table[title] ?? {});
const withBannerVersions = (b: data.BannerSeed) => ({ ...b, i18n: versionsOf(bannerVersions, b.title) });

export const SEED_IMAGES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'seed-images');
/** The first staff member's username (back office, /#/admin/login). */
export const ADMIN_USERNAME = 'admin';
/** The platform's own customer account: it owns the default invitation code and cannot log in. */
export const PLATFORM_EMAIL = 'platform@aurora.local';

export interface SeedOptions {
  imageDir: string;
  /**
   * The image store is the database (PostgreSQL, shared by every instance: server/db/store/files.ts):
   * the bundled images are written there instead of into `imageDir`.
   */
  imagesInDatabase?: boolean;
  /** Password of the first staff member, created only when no staff member exists. */
  adminPassword: string;
  passwordCostN: number;
  /** Base time for created-at stamps (epoch ms), so seeded content has a stable order. */
  now?: number;
}

function copyDir(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) copyDir(src, dst);
    else if (!fs.existsSync(dst)) fs.copyFileSync(src, dst);
  }
}

/** The bundled images as rows of the database's image store, where missing (the folder's files under their relative paths). */
async function storeImages(prisma: Prisma, from: string, now: number, prefix = '') {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      await storeImages(prisma, src, now, `${relative}/`);
      continue;
    }
    const bytes = fs.readFileSync(src);
    await prisma.storedFile.upsert({
      where: { area_path: { area: 'images', path: relative } },
      update: {},
      create: {
        area: 'images',
        path: relative,
        bytes,
        contentType: IMAGE_CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? null,
        size: bytes.length,
        createdAt: BigInt(now),
      },
    });
  }
}

/** Returns true when it created the first staff member (so the caller can show its password). */
export async function seed(prisma: Prisma, opts: SeedOptions): Promise<{ createdAdmin: boolean }> {
  const now = opts.now ?? Date.now();
  if (opts.imagesInDatabase) await storeImages(prisma, SEED_IMAGES_DIR, now);
  else copyDir(SEED_IMAGES_DIR, opts.imageDir);
  const minutesAgo = (m: number) => new Date(now - m * 60_000);

  if ((await prisma.language.count()) === 0) await prisma.language.createMany({ data: data.languages });
  if ((await prisma.areaCode.count()) === 0) await prisma.areaCode.createMany({ data: data.areaCodes });
  if ((await prisma.customerService.count()) === 0) await prisma.customerService.createMany({ data: data.customerServices });
  // the platform's own chat replaces the placeholder page of earlier seeds (decision 055)
  await prisma.customerService.updateMany({ where: { customerUrl: data.PLACEHOLDER_CHAT_URL }, data: { customerUrl: data.OWN_CHAT_URL } });
  if ((await prisma.chatCannedReply.count()) === 0)
    await prisma.chatCannedReply.createMany({ data: data.cannedReplies.map((c) => ({ ...c, updatedAt: BigInt(now) })) });
  for (const item of data.configItems) {
    await prisma.configItem.upsert({ where: { identify: item.identify }, update: {}, create: item });
  }
  if ((await prisma.banner.count()) === 0) await prisma.banner.createMany({ data: data.banners.map(withBannerVersions) });
  // earlier seeds promised a sign-up bonus that does not exist and pointed at unfinished pages
  for (const [oldTitle, replacement] of data.retiredContent.banners) {
    await prisma.banner.updateMany({ where: { title: oldTitle }, data: withBannerVersions(replacement) });
  }
  // earlier seeds drew the English texts into the images; staff did not touch these rows since
  for (const [oldImage, replacement] of data.textImageBanners) {
    await prisma.banner.updateMany({ where: { image: oldImage, subtitle: '', i18n: '{}' }, data: withBannerVersions(replacement) });
  }
  for (const [oldTitle, { title, content }] of data.retiredContent.messages) {
    await prisma.message.updateMany({ where: { title: oldTitle, userId: null }, data: { title, content } });
  }
  if ((await prisma.notice.count()) === 0) {
    await prisma.notice.createMany({
      data: data.notices.map((n, i) => ({ ...n, i18n: versionsOf(noticeVersions, n.title), createdAt: minutesAgo(60 * (i + 1)) })),
    });
  }
  await seedContent(prisma, now);
  if ((await prisma.message.count()) === 0) {
    await prisma.message.createMany({
      data: data.messages.map((m, i) => ({ ...m, i18n: versionsOf(messageVersions, m.title), createdAt: minutesAgo(90 * (i + 1)) })),
    });
  }
  // seeded texts of earlier seeds, English only and not translated by staff since, get their versions
  for (const [title, versions] of Object.entries(noticeVersions)) {
    await prisma.notice.updateMany({ where: { title, i18n: '{}' }, data: { i18n: JSON.stringify(versions) } });
  }
  for (const [title, versions] of Object.entries(messageVersions)) {
    await prisma.message.updateMany({ where: { title, userId: null, template: '', i18n: '{}' }, data: { i18n: JSON.stringify(versions) } });
  }
  for (const c of data.currencies) {
    await prisma.currency.upsert({ where: { code: c.code }, update: {}, create: c });
  }
  if ((await prisma.offlineChannel.count()) === 0) await prisma.offlineChannel.createMany({ data: data.offlineChannels });
  if ((await prisma.product.count()) === 0)
    await prisma.product.createMany({ data: data.products.map((p) => ({ ...p, i18n: versionsOf(productVersions, p.name) })) });
  // products of earlier seeds, their names not translated by staff since, get their seeded names
  for (const p of data.products) {
    const versions = versionsOf(productVersions, p.name);
    await prisma.product.updateMany({ where: { symbol: p.symbol, name: p.name, i18n: '{}' }, data: { i18n: versions } });
  }
  if ((await prisma.fastOption.count()) === 0) {
    const fastProducts = (await prisma.product.findMany({ select: { id: true, tradeModes: true } })).filter((p) =>
      p.tradeModes.split(',').includes('fast'),
    );
    await prisma.fastOption.createMany({ data: fastProducts.flatMap((p) => data.fastOptions.map((o) => ({ ...o, productId: p.id }))) });
  }
  if ((await prisma.contractSetting.count()) === 0) {
    const contractProducts = (
      await prisma.product.findMany({ select: { id: true, symbol: true, category: true, tradeModes: true } })
    ).filter((p) => p.tradeModes.split(',').includes('contract'));
    await prisma.contractSetting.createMany({
      data: contractProducts.map((p) => ({ productId: p.id, ...data.contractSettingFor(p.symbol, p.category as data.ProductCategory) })),
    });
  }

  if ((await prisma.spotMarket.count()) === 0) {
    const spotProducts = (
      await prisma.product.findMany({
        select: { id: true, symbol: true, baseAsset: true, quoteAsset: true, tickSize: true, tradeModes: true },
        orderBy: { sort: 'asc' },
      })
    ).filter((p) => p.tradeModes.split(',').includes('spot'));
    await prisma.spotMarket.createMany({ data: spotProducts.map((p) => data.spotMarketFor(p)) });
  }

  if ((await prisma.miningProduct.count()) === 0) await prisma.miningProduct.createMany({ data: data.miningProducts });

  // Whoever registers without an invitation code is invited by the owner of the default code:
  // the platform's own account, which no password opens ('!' is no scrypt hash).
  const defaultInvite = data.configItems.find((c) => c.identify === 'defaultInviteCode')?.configValue ?? 'PLATFORM';
  if (!(await prisma.user.findUnique({ where: { inviteCode: defaultInvite } }))) {
    await prisma.user.create({ data: { email: PLATFORM_EMAIL, passwordHash: '!', inviteCode: defaultInvite, createdAt: new Date(now) } });
  }

  // The first staff member: an admin without two-factor, so the first login sets it up.
  if ((await prisma.staff.count()) > 0) return { createdAdmin: false };
  await prisma.staff.create({
    data: {
      username: ADMIN_USERNAME,
      displayName: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(opts.adminPassword, opts.passwordCostN),
      createdAt: new Date(now),
    },
  });
  return { createdAdmin: true };
}
