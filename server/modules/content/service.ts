// Content for the home and article screens (storage in repository.ts).
import type { Locale } from '../../../shared/locales.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localized } from './localize.ts';
import type { ContentRepository } from './repository.ts';
import { localizeMessage } from './user-messages.ts';
import { withAntiPhishingLine } from '../../../shared/anti-phishing.ts';
import { MESSAGE_CATEGORIES, type MessageCategory, type UnreadCounts } from '../../../shared/schemas/content.ts';

function iso<T extends { createdAt: Date }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

type MessageRow = {
  id: number;
  userId: number | null;
  title: string;
  content: string;
  template: string;
  params: string;
  createdAt: Date;
  i18n: string;
  category: string;
  readAt: Date | null;
  /** The reader's read mark of a broadcast (none or one). */
  reads: { readAt: Date }[];
};

const categoryOf = (c: string): MessageCategory =>
  (MESSAGE_CATEGORIES as readonly string[]).includes(c) ? (c as MessageCategory) : 'announcements';

/**
 * A message as the reader sees it: in their language, marked broadcast or personal, its group,
 * and whether they read it. A personal one (sent to this reader) ends with the reader's
 * anti-phishing code, when set.
 */
function messageView(row: MessageRow, locale: Locale, antiPhishing: string | null, reader: number | null) {
  const { userId, title, content, template, params, i18n, category, readAt, reads, ...m } = row;
  const text = localizeMessage({ title, content, template, params, i18n }, locale);
  if (userId !== null && antiPhishing) text.content = withAntiPhishingLine(text.content, antiPhishing, locale);
  const read = reader !== null && (userId === null ? reads.length > 0 : readAt !== null);
  return iso({ ...m, ...text, broadcast: userId === null, category: categoryOf(category), read });
}

const noticeView = <R extends { title: string; content: string; createdAt: Date; i18n: string }>(row: R, locale: Locale) =>
  iso(localized(row, locale, ['title', 'content']));

const newsView = <R extends { coverImage: string; publishedAt: Date | null; i18n: string; title: string; summary: string }>(
  row: R,
  locale: Locale,
) => {
  // the list has no body: a field the row lacks is simply not there to translate
  const { coverImage, publishedAt, ...rest } = localized(row, locale, ['title', 'summary', 'body' as keyof R & string]);
  return { ...rest, coverImage: coverImage || null, publishedAt: (publishedAt as Date).toISOString() };
};

export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly clock: Clock,
    /** The anti-phishing code of a user (the security centre's), stamped on their own messages. */
    private readonly antiPhishingOf: (userId: number) => string | null = () => null,
    /** Told when the user read messages, with their counts now (their other screens follow). */
    private readonly onRead: (userId: number, unread: UnreadCounts) => void = () => {},
  ) {}

  /** Banners in the reader's locale: each text and the image where staff gave one, else the English ones. */
  async banners(position: 'all' | 'pc' | 'wp' | undefined, locale: Locale) {
    const rows = await this.repo.banners(position === 'all' ? undefined : position);
    return rows.map((b) => ({
      ...localized(b, locale, ['title', 'subtitle', 'button', 'image']),
      position: b.position as 'all' | 'pc' | 'wp',
    }));
  }

  async notices(locale: Locale) {
    return (await this.repo.notices()).map((n) => noticeView(n, locale));
  }

  async notice(id: number, locale: Locale) {
    const row = await this.repo.notice(id);
    if (!row) throw new AppError('NOT_FOUND');
    return noticeView(row, locale);
  }

  async dialogNotice(locale: Locale) {
    const row = await this.repo.dialogNotice();
    return row ? noticeView(row, locale) : null;
  }

  async newsList(locale: Locale) {
    return (await this.repo.newsList(this.clock.now())).map((n) => newsView(n, locale));
  }

  async news(id: number, locale: Locale) {
    const row = await this.repo.news(id, this.clock.now());
    if (!row) throw new AppError('NOT_FOUND');
    return newsView(row, locale);
  }

  /** Broadcasts, plus the caller's own messages when logged in (of one group, or all). */
  async messages(userId: number | null, locale: Locale, group?: MessageCategory) {
    const antiPhishing = userId === null ? null : this.antiPhishingOf(userId);
    return (await this.repo.messages(userId, group)).map((m) => messageView(m, locale, antiPhishing, userId));
  }

  /** Another user's message is reported as not found: its existence is not the caller's business. */
  async message(id: number, userId: number | null, locale: Locale) {
    const row = await this.visible(id, userId);
    return messageView(row, locale, userId === null ? null : this.antiPhishingOf(userId), userId);
  }

  /** The caller's unread messages per group and in all. */
  unread(userId: number): UnreadCounts {
    return this.repo.unreadCounts(userId);
  }

  /** Marks one message read for the caller (theirs or a broadcast; another user's is not found). */
  async markRead(id: number, userId: number): Promise<UnreadCounts> {
    const row = await this.visible(id, userId);
    this.repo.markRead(userId, row, this.clock.now());
    return this.readNow(userId);
  }

  /** Marks every unread message of the caller read, or those of one group. */
  markAllRead(userId: number, group?: MessageCategory): UnreadCounts {
    this.repo.markAllRead(userId, group ?? null, this.clock.now());
    return this.readNow(userId);
  }

  private readNow(userId: number) {
    const unread = this.repo.unreadCounts(userId);
    this.onRead(userId, unread);
    return unread;
  }

  private async visible(id: number, userId: number | null) {
    const row = await this.repo.message(id, userId);
    if (!row || (row.userId !== null && row.userId !== userId)) throw new AppError('NOT_FOUND');
    return row;
  }

  // Every client reads isClose on every route change: a prepared statement, not Prisma.
  config(identify: string) {
    const row = this.repo.publicConfig(identify);
    if (!row) throw new AppError('CONFIG_NOT_FOUND', { identify });
    return row;
  }

  async customerServices(locale: Locale) {
    const rows = await this.repo.customerServices();
    return rows.map(
      (r) =>
        ({
          ...localized(r, locale, ['name']),
          levitate: r.levitate === 'Y' ? 'Y' : 'N',
          isEnable: r.isEnable === 'Y' ? 'Y' : 'N',
        }) as const,
    );
  }

  /** Addresses of the enabled customer-service pages (for the CSP, read at start). */
  enabledServiceUrls(): string[] {
    return this.repo.enabledServiceUrls();
  }

  languages() {
    return this.repo.languages();
  }

  areaCodes() {
    return this.repo.areaCodes();
  }

  currencies() {
    return this.repo.currencies();
  }
}
