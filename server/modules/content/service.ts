// Content for the home and article screens, read through Prisma.
import type { Locale } from '../../../shared/locales.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { localizeMessage } from './user-messages.ts';

const noticeSelect = { id: true, title: true, content: true, isDialog: true, createdAt: true } as const;
const messageSelect = { id: true, userId: true, title: true, content: true, template: true, params: true, createdAt: true } as const;

function iso<T extends { createdAt: Date }>(row: T) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

type MessageRow = { id: number; userId: number | null; title: string; content: string; template: string; params: string; createdAt: Date };

/** A message as the reader sees it: in their language, marked broadcast or personal. */
function messageView({ userId, title, content, template, params, ...m }: MessageRow, locale: Locale) {
  return iso({ ...m, ...localizeMessage({ title, content, template, params }, locale), broadcast: userId === null });
}

export class ContentService {
  // Every client reads isClose on every route change: this lookup is a hot path, so it
  // skips Prisma and runs as a prepared statement.
  private readonly configLookup;

  constructor(private readonly ctx: AppContext) {
    this.configLookup = ctx.sqlite.prepare<[string], { identify: string; configValue: string }>(
      'SELECT identify, configValue FROM "ConfigItem" WHERE identify = ? AND isPublic = 1',
    );
  }

  async banners(position?: 'all' | 'pc' | 'wp') {
    const rows = await this.ctx.prisma.banner.findMany({
      where: { enabled: true, ...(position && position !== 'all' ? { position: { in: ['all', position] } } : {}) },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { id: true, title: true, image: true, link: true, position: true, sort: true },
    });
    return rows.map((b) => ({ ...b, position: b.position as 'all' | 'pc' | 'wp' }));
  }

  async notices() {
    const rows = await this.ctx.prisma.notice.findMany({
      where: { enabled: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: noticeSelect,
    });
    return rows.map(iso);
  }

  async notice(id: number) {
    const row = await this.ctx.prisma.notice.findFirst({ where: { id, enabled: true }, select: noticeSelect });
    if (!row) throw new AppError('NOT_FOUND');
    return iso(row);
  }

  async dialogNotice() {
    const row = await this.ctx.prisma.notice.findFirst({
      where: { enabled: true, isDialog: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: noticeSelect,
    });
    return row ? iso(row) : null;
  }

  /** Broadcasts, plus the caller's own messages when logged in. */
  async messages(userId: number | null, locale: Locale) {
    const rows = await this.ctx.prisma.message.findMany({
      where: userId ? { OR: [{ userId: null }, { userId }] } : { userId: null },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
      select: messageSelect,
    });
    return rows.map((m) => messageView(m, locale));
  }

  /** Another user's message is reported as not found: its existence is not the caller's business. */
  async message(id: number, userId: number | null, locale: Locale) {
    const row = await this.ctx.prisma.message.findUnique({ where: { id }, select: messageSelect });
    if (!row || (row.userId !== null && row.userId !== userId)) throw new AppError('NOT_FOUND');
    return messageView(row, locale);
  }

  config(identify: string) {
    const row = this.configLookup.get(identify);
    if (!row) throw new AppError('CONFIG_NOT_FOUND', { identify });
    return row;
  }

  async customerServices() {
    const rows = await this.ctx.prisma.customerService.findMany({
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, customerLogo: true, customerUrl: true, levitate: true, isEnable: true },
    });
    return rows.map((r) => ({ ...r, levitate: r.levitate === 'Y' ? 'Y' : 'N', isEnable: r.isEnable === 'Y' ? 'Y' : 'N' }) as const);
  }

  languages() {
    return this.ctx.prisma.language.findMany({
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      omit: { sort: true },
    });
  }

  areaCodes() {
    return this.ctx.prisma.areaCode.findMany({
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { id: true, code: true, country: true, name: true },
    });
  }

  currencies() {
    return this.ctx.prisma.currency.findMany({
      where: { enabled: true },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { code: true, name: true, scale: true, symbol: true },
    });
  }
}
