// The content module's storage: banners, notices, messages, customer-service entries, news,
// languages, area codes and currencies through Prisma (ordinary reads), and the two hot or
// transactional statements on the synchronous connection: the public setting read on every
// route change, and a user's message, written inside the review's transaction
// (docs/decisions/003-money-write-path.md).
import { MESSAGE_CATEGORIES, type MessageCategory, type UnreadCounts } from '../../../shared/schemas/content.ts';
import { MultiInsert } from '../../db/multi-insert.ts';
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
  category: true,
  readAt: true,
} as const;
const newsSelect = { id: true, coverImage: true, title: true, summary: true, publishedAt: true, i18n: true } as const;
const byRank = [{ sort: 'asc' as const }, { id: 'asc' as const }];
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export class ContentRepository {
  private readonly q;

  private readonly messageRows: MultiInsert;

  constructor(
    private readonly prisma: Prisma,
    private readonly db: Sqlite,
  ) {
    this.messageRows = new MultiInsert(db, `"Message" (userId, template, category, params, createdAt, title, content)`, 7, 200);
    this.q = {
      publicConfig: db.prepare<[string], RowOf<ConfigItem, 'identify' | 'configValue'>>(
        'SELECT identify, configValue FROM "ConfigItem" WHERE identify = ? AND isPublic = TRUE',
      ),
      insertMessage: db.prepare<[number, string, string, string, number]>(
        `INSERT INTO "Message" (userId, title, content, template, category, params, createdAt) VALUES (?, '', '', ?, ?, ?, ?)`,
      ),
      // the unread counts: a user's own unread rows (index userId, readAt, category), and the
      // broadcasts without a read row of theirs (few: staff write them)
      unreadOwn: db.prepare<[number], { category: string; n: number }>(
        'SELECT category, COUNT(*) AS n FROM "Message" WHERE userId = ? AND readAt IS NULL GROUP BY category',
      ),
      unreadBroadcasts: db.prepare<[number], { category: string; n: number }>(
        `SELECT m.category, COUNT(*) AS n FROM "Message" m WHERE m.userId IS NULL
            AND NOT EXISTS (SELECT 1 FROM "MessageRead" r WHERE r.userId = ? AND r.messageId = m.id) GROUP BY m.category`,
      ),
      readOwn: db.prepare<[number, number, number]>('UPDATE "Message" SET readAt = ? WHERE id = ? AND userId = ? AND readAt IS NULL'),
      readBroadcast: db.prepare<[number, number, number]>(
        'INSERT INTO "MessageRead" (userId, messageId, readAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      // (a group or every group: two statements, as PostgreSQL cannot type a parameter only tested for NULL)
      readAllOwn: db.prepare<[number, number]>('UPDATE "Message" SET readAt = ? WHERE userId = ? AND readAt IS NULL'),
      readGroupOwn: db.prepare<[number, number, string]>(
        'UPDATE "Message" SET readAt = ? WHERE userId = ? AND readAt IS NULL AND category = ?',
      ),
      unreadBroadcastIds: db.prepare<[number], { id: number }>(
        `SELECT m.id FROM "Message" m WHERE m.userId IS NULL
            AND NOT EXISTS (SELECT 1 FROM "MessageRead" r WHERE r.userId = ? AND r.messageId = m.id)`,
      ),
      unreadGroupBroadcastIds: db.prepare<[string, number], { id: number }>(
        `SELECT m.id FROM "Message" m WHERE m.userId IS NULL AND m.category = ?
            AND NOT EXISTS (SELECT 1 FROM "MessageRead" r WHERE r.userId = ? AND r.messageId = m.id)`,
      ),
      enabledServiceUrls: db.prepare<[], { customerUrl: string }>(`SELECT customerUrl FROM "CustomerService" WHERE isEnable = 'Y'`),
    };
  }

  banners(position?: 'pc' | 'wp') {
    return this.prisma.banner.findMany({
      where: { enabled: true, ...(position ? { position: { in: ['all', position] } } : {}) },
      orderBy: byRank,
      select: { id: true, title: true, subtitle: true, button: true, image: true, link: true, position: true, sort: true, i18n: true },
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

  /** Broadcasts, plus the user's own messages when one is given (of one group, or all); the newest 200, with the reader's read marks. */
  messages(userId: number | null, group?: MessageCategory) {
    return this.prisma.message.findMany({
      where: {
        ...(userId ? { OR: [{ userId: null }, { userId }] } : { userId: null }),
        ...(group ? { category: group } : {}),
      },
      orderBy: newestFirst,
      take: 200,
      select: { ...messageSelect, reads: { where: { userId: userId ?? 0 }, select: { readAt: true } } },
    });
  }

  message(id: number, reader: number | null) {
    return this.prisma.message.findUnique({
      where: { id },
      select: { ...messageSelect, reads: { where: { userId: reader ?? 0 }, select: { readAt: true } } },
    });
  }

  /** Synchronous: inside a transaction it commits or rolls back with it. */
  insertMessage(userId: number, template: string, category: MessageCategory, params: string, now: number) {
    this.q.insertMessage.run(userId, template, category, params, now);
  }

  /** Many messages: `values` holds userId, template, category, params, createdAt, title, content ('' for a template's) per message. */
  insertMessages(values: unknown[]) {
    this.messageRows.run(values);
  }

  /** The user's unread messages per group and in all: indexed counts, no row is loaded. */
  unreadCounts(userId: number): UnreadCounts {
    const counts: UnreadCounts = { total: 0, orders: 0, funds: 0, security: 0, announcements: 0, alerts: 0 };
    for (const { category, n } of [...this.q.unreadOwn.all(userId), ...this.q.unreadBroadcasts.all(userId)]) {
      const count = Number(n);
      if ((MESSAGE_CATEGORIES as readonly string[]).includes(category)) counts[category as MessageCategory] += count;
      counts.total += count;
    }
    return counts;
  }

  /** Marks a message read for `userId`: their own (readAt) or a broadcast (a read row). */
  markRead(userId: number, message: { id: number; userId: number | null }, now: number) {
    if (message.userId === null) this.q.readBroadcast.run(userId, message.id, now);
    else this.q.readOwn.run(now, message.id, userId);
  }

  /** Marks every unread message of the user read (of one group when given), in one transaction. */
  markAllRead(userId: number, group: MessageCategory | null, now: number) {
    this.db.transaction(() => {
      if (group === null) this.q.readAllOwn.run(now, userId);
      else this.q.readGroupOwn.run(now, userId, group);
      // (broadcasts are few: staff write them)
      const broadcasts = group === null ? this.q.unreadBroadcastIds.all(userId) : this.q.unreadGroupBroadcastIds.all(group, userId);
      for (const { id } of broadcasts) this.q.readBroadcast.run(userId, id, now);
    })();
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

// ---------------------------------------------------------------- the back office (decision 029)
// Plain statements on the synchronous connection, so that a change and its audit row are one
// transaction (decision 027). One small table gateway serves notices, banners,
// customer-service entries, news and messages alike.

type Value = string | number | boolean | null;
export type DbRow = Record<string, Value> & { id: number };

/** better-sqlite3 binds no booleans: they are stored as 1/0. */
const bindable = (values: Record<string, Value>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]));

export class AdminTable {
  private readonly q;

  constructor(
    private readonly db: Sqlite,
    private readonly table: string,
    orderBy: string,
    /** Which rows are staff's to list (messages: the staff-written ones, not the platform's). */
    where = '1 = 1',
  ) {
    this.q = {
      all: db.prepare<[], DbRow>(`SELECT * FROM "${table}" WHERE ${where} ORDER BY ${orderBy} LIMIT 500`),
      one: db.prepare<[number], DbRow>(`SELECT * FROM "${table}" WHERE id = ?`),
      remove: db.prepare<[number]>(`DELETE FROM "${table}" WHERE id = ?`),
    };
  }

  all(): DbRow[] {
    return this.q.all.all();
  }

  get(id: number): DbRow | undefined {
    return this.q.one.get(id);
  }

  insert(values: Record<string, Value>): number {
    const cols = Object.keys(values);
    const sql = `INSERT INTO "${this.table}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`;
    return Number(this.db.prepare(sql).run(bindable(values)).lastInsertRowid);
  }

  update(id: number, values: Record<string, Value>): boolean {
    const sets = Object.keys(values).map((c) => `"${c}" = @${c}`);
    const sql = `UPDATE "${this.table}" SET ${sets.join(', ')} WHERE id = @id`;
    return this.db.prepare(sql).run({ ...bindable(values), id }).changes === 1;
  }

  remove(id: number): boolean {
    return this.q.remove.run(id).changes === 1;
  }
}

type ConfigRow = { identify: string; configValue: string; description: string; isPublic: number };
type LanguageRow = { id: number; name: string; flag: string; isShow: number };

/** Config keys, languages shown and recipients, for the back office. */
export class SettingsRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      userExists: db.prepare<[number], { id: number }>('SELECT id FROM "User" WHERE id = ?'),
      configs: db.prepare<[], ConfigRow>('SELECT identify, configValue, description, isPublic FROM "ConfigItem" ORDER BY id'),
      config: db.prepare<[string], ConfigRow>('SELECT identify, configValue, description, isPublic FROM "ConfigItem" WHERE identify = ?'),
      setConfig: db.prepare<[string, string]>('UPDATE "ConfigItem" SET configValue = ? WHERE identify = ?'),
      languages: db.prepare<[], LanguageRow>('SELECT id, name, flag, isShow FROM "Language" ORDER BY sort, id'),
      language: db.prepare<[number], LanguageRow>('SELECT id, name, flag, isShow FROM "Language" WHERE id = ?'),
      setLanguage: db.prepare<[number, number]>('UPDATE "Language" SET isShow = ? WHERE id = ?'),
    };
  }

  userExists(id: number): boolean {
    return this.q.userExists.get(id) !== undefined;
  }

  configs(): ConfigRow[] {
    return this.q.configs.all();
  }

  config(identify: string): ConfigRow | undefined {
    return this.q.config.get(identify);
  }

  setConfig(identify: string, value: string): void {
    this.q.setConfig.run(value, identify);
  }

  languages(): LanguageRow[] {
    return this.q.languages.all();
  }

  language(id: number): LanguageRow | undefined {
    return this.q.language.get(id);
  }

  setLanguageShown(id: number, isShow: boolean): void {
    this.q.setLanguage.run(Number(isShow), id);
  }
}
