// The back office's content and site settings (issue 14 point 6, permissions content.write
// and config.write): notices, banners, customer-service entries, news and messages, each in
// English with versions in other locales (decision 029); config keys and the languages shown.
// Every change and its audit row (before and after) are one synchronous transaction.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  type BannerBody,
  CONFIG_KINDS,
  type ConfigKind,
  type CustomerServiceBody,
  type MessageBody,
  type NewsBody,
  type NoticeBody,
  StaffBanner,
  type StaffConfigItem,
  StaffCustomerService,
  type StaffLanguage,
  StaffMessage,
  StaffNews,
  StaffNotice,
} from '../../../shared/schemas/admin-content.ts';
import { DEFAULT_LOCALE } from '../../../shared/locales.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { detectImage } from '../../lib/safe-image.ts';
import type { FileStore } from '../../db/store/files.ts';
import { assertImageInStore, imageStore } from '../image/store.ts';
import { AdminTable, type DbRow, SettingsRepository } from './repository.ts';
import { parseTranslations } from './localize.ts';

const iso = (v: unknown) => new Date(Number(v)).toISOString();

/** One kind of content: its table, how a body is stored, how a row is shown to staff. */
export interface Resource<B, V> {
  /** The audit log's targetType. */
  target: string;
  table: AdminTable;
  columns(body: B, now: number, before: DbRow | undefined): Record<string, string | number | boolean | null>;
  view(row: DbRow): V;
  /** Images the body names, each of which must be in the image store. */
  images(body: B): (string | null | undefined)[];
  /** Further checks of a body before it is written (inside the transaction). */
  check?(body: B): void;
  /** Refuses a delete that would leave something dangling (inside the transaction). */
  checkRemove?(row: DbRow): void;
}

