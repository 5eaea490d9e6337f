// Storage of the content pages, the help centre, the settings the service rates are read
// from and the coin listing applications (issue 19, decisions 050 and 051): plain statements
// on the synchronous connection. The help search reads each text in the reader's locale with
// SQLite's JSON functions, English where that locale has no (non-blank) version.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Paged } from '../../db/paging.ts';
import { pageOf } from '../../db/paging.ts';
import type { ListingStatus } from '../../../shared/schemas/pages.ts';

export type PageRow = { slug: string; title: string; body: string; updatedAt: number; i18n: string };
export type HelpCategoryRow = { id: number; title: string; i18n: string; articles: number };
export type HelpArticleRow = { id: number; categoryId: number; title: string; body: string; updatedAt: number; i18n: string };
export type HelpHitRow = { id: number; categoryId: number; title: string; body: string };
export type ListingRow = {
  id: number;
  project: string;
  symbol: string;
  website: string;
  contactName: string;
  contactEmail: string;
  tier: string;
  message: string;
  status: string;
  staffNotes: string;
  userId: number | null;
  createdAt: number;
  updatedAt: number;
};

/** `field` of a row in `locale` where its version is non-blank, else the English column (a SQL expression). */
function inLocale(field: 'title' | 'body') {
  return `COALESCE(NULLIF(TRIM(json_extract(i18n, '$."' || @locale || '".${field}')), ''), ${field})`;
}

/** `text` as a LIKE pattern that matches it literally anywhere (`\` escapes). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class PagesRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      page: db.prepare<[string], PageRow>('SELECT slug, title, body, updatedAt, i18n FROM "ContentPage" WHERE slug = ?'),
      categories: db.prepare<[], HelpCategoryRow>(
        `SELECT c.id, c.title, c.i18n,
                (SELECT COUNT(*) FROM "HelpArticle" a WHERE a.categoryId = c.id AND a.enabled = 1) AS articles
           FROM "HelpCategory" c WHERE c.enabled = 1 ORDER BY c.sort, c.id`,
      ),
      article: db.prepare<[number], HelpArticleRow>(
        `SELECT a.id, a.categoryId, a.title, a.body, a.updatedAt, a.i18n FROM "HelpArticle" a
           JOIN "HelpCategory" c ON c.id = a.categoryId
          WHERE a.id = ? AND a.enabled = 1 AND c.enabled = 1`,
      ),
      categoryExists: db.prepare<[number], { id: number }>('SELECT id FROM "HelpCategory" WHERE id = ?'),
      categoryArticles: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM "HelpArticle" WHERE categoryId = ?'),
      insertListing: db.prepare<[string, string, string, string, string, string, string, number | null, string, number, number]>(
        `INSERT INTO "ListingApplication"
           (project, symbol, website, contactName, contactEmail, tier, message, userId, ip, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      listing: db.prepare<[number], ListingRow>(`SELECT ${LISTING_COLUMNS} FROM "ListingApplication" WHERE id = ?`),
      reviewListing: db.prepare<[string, string, number, number]>(
        'UPDATE "ListingApplication" SET status = ?, staffNotes = ?, updatedAt = ? WHERE id = ?',
      ),
    };
  }

  page(slug: string): PageRow | undefined {
    return this.q.page.get(slug);
  }

  categories(): HelpCategoryRow[] {
    return this.q.categories.all();
  }

  article(id: number): HelpArticleRow | undefined {
    return this.q.article.get(id);
  }

  categoryExists(id: number): boolean {
    return this.q.categoryExists.get(id) !== undefined;
  }

  categoryArticles(id: number): number {
    return (this.q.categoryArticles.get(id) as { n: number }).n;
  }

  /**
   * Enabled articles of enabled categories whose title or body, as the reader sees them (their
   * locale, else English), contains `q` (case-insensitive for ASCII letters); titles first.
   */
  searchArticles(
    locale: string,
    { q, categoryId }: { q?: string; categoryId?: number },
    page: number | undefined,
    pageSize: number | undefined,
  ): Paged<HelpHitRow> {
    const where = ['a.enabled = 1', 'c.enabled = 1'];
    const params: Record<string, unknown> = { locale };
    if (categoryId !== undefined) {
      where.push('a.categoryId = @categoryId');
      params.categoryId = categoryId;
    }
    let order = 'c.sort, a.categoryId, a.sort, a.id';
    if (q) {
      params.q = containsPattern(q);
      where.push(`(t.title LIKE @q ESCAPE '\\' OR t.body LIKE @q ESCAPE '\\')`);
      order = `CASE WHEN t.title LIKE @q ESCAPE '\\' THEN 0 ELSE 1 END, ${order}`;
    }
    const from = `FROM "HelpArticle" a JOIN "HelpCategory" c ON c.id = a.categoryId
      JOIN (SELECT id, ${inLocale('title')} AS title, ${inLocale('body')} AS body FROM "HelpArticle") t ON t.id = a.id
      WHERE ${where.join(' AND ')}`;
    return pageOf<HelpHitRow, HelpHitRow>(
      this.db,
      { columns: 'a.id, a.categoryId, t.title, t.body', from, order, params: [params] },
      page,
      pageSize,
      (r) => ({ ...r, id: Number(r.id), categoryId: Number(r.categoryId) }),
    );
  }

  insertListing(
    a: { project: string; symbol: string; website: string; contactName: string; contactEmail: string; tier: string; message: string },
    userId: number | null,
    ip: string,
    now: number,
  ): number {
    const r = this.q.insertListing.run(
      a.project,
      a.symbol,
      a.website,
      a.contactName,
      a.contactEmail,
      a.tier,
      a.message,
      userId,
      ip,
      now,
      now,
    );
    return Number(r.lastInsertRowid);
  }

  listing(id: number): ListingRow | undefined {
    return this.q.listing.get(id);
  }

  listings(status: ListingStatus | undefined, page: number | undefined, pageSize: number | undefined): Paged<ListingRow> {
    return pageOf<ListingRow, ListingRow>(
      this.db,
      {
        columns: LISTING_COLUMNS,
        from: `FROM "ListingApplication"${status ? ' WHERE status = ?' : ''}`,
        order: 'id DESC',
        params: status ? [status] : [],
      },
      page,
      pageSize,
      (r) => ({
        ...r,
        id: Number(r.id),
        userId: r.userId === null ? null : Number(r.userId),
        createdAt: Number(r.createdAt),
        updatedAt: Number(r.updatedAt),
      }),
    );
  }

  reviewListing(id: number, status: string, staffNotes: string, now: number) {
    this.q.reviewListing.run(status, staffNotes, now, id);
  }
}

