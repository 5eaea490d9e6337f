// Content pages (about, terms, user agreement, privacy, legal notice), the help centre, the
// service rates and coin listing applications (issue 19, decisions 050 and 051). Texts are
// written in English with an optional version per locale (decision 029); bodies are plain text
// in a small markup the client renders without HTML (decision 050).
import { z } from 'zod';
import { Optional, Text, Translations } from './admin-content.ts';
import { appKeyParam, Dec, IdText, IsoDate, Paged, pageParams } from './common.ts';

// ---------------------------------------------------------------- content pages
export const PAGE_SLUGS = ['about', 'terms', 'agreement', 'privacy', 'legal'] as const;
export const PageSlug = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlug>;
export const PageParams = z.strictObject({ slug: PageSlug });
export const ContentPage = z
  .object({ slug: PageSlug, title: z.string(), body: z.string(), updatedAt: IsoDate })
  .meta({ id: 'ContentPage' });

export const PageBody = z
  .strictObject({
    title: Text(200),
    body: Text(15_000),
    i18n: Translations({ title: Optional(200), body: Optional(15_000) }).default({}),
  })
  .meta({ id: 'PageBody' });
export type PageBody = z.infer<typeof PageBody>;
export const StaffPage = PageBody.extend({ id: z.number().int(), slug: PageSlug, updatedAt: IsoDate }).meta({ id: 'StaffPage' });
export type StaffPage = z.infer<typeof StaffPage>;

// ---------------------------------------------------------------- help centre
export const HelpCategory = z.object({ id: z.number().int(), title: z.string(), articles: z.number().int() }).meta({ id: 'HelpCategory' });
export const HelpCategoryList = z.array(HelpCategory);

export const HelpSearchQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  q: z
    .string()
    .trim()
    .max(100)
    // letters and digits of any script, spaces and ordinary punctuation (no markup characters)
    .regex(/^[\p{L}\p{M}\p{N}\s.,;:'’"?!%&()_+\-/@#*]*$/u)
    .optional()
    .meta({ description: 'words searched in the title and body, in the reader’s locale' }),
  categoryId: IdText.optional(),
});
export const HelpArticleItem = z
  .object({ id: z.number().int(), categoryId: z.number().int(), title: z.string(), excerpt: z.string() })
  .meta({ id: 'HelpArticleItem' });
export const HelpArticlePage = Paged(HelpArticleItem).meta({ id: 'HelpArticlePage' });
export const HelpArticle = z
  .object({ id: z.number().int(), categoryId: z.number().int(), title: z.string(), body: z.string(), updatedAt: IsoDate })
  .meta({ id: 'HelpArticle' });

export const HelpCategoryBody = z
  .strictObject({
    title: Text(100),
    sort: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
    i18n: Translations({ title: Optional(100) }).default({}),
  })
  .meta({ id: 'HelpCategoryBody' });
export type HelpCategoryBody = z.infer<typeof HelpCategoryBody>;
export const StaffHelpCategory = HelpCategoryBody.extend({ id: z.number().int() }).meta({ id: 'StaffHelpCategory' });
export type StaffHelpCategory = z.infer<typeof StaffHelpCategory>;

export const HelpArticleBody = z
  .strictObject({
    categoryId: z.number().int().positive(),
    title: Text(200),
    body: Text(10_000),
    sort: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
    i18n: Translations({ title: Optional(200), body: Optional(10_000) }).default({}),
  })
  .meta({ id: 'HelpArticleBody' });
export type HelpArticleBody = z.infer<typeof HelpArticleBody>;
export const StaffHelpArticle = HelpArticleBody.extend({ id: z.number().int(), createdAt: IsoDate, updatedAt: IsoDate }).meta({
  id: 'StaffHelpArticle',
});
export type StaffHelpArticle = z.infer<typeof StaffHelpArticle>;

// ---------------------------------------------------------------- service rates
const Rate = Dec.meta({ description: 'a decimal fraction: "0.001" is 0.1 %' });
/** Null: no maximum. */
const Limit = Dec.nullable();
export const ServiceRates = z
  .object({
    fast: z.array(
      z.object({
        symbol: z.string(),
        options: z.array(z.object({ durationSec: z.number().int(), profitRate: Rate, minAmount: Dec, maxAmount: Dec })),
      }),
    ),
    stakeCurrency: z.string(),
    contract: z.array(
      z.object({
        symbol: z.string(),
        feeRate: Rate,
        overnightRate: Rate,
        maintenanceRate: Rate,
        spreadTicks: z.number().int(),
        leverages: z.array(z.number().int()),
        minLots: Dec,
        maxLots: Dec,
      }),
    ),
    spot: z.array(z.object({ symbol: z.string(), makerFeeRate: Rate, takerFeeRate: Rate, minNotional: Dec, quote: z.string() })),
    currencies: z.array(
      z.object({
        code: z.string(),
        withdrawFeeRate: Rate,
        minWithdraw: Dec,
        maxWithdraw: Limit,
        minDeposit: Dec,
        maxDeposit: Limit,
      }),
    ),
    exchangeFeeRate: Rate.meta({ description: 'exchanges are at the live rate, rounded down, with no fee' }),
  })
  .meta({ id: 'ServiceRates' });
export type ServiceRates = z.infer<typeof ServiceRates>;

// ---------------------------------------------------------------- coin listing applications
export const LISTING_TIERS = ['diamond', 'gold', 'silver', 'platinum', 'max'] as const;
export const ListingTier = z.enum(LISTING_TIERS);
export const LISTING_STATUSES = ['new', 'in_review', 'accepted', 'declined'] as const;
export const ListingStatus = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatus>;

export const ListingApplicationBody = z
  .strictObject({
    project: Text(100),
    symbol: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,12}$/),
    website: z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s]+$/),
    contactName: Text(100),
    contactEmail: z.string().trim().max(200).pipe(z.email()),
    tier: ListingTier,
    message: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'ListingApplicationBody' });
export type ListingApplicationBody = z.infer<typeof ListingApplicationBody>;
export const ListingSubmitted = z.object({ id: z.number().int() }).meta({ id: 'ListingSubmitted' });

export const StaffListingApplication = z
  .object({
    id: z.number().int(),
    project: z.string(),
    symbol: z.string(),
    website: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    tier: ListingTier,
    message: z.string(),
    status: ListingStatus,
    staffNotes: z.string(),
    userId: z.number().int().nullable(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .meta({ id: 'StaffListingApplication' });
export type StaffListingApplication = z.infer<typeof StaffListingApplication>;
export const StaffListingPage = Paged(StaffListingApplication).meta({ id: 'StaffListingPage' });
export const ListingQueueQuery = z.strictObject({ ...appKeyParam, ...pageParams, status: ListingStatus.optional() });
export const ListingReviewBody = z
  .strictObject({
    status: ListingStatus,
    staffNotes: z.string().trim().max(2000).optional().meta({ description: 'replaces the notes; absent: the notes stay as they are' }),
  })
  .meta({ id: 'ListingReviewBody' });
export type ListingReviewBody = z.infer<typeof ListingReviewBody>;
