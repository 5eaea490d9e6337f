// The back office of issue 19 (content.write): the content pages (edited, never created or
// deleted: the set is fixed), help categories and articles, each through the content module's
// audited table editing (decision 029), and the queue of coin listing applications with its
// status and staff notes (decision 051). Every change and its audit row are one transaction.
import {
  type HelpArticleBody,
  type HelpCategoryBody,
  type ListingReviewBody,
  type ListingStatus,
  type PageBody,
  StaffHelpArticle,
  StaffHelpCategory,
  type StaffListingApplication,
  StaffPage,
} from '../../../shared/schemas/pages.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { type Resource, textColumns, viewOf } from '../content/admin.ts';
import { AdminTable } from '../content/repository.ts';
import type { ListingRow, PagesRepository } from './repository.ts';

/** Final statuses: the decision stands (notes may still be added). */
const DECIDED: readonly ListingStatus[] = ['accepted', 'declined'];

function listingView(r: ListingRow): StaffListingApplication {
  return {
    ...r,
    tier: r.tier as StaffListingApplication['tier'],
    status: r.status as ListingStatus,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export class PagesAdmin {
  readonly pages: Resource<PageBody, StaffPage>;
  readonly helpCategories: Resource<HelpCategoryBody, StaffHelpCategory>;
  readonly helpArticles: Resource<HelpArticleBody, StaffHelpArticle>;

  constructor(
    private readonly ctx: AppContext,
    private readonly audit: AuditService,
    private readonly repo: PagesRepository,
  ) {
    const db = ctx.sqlite;
    const noImages = () => [];
    this.pages = {
      target: 'page',
      table: new AdminTable(db, 'ContentPage', 'id ASC'),
      columns: (b, now) => ({ ...textColumns(b), updatedAt: now }),
      view: viewOf(StaffPage, { dates: ['updatedAt'] }),
      images: noImages,
    };
    this.helpCategories = {
      target: 'help-category',
      table: new AdminTable(db, 'HelpCategory', 'sort ASC, id ASC'),
      columns: (b) => ({ ...textColumns(b), sort: b.sort, enabled: b.enabled }),
      view: viewOf(StaffHelpCategory, { booleans: ['enabled'], dates: [] }),
      images: noImages,
      checkRemove: (row) => {
        if (this.repo.categoryArticles(row.id) > 0) throw new AppError('HELP_CATEGORY_NOT_EMPTY');
      },
    };
    this.helpArticles = {
      target: 'help-article',
      table: new AdminTable(db, 'HelpArticle', 'categoryId ASC, sort ASC, id ASC'),
      columns: (b, now, before) => ({
        ...textColumns(b),
        categoryId: b.categoryId,
        sort: b.sort,
        enabled: b.enabled,
        createdAt: before ? Number(before.createdAt) : now,
        updatedAt: now,
      }),
      view: viewOf(StaffHelpArticle, { booleans: ['enabled'], dates: ['createdAt', 'updatedAt'] }),
      images: noImages,
      check: (b) => {
        if (!this.repo.categoryExists(b.categoryId)) throw new AppError('HELP_CATEGORY_UNKNOWN');
      },
    };
  }

  listings(status: ListingStatus | undefined, page?: number, pageSize?: number) {
    const found = this.repo.listings(status, page, pageSize);
    return { ...found, items: found.items.map(listingView) };
  }

  /** A new status and the staff notes; a decided application keeps its status. Audited with before and after. */
  reviewListing(id: number, body: ListingReviewBody, actor: StaffActor): StaffListingApplication {
    return this.ctx.sqlite
      .transaction(() => {
        const row = this.repo.listing(id);
        if (!row) throw new AppError('NOT_FOUND');
        if (DECIDED.includes(row.status as ListingStatus) && body.status !== row.status) throw new AppError('LISTING_DECIDED');
        this.repo.reviewListing(id, body.status, body.staffNotes ?? row.staffNotes, this.ctx.clock.now());
        const before = listingView(row);
        const after = listingView(this.repo.listing(id) as ListingRow);
        this.audit.record({
          ...actor,
          action: 'listing.review',
          targetType: 'listing-application',
          targetId: id,
          before: { status: before.status, staffNotes: before.staffNotes },
          after: { status: after.status, staffNotes: after.staffNotes },
        });
        return after;
      })
      .immediate();
  }
}
