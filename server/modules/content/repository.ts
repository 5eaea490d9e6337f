// The content module's storage: banners, notices, messages, customer-service entries, news,
// languages, area codes and currencies through Prisma (ordinary reads), and the two hot or
// transactional statements on the synchronous connection: the public setting read on every
// route change, and a user's message, written inside the review's transaction
// (docs/decisions/003-money-write-path.md).
import type { Prisma } from '../../db/prisma.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { ConfigItem } from '../../generated/prisma/client.ts';

const noticeSelect = { id: true, title: true, content: true, isDialog: true, createdAt: true, i18n: true } as const;
const messageSelect = {
  id: true,
  userId: true,
  title: true,
  content: true,
  template: true,
  params: true,
  createdAt: true,
  i18n: true,
} as const;
const newsSelect = { id: true, coverImage: true, title: true, summary: true, publishedAt: true, i18n: true } as const;
const byRank = [{ sort: 'asc' as const }, { id: 'asc' as const }];
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export class ContentRepository {
  private readonly q;

  constructor(
    private readonly prisma: Prisma,
    db: Sqlite,
  ) {
    this.q = {
      publicConfig: db.prepare<[string], RowOf<ConfigItem, 'identify' | 'configValue'>>(
        'SELECT identify, configValue FROM "ConfigItem" WHERE identify = ? AND isPublic = 1',
      ),
      insertMessage: db.prepare<[number, string, string, number]>(
        `INSERT INTO "Message" (userId, title, content, template, params, createdAt) VALUES (?, '', '', ?, ?, ?)`,
      ),
      enabledServiceUrls: db.prepare<[], { customerUrl: string }>(`SELECT customerUrl FROM "CustomerService" WHERE isEnable = 'Y'`),
    };
  }

  banners(position?: 'pc' | 'wp') {
    return this.prisma.banner.findMany({
      where: { enabled: true, ...(position ? { position: { in: ['all', position] } } : {}) },
      orderBy: byRank,
      select: { id: true, title: true, image: true, link: true, position: true, sort: true, i18n: true },
    });
  }

  notices() {
    return this.prisma.notice.findMany({ where: { enabled: true }, orderBy: newestFirst, select: noticeSelect });
  }

  notice(id: number) {
    return this.prisma.notice.findFirst({ where: { id, enabled: true }, select: noticeSelect });
  }

  dialogNotice() {
    return this.prisma.notice.findFirst({ where: { enabled: true, isDialog: true }, orderBy: newestFirst, select: noticeSelect });
  }

  /** Broadcasts, plus the user's own messages when one is given; the newest 200. */
  messages(userId: number | null) {
    return this.prisma.message.findMany({
      where: userId ? { OR: [{ userId: null }, { userId }] } : { userId: null },
      orderBy: newestFirst,
      take: 200,
      select: messageSelect,
    });
  }

  message(id: number) {
    return this.prisma.message.findUnique({ where: { id }, select: messageSelect });
  }

  /** Synchronous: inside a transaction it commits or rolls back with it. */
  insertMessage(userId: number, template: string, params: string, now: number) {
    this.q.insertMessage.run(userId, template, params, now);
  }

  publicConfig(identify: string) {
    return this.q.publicConfig.get(identify);
  }

  customerServices() {
    return this.prisma.customerService.findMany({
      orderBy: byRank,
      select: { id: true, name: true, customerLogo: true, customerUrl: true, levitate: true, isEnable: true, i18n: true },
    });
  }

  /** Addresses of the enabled customer-service pages (read once at start, synchronously). */
  enabledServiceUrls(): string[] {
    return this.q.enabledServiceUrls.all().map((r) => r.customerUrl);
  }

  /** Published articles whose publish time has come, newest first. */
  newsList(now: number) {
    return this.prisma.news.findMany({
      where: { published: true, publishedAt: { lte: new Date(now) } },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      take: 100,
      select: newsSelect,
    });
  }

  news(id: number, now: number) {
    return this.prisma.news.findFirst({
      where: { id, published: true, publishedAt: { lte: new Date(now) } },
      select: { ...newsSelect, body: true },
    });
  }

  languages() {
    return this.prisma.language.findMany({ orderBy: byRank, omit: { sort: true } });
  }

  areaCodes() {
    return this.prisma.areaCode.findMany({ orderBy: byRank, select: { id: true, code: true, country: true, name: true } });
  }

  currencies() {
    return this.prisma.currency.findMany({
      where: { enabled: true },
      orderBy: byRank,
      select: { code: true, name: true, scale: true, symbol: true },
    });
  }
}
