// The customer side of issue 19's content (decisions 050 and 051): the content pages and the
// help centre in the reader's locale (English where staff wrote none, decision 029), the
// service rates generated from the live settings, and coin listing applications.
import type { Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { ListingApplicationBody, PageSlug, ServiceRates } from '../../../shared/schemas/pages.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { localized } from '../content/localize.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { withExamples } from './examples.ts';
import type { PagesRepository, RatesRepository } from './repository.ts';

/** The currency fast-trade stakes are in (the options' limits are its minor units). */
const STAKE_CURRENCY = 'USDT';
/** Lots of contract settings are kept in hundredths. */
const LOT_SCALE = 2;
/** Exchanges run at the live rate rounded down, with no fee (funds/exchange/service.ts). */
const EXCHANGE_FEE_RATE = '0';
/** Listing applications per client network (an IPv4 address, an IPv6 /64) per hour. */
export const LISTING_PER_NETWORK = { limit: 5, windowMs: 60 * 60_000 };
/** An excerpt of an article's body in the search results: its first characters, markup left out. */
const EXCERPT_CHARS = 160;

export function excerptOf(body: string): string {
  const plain = body
    // (code blocks are no reading for an excerpt; inline code keeps its text)
    .replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/^#+\s*/gm, '')
    .replace(/^[-*]\s+/gm, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : plain;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export class PagesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PagesRepository,
    private readonly rates: RatesRepository,
    private readonly book: CurrencyBook,
    /** The code examples articles may name (examples.ts), by file name. */
    private readonly examples: ReadonlyMap<string, string> = new Map(),
  ) {}

  page(slug: PageSlug, locale: Locale) {
    const row = this.repo.page(slug);
    if (!row) throw new AppError('NOT_FOUND');
    const { title, body } = localized(row, locale, ['title', 'body']);
    return { slug, title, body, updatedAt: iso(row.updatedAt) };
  }

  helpCategories(locale: Locale) {
    return this.repo.categories().map((c) => {
      const { id, title, articles } = localized(c, locale, ['title']);
      return { id, title, articles };
    });
  }

  searchHelp(locale: Locale, query: { q?: string; categoryId?: number; page?: number; pageSize?: number }) {
    const q = query.q?.trim() || undefined;
    const found = this.repo.searchArticles(locale, { q, categoryId: query.categoryId }, query.page, query.pageSize);
    return { ...found, items: found.items.map(({ body, ...a }) => ({ ...a, excerpt: excerptOf(body) })) };
  }

  helpArticle(id: number, locale: Locale) {
    const row = this.repo.article(id);
    if (!row) throw new AppError('NOT_FOUND');
    const { title, body, categoryId, updatedAt } = localized(row, locale, ['title', 'body']);
    return { id, categoryId, title, body: withExamples(body, this.examples), updatedAt: iso(updatedAt) };
  }

  /** Every fee and limit customers meet, as the settings stand now (staff changes show at once). */
  serviceRates(): ServiceRates {
    const fast = new Map<string, ServiceRates['fast'][number]>();
    for (const o of this.rates.fastOptions()) {
      const entry = fast.get(o.symbol) ?? { symbol: o.symbol, options: [] };
      entry.options.push({
        durationSec: Number(o.durationSec),
        profitRate: o.profitRate,
        minAmount: this.book.format(STAKE_CURRENCY, o.minAmount),
        maxAmount: this.book.format(STAKE_CURRENCY, o.maxAmount),
      });
      fast.set(o.symbol, entry);
    }
    const limit = (code: string, units: bigint) => (units === 0n ? null : this.book.format(code, units));
    return {
      fast: [...fast.values()],
      stakeCurrency: STAKE_CURRENCY,
      contract: this.rates.contractSettings().map((s) => ({
        symbol: s.symbol,
        feeRate: s.feeRate,
        overnightRate: s.overnightRate,
        maintenanceRate: s.maintenanceRate,
        spreadTicks: Number(s.spreadTicks),
        leverages: s.leverages
          .split(',')
          .map((l) => Number(l.trim()))
          .filter((l) => Number.isInteger(l) && l > 0),
        minLots: formatAmount(s.minLots, LOT_SCALE),
        maxLots: formatAmount(s.maxLots, LOT_SCALE),
      })),
      spot: this.rates.spotMarkets(),
      currencies: this.rates.currencies().map((c) => ({
        code: c.code,
        withdrawFeeRate: c.withdrawFeeRate,
        minWithdraw: this.book.format(c.code, c.minWithdraw),
        maxWithdraw: limit(c.code, c.maxWithdraw),
        minDeposit: this.book.format(c.code, c.minDeposit),
        maxDeposit: limit(c.code, c.maxDeposit),
      })),
      exchangeFeeRate: EXCHANGE_FEE_RATE,
    };
  }

  /** A listing application from a visitor or a customer, limited per client network. */
  applyForListing(body: ListingApplicationBody, userId: number | null, ip: string) {
    this.ctx.limiter.enforce(`listing:${clientNetwork(ip)}`, LISTING_PER_NETWORK);
    const id = this.repo.insertListing({ ...body, symbol: body.symbol.toUpperCase() }, userId, ip, this.ctx.clock.now());
    return { id };
  }
}