export class ContentAdmin {
  readonly notices: Resource<NoticeBody, StaffNotice>;
  readonly banners: Resource<BannerBody, StaffBanner>;
  readonly customerServices: Resource<CustomerServiceBody, StaffCustomerService>;
  readonly news: Resource<NewsBody, StaffNews>;
  readonly messages: Resource<MessageBody, StaffMessage>;
  private readonly q: SettingsRepository;
  private readonly images: FileStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly audit: AuditService,
    /** Told of each message staff sent, once committed: its recipient, or null for everyone. */
    private readonly onMessage: (userId: number | null) => void = () => {},
  ) {
    const db = ctx.sqlite;
    const newestFirst = 'createdAt DESC, id DESC';
    const byRank = 'sort ASC, id ASC';
    const noImages = () => [];
    this.notices = {
      target: 'notice',
      table: new AdminTable(db, 'Notice', newestFirst),
      columns: (b, now, before) => ({
        ...textColumns(b),
        isDialog: b.isDialog,
        enabled: b.enabled,
        createdAt: before ? Number(before.createdAt) : now,
      }),
      view: noticeView,
      images: noImages,
    };
    this.banners = {
      target: 'banner',
      table: new AdminTable(db, 'Banner', byRank),
      columns: (b, now, before) => ({
        ...textColumns(b),
        subtitle: b.subtitle,
        button: b.button,
        image: b.image,
        link: b.link,
        position: b.position,
        sort: b.sort,
        enabled: b.enabled,
        createdAt: before ? Number(before.createdAt) : now,
      }),
      view: bannerView,
      images: (b) => [b.image, ...Object.values(b.i18n).map((v) => v?.image)],
    };
    this.customerServices = {
      target: 'customer-service',
      table: new AdminTable(db, 'CustomerService', byRank),
      columns: (b) => ({
        ...textColumns(b),
        customerLogo: b.customerLogo,
        customerUrl: b.customerUrl,
        levitate: b.levitate,
        isEnable: b.isEnable,
        sort: b.sort,
      }),
      view: serviceView,
      images: (b) => [b.customerLogo],
    };
    this.news = {
      target: 'news',
      table: new AdminTable(db, 'News', newestFirst),
      columns: (b, now, before) => ({
        ...textColumns(b),
        coverImage: b.coverImage ?? '',
        published: b.published,
        // the first publication dates the article; unpublishing and publishing again keeps it
        publishedAt: b.published ? ((before?.publishedAt as number | null) ?? now) : ((before?.publishedAt as number | null) ?? null),
        createdAt: before ? Number(before.createdAt) : now,
      }),
      view: newsView,
      images: (b) => [b.coverImage],
    };
    this.messages = {
      target: 'message',
      // staff-written messages only: the platform's own (review results) are not staff's to edit
      table: new AdminTable(db, 'Message', newestFirst, "template = ''"),
      columns: (b, now) => ({ ...textColumns(b), userId: b.userId, template: '', params: '{}', createdAt: now }),
      view: messageView,
      images: noImages,
    };
    this.q = new SettingsRepository(db);
    this.images = imageStore(ctx);
  }

  list<B, V>(res: Resource<B, V>): V[] {
    return res.table.all().map(res.view);
  }

  create<B, V>(res: Resource<B, V>, body: B, actor: StaffActor): V {
    this.checkImages(res, body);
    const message = res === (this.messages as unknown);
    if (message) this.checkRecipient(body as MessageBody);
    const created = this.transaction(() => {
      res.check?.(body);
      const id = res.table.insert(res.columns(body, this.ctx.clock.now(), undefined));
      const after = res.view(res.table.get(id) as DbRow);
      this.audit.record({ ...actor, action: `${res.target}.create`, targetType: res.target, targetId: id, after });
      return after;
    });
    // (committed: the recipient's bell, or everyone's for a broadcast, counts it now)
    if (message) this.onMessage((body as MessageBody).userId);
    return created;
  }

  update<B, V>(res: Resource<B, V>, id: number, body: B, actor: StaffActor): V {
    this.checkImages(res, body);
    return this.transaction(() => {
      const row = res.table.get(id);
      if (!row) throw new AppError('NOT_FOUND');
      res.check?.(body);
      res.table.update(id, res.columns(body, this.ctx.clock.now(), row));
      const before = res.view(row);
      const after = res.view(res.table.get(id) as DbRow);
      this.audit.record({ ...actor, action: `${res.target}.update`, targetType: res.target, targetId: id, before, after });
      return after;
    });
  }

  remove<B, V>(res: Resource<B, V>, id: number, actor: StaffActor): null {
    return this.transaction(() => {
      const row = res.table.get(id);
      if (!row || (res === (this.messages as unknown) && row.template !== '')) throw new AppError('NOT_FOUND');
      res.checkRemove?.(row);
      res.table.remove(id);
      this.audit.record({ ...actor, action: `${res.target}.delete`, targetType: res.target, targetId: id, before: res.view(row) });
      return null;
    });
  }

  /**
   * A banner (or cover, logo) image uploaded by staff: checked by its content (JPEG, PNG or
   * WebP only, as customers' uploads) and written under a random name into the public image
   * store (shared by every instance on PostgreSQL), where the returned path names it.
   */
  storeImage(content: Buffer, actor: StaffActor): { path: string } {
    const kind = detectImage(content);
    if (!kind || content.length > this.ctx.config.uploadLimitBytes)
      throw new AppError('UPLOAD_INVALID', { maxMb: Math.floor(this.ctx.config.uploadLimitBytes / 1_048_576) });
    const relative = `content/${randomBytes(16).toString('hex')}.${kind.ext}`;
    this.images.write(relative, content, kind.mime);
    this.audit.record({
      ...actor,
      action: 'image.upload',
      targetType: 'image',
      targetId: relative,
      after: { size: content.length, mime: kind.mime },
    });
    return { path: relative };
  }

  configs(): StaffConfigItem[] {
    return this.q.configs().map((c) => ({ ...c, isPublic: c.isPublic === 1, kind: kindOf(c.identify) }));
  }

  /** A config key's new value, checked against its kind; `isClose` = Y closes the customer site at once. */
  setConfig(identify: string, configValue: string, actor: StaffActor): StaffConfigItem {
    const kind = kindOf(identify);
    const invalid = () => new AppError('CONFIG_VALUE_INVALID', { identify });
    if (kind === 'yesNo' && configValue !== 'Y' && configValue !== 'N') throw invalid();
    if (kind === 'image') {
      try {
        assertImageInStore(this.images, configValue);
      } catch {
        throw invalid();
      }
    }
    return this.transaction(() => {
      const before = this.q.config(identify);
      if (!before) throw new AppError('CONFIG_NOT_FOUND', { identify });
      if (kind === 'readOnly') throw new AppError('CONFIG_READ_ONLY');
      this.q.setConfig(identify, configValue);
      const after = { ...before, configValue };
      this.audit.record({
        ...actor,
        action: 'config.update',
        targetType: 'config',
        targetId: identify,
        before: { configValue: before.configValue },
        after: { configValue },
      });
      return { ...after, isPublic: after.isPublic === 1, kind };
    });
  }

  languages(): StaffLanguage[] {
    return this.q.languages().map((l) => ({ ...l, isShow: l.isShow === 1 }));
  }

  setLanguageShown(id: number, isShow: boolean, actor: StaffActor): StaffLanguage {
    return this.transaction(() => {
      const before = this.q.language(id);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.flag === DEFAULT_LOCALE && !isShow) throw new AppError('LANGUAGE_DEFAULT_SHOWN');
      this.q.setLanguageShown(id, isShow);
      const after = { ...before, isShow };
      this.audit.record({
        ...actor,
        action: 'language.show',
        targetType: 'language',
        targetId: id,
        before: { isShow: before.isShow === 1 },
        after: { isShow },
      });
      return after;
    });
  }

  private transaction<T>(fn: () => T): T {
    return this.ctx.sqlite.transaction(fn).immediate();
  }

  private checkImages<B, V>(res: Resource<B, V>, body: B) {
    for (const image of res.images(body)) if (image) assertImageInStore(this.images, image);
  }

  private checkRecipient(body: MessageBody) {
    if (body.userId !== null && !this.q.userExists(body.userId)) throw new AppError('ACCOUNT_NOT_FOUND');
  }
}

