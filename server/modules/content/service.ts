// Content for the home and article screens (storage in repository.ts).
import type { Locale } from '../../../shared/locales.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ContentRepository } from './repository.ts';
import { localizeMessage } from './user-messages.ts';

function iso<T extends { createdAt: Date }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

type MessageRow = { id: number; userId: number | null; title: string; content: string; template: string; params: string; createdAt: Date };

/** A message as the reader sees it: in their language, marked broadcast or personal. */
function messageView({ userId, title, content, template, params, ...m }: MessageRow, locale: Locale) {
  return iso({ ...m, ...localizeMessage({ title, content, template, params }, locale), broadcast: userId === null });
}

export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  async banners(position?: 'all' | 'pc' | 'wp') {
    const rows = await this.repo.banners(position === 'all' ? undefined : position);
    return rows.map((b) => ({ ...b, position: b.position as 'all' | 'pc' | 'wp' }));
  }

  async notices() {
    return (await this.repo.notices()).map(iso);
  }

  async notice(id: number) {
    const row = await this.repo.notice(id);
    if (!row) throw new AppError('NOT_FOUND');
    return iso(row);
  }

  async dialogNotice() {
    const row = await this.repo.dialogNotice();
    return row ? iso(row) : null;
  }

  /** Broadcasts, plus the caller's own messages when logged in. */
  async messages(userId: number | null, locale: Locale) {
    return (await this.repo.messages(userId)).map((m) => messageView(m, locale));
  }

  /** Another user's message is reported as not found: its existence is not the caller's business. */
  async message(id: number, userId: number | null, locale: Locale) {
    const row = await this.repo.message(id);
    if (!row || (row.userId !== null && row.userId !== userId)) throw new AppError('NOT_FOUND');
    return messageView(row, locale);
  }

  // Every client reads isClose on every route change: a prepared statement, not Prisma.
  config(identify: string) {
    const row = this.repo.publicConfig(identify);
    if (!row) throw new AppError('CONFIG_NOT_FOUND', { identify });
    return row;
  }

  async customerServices() {
    const rows = await this.repo.customerServices();
    return rows.map((r) => ({ ...r, levitate: r.levitate === 'Y' ? 'Y' : 'N', isEnable: r.isEnable === 'Y' ? 'Y' : 'N' }) as const);
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
