// Storage of the content pages, the help centre, the settings the service rates are read
// from and the coin listing applications (issue 19, decisions 050 and 051): plain statements
// on the synchronous connection. The help search reads each text in the reader's locale,
// English where that locale has no (non-blank) version.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Paged } from '../../db/paging.ts';
import { pageOf } from '../../db/paging.ts';
import type { ListingStatus } from '../../../shared/schemas/pages.ts';
import { parseTranslations, type Translations } from '../content/localize.ts';

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

/** A help article as the search reads it: its English texts, their versions per locale, its place in the list. */
type SearchRow = { id: number; categoryId: number; title: string; body: string; i18n: string };

/** `row`'s `field` in `locale` where that version is non-blank (trimmed of spaces), else the English column. */
function inLocale(row: SearchRow, translations: Translations, locale: string, field: 'title' | 'body'): string {
  const text = translations[locale as keyof Translations]?.[field];
  const trimmed = typeof text === 'string' ? text.replace(/^ +| +$/g, '') : '';
  return trimmed === '' ? row[field] : trimmed;
}

/** Lower case for ASCII letters only: the search matches as SQLite's LIKE did (other letters as they are). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

export class PagesRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      page: db.prepare<[string], PageRow>('SELECT slug, title, body, updatedAt, i18n FROM "ContentPage" WHERE slug = ?'),
      categories: db.prepare<[], HelpCategoryRow>(
        `SELECT c.id, c.title, c.i18n,
                (SELECT COUNT(*) FROM "HelpArticle" a WHERE a.categoryId = c.id AND a.enabled = TRUE) AS articles
           FROM "HelpCategory" c WHERE c.enabled = TRUE ORDER BY c.sort, c.id`,
      ),
      article: db.prepare<[number], HelpArticleRow>(
        `SELECT a.id, a.categoryId, a.title, a.body, a.updatedAt, a.i18n FROM "HelpArticle" a
           JOIN "HelpCategory" c ON c.id = a.categoryId
          WHERE a.id = ? AND a.enabled = TRUE AND c.enabled = TRUE`,
      ),
      // enabled articles of enabled categories in the list's order (the search reads them all)
      searchable: db.prepare<[], SearchRow>(`${SEARCHABLE} ORDER BY c.sort, a.categoryId, a.sort, a.id`),
      searchableIn: db.prepare<[number], SearchRow>(`${SEARCHABLE} AND a.categoryId = ? ORDER BY c.sort, a.categoryId, a.sort, a.id`),
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
   * Matched here rather than in SQL: the texts per locale are JSON, which the two stores read
   * with different functions (the help centre is a few hundred articles at most).
   */
  searchArticles(
    locale: string,
    { q, categoryId }: { q?: string; categoryId?: number },
    page: number | undefined,
    pageSize: number | undefined,
  ): Paged<HelpHitRow> {
    const rows = (categoryId === undefined ? this.q.searchable.all() : this.q.searchableIn.all(categoryId)).map((r) => {
      const translations = parseTranslations(r.i18n);
      return {
        id: Number(r.id),
        categoryId: Number(r.categoryId),
        title: inLocale(r, translations, locale, 'title'),
        body: inLocale(r, translations, locale, 'body'),
      };
    });
    let hits = rows;
    if (q) {
      const wanted = asciiLower(q);
      const inTitle = (r: HelpHitRow) => asciiLower(r.title).includes(wanted);
      // (a stable sort: within each group the list's order stays)
      hits = rows
        .filter((r) => inTitle(r) || asciiLower(r.body).includes(wanted))
        .sort((a, b) => Number(!inTitle(a)) - Number(!inTitle(b)));
    }
    const p = page ?? 1;
    const size = pageSize ?? 20;
    return { items: hits.slice((p - 1) * size, p * size), total: hits.length, page: p, pageSize: size };
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

const SEARCHABLE = `SELECT a.id, a.categoryId, a.title, a.body, a.i18n FROM "HelpArticle" a JOIN "HelpCategory" c ON c.id = a.categoryId
  WHERE a.enabled = TRUE AND c.enabled = TRUE`;

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
            WHERE o.enabled = TRUE AND p.enabled = TRUE ORDER BY p.sort, p.id, o.durationSec`,
        )
        .safeIntegers(true),
      contract: db
        .prepare<[], ContractRateRow>(
          `SELECT p.symbol, s.feeRate, s.overnightRate, s.maintenanceRate, s.spreadTicks, s.leverages, s.minLots, s.maxLots
             FROM "ContractSetting" s JOIN "Product" p ON p.id = s.productId
            WHERE s.enabled = TRUE AND p.enabled = TRUE ORDER BY p.sort, p.id`,
        )
        .safeIntegers(true),
      spot: db.prepare<[], SpotRateRow>(
        `SELECT m.symbol, m.makerFeeRate, m.takerFeeRate, m.minNotional, m.quote FROM "SpotMarket" m
           JOIN "Product" p ON p.id = m.productId WHERE m.enabled = TRUE AND p.enabled = TRUE ORDER BY p.sort, p.id`,
      ),
      currencies: db
        .prepare<[], CurrencyRateRow>(
          `SELECT code, withdrawFeeRate, minWithdraw, maxWithdraw, minDeposit, maxDeposit FROM "Currency"
            WHERE enabled = TRUE ORDER BY sort, id`,
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