function kindOf(identify: string): ConfigKind {
  return Object.hasOwn(CONFIG_KINDS, identify) ? CONFIG_KINDS[identify as keyof typeof CONFIG_KINDS] : 'readOnly';
}

/** The English text columns of a body and its other locales' versions (blank fields left out). */
export function textColumns<B extends { i18n: Record<string, Record<string, string | undefined> | undefined> }>(body: B) {
  const { i18n, ...rest } = body;
  const text = Object.fromEntries(Object.entries(rest).filter(([k]) => ['title', 'content', 'name', 'summary', 'body'].includes(k)));
  const versions: Record<string, Record<string, string>> = {};
  for (const [locale, version] of Object.entries(i18n)) {
    const filled = Object.fromEntries(Object.entries(version ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''));
    if (Object.keys(filled).length > 0) versions[locale] = filled as Record<string, string>;
  }
  return { ...(text as Record<string, string>), i18n: JSON.stringify(versions) };
}

/**
 * A row as staff see it: the fields of `schema` (other columns left out), with the named 0/1
 * columns as booleans, the named epoch milliseconds as ISO dates (null stays null), empty
 * image paths as null and `i18n` parsed.
 */
export function viewOf<S extends z.ZodObject>(
  schema: S,
  { booleans = [], dates = ['createdAt'], optional = [] }: { booleans?: string[]; dates?: string[]; optional?: string[] },
) {
  const fields = Object.keys(schema.shape);
  return (row: DbRow): z.output<S> => {
    const out: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, row[f]]));
    out.i18n = parseTranslations(String(row.i18n));
    for (const b of booleans) out[b] = row[b] === 1;
    for (const d of dates) out[d] = row[d] === null ? null : iso(row[d]);
    for (const o of optional) out[o] = row[o] || null;
    return out as z.output<S>;
  };
}

const noticeView = viewOf(StaffNotice, { booleans: ['isDialog', 'enabled'] });
const bannerView = viewOf(StaffBanner, { booleans: ['enabled'] });
const serviceView = viewOf(StaffCustomerService, { dates: [] });
const newsView = viewOf(StaffNews, { booleans: ['published'], dates: ['createdAt', 'publishedAt'], optional: ['coverImage'] });
const messageView = viewOf(StaffMessage, {});