const LISTING_COLUMNS =
  'id, project, symbol, website, contactName, contactEmail, tier, message, status, staffNotes, userId, createdAt, updatedAt';

// ---------------------------------------------------------------- the settings of the service rates

export type FastOptionRateRow = {
  symbol: string;
  durationSec: number;
  profitRate: string;
  minAmount: bigint;
  maxAmount: bigint;
};
export type ContractRateRow = {
  symbol: string;
  feeRate: string;
  overnightRate: string;
  maintenanceRate: string;
  spreadTicks: bigint;
  leverages: string;
  minLots: bigint;
  maxLots: bigint;
};
export type SpotRateRow = { symbol: string; makerFeeRate: string; takerFeeRate: string; minNotional: string; quote: string };
export type CurrencyRateRow = {
  code: string;
  withdrawFeeRate: string;
  minWithdraw: bigint;
  maxWithdraw: bigint;
  minDeposit: bigint;
  maxDeposit: bigint;
};

/** What the service rates page is generated from: the live settings, of enabled products only. */
export class RatesRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      fast: db
        .prepare<[], FastOptionRateRow>(
          `SELECT p.symbol, o.durationSec, o.profitRate, o.minAmount, o.maxAmount FROM "FastOption" o
             JOIN "Product" p ON p.id = o.productId
            WHERE o.enabled = 1 AND p.enabled = 1 ORDER BY p.sort, p.id, o.durationSec`,
        )
        .safeIntegers(true),
      contract: db
        .prepare<[], ContractRateRow>(
          `SELECT p.symbol, s.feeRate, s.overnightRate, s.maintenanceRate, s.spreadTicks, s.leverages, s.minLots, s.maxLots
             FROM "ContractSetting" s JOIN "Product" p ON p.id = s.productId
            WHERE s.enabled = 1 AND p.enabled = 1 ORDER BY p.sort, p.id`,
        )
        .safeIntegers(true),
      spot: db.prepare<[], SpotRateRow>(
        `SELECT m.symbol, m.makerFeeRate, m.takerFeeRate, m.minNotional, m.quote FROM "SpotMarket" m
           JOIN "Product" p ON p.id = m.productId WHERE m.enabled = 1 AND p.enabled = 1 ORDER BY p.sort, p.id`,
      ),
      currencies: db
        .prepare<[], CurrencyRateRow>(
          `SELECT code, withdrawFeeRate, minWithdraw, maxWithdraw, minDeposit, maxDeposit FROM "Currency"
            WHERE enabled = 1 ORDER BY sort, id`,
        )
        .safeIntegers(true),
    };
  }

  fastOptions() {
    return this.q.fast.all();
  }

  contractSettings() {
    return this.q.contract.all();
  }

  spotMarkets() {
    return this.q.spot.all();
  }

  currencies() {
    return this.q.currencies.all();
  }
}
