// Content pages, the help centre, the service rates and coin listing applications (issue 19,
// decisions 050 and 051). Texts in the reader's locale (Accept-Language), English where staff
// wrote none. The listing form is open to visitors, limited per client network.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import {
  ContentPage,
  HelpArticle,
  HelpArticlePage,
  HelpCategoryList,
  HelpSearchQuery,
  ListingApplicationBody,
  ListingSubmitted,
  PageParams,
  ServiceRates,
} from '../../../shared/schemas/pages.ts';
import type { PagesService } from './service.ts';

export const pagesRoutes: FastifyPluginAsyncZod<{ pages: PagesService }> = async (app, { pages }) => {
  const tags = ['content'];

  app.get(
    '/api/content/page/:slug',
    {
      schema: {
        tags,
        summary: 'A content page (about, terms, agreement, privacy, legal) in the reader’s locale',
        params: PageParams,
        response: { 200: ContentPage },
      },
    },
    async (request) => pages.page(request.params.slug, request.locale),
  );
  app.get(
    '/api/help/categories',
    { schema: { tags, summary: 'Help-centre categories with their article counts', response: { 200: HelpCategoryList } } },
    async (request) => pages.helpCategories(request.locale),
  );
  app.get(
    '/api/help/articles',
    {
      schema: {
        tags,
        summary: 'Help articles, paged: all, one category’s, or those whose title or body (in the reader’s locale) contains q',
        querystring: HelpSearchQuery,
        response: { 200: HelpArticlePage },
      },
    },
    async (request) => pages.searchHelp(request.locale, request.query),
  );
  app.get(
    '/api/help/articles/:id',
    { schema: { tags, summary: 'One help article', params: IdParams, response: { 200: HelpArticle } } },
    async (request) => pages.helpArticle(request.params.id, request.locale),
  );
  app.get(
    '/api/service-rates',
    {
      schema: {
        tags,
        summary: 'Fees and limits as currently set: fast options, contract and spot fees, deposit and withdrawal limits and fees',
        response: { 200: ServiceRates },
      },
    },
    async () => pages.serviceRates(),
  );
  app.post(
    '/api/listing/apply',
    {
      schema: {
        tags,
        summary: 'Apply for a coin listing (open to visitors; limited per client network)',
        body: ListingApplicationBody,
        response: { 200: ListingSubmitted },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => pages.applyForListing(request.body, request.auth?.userId ?? null, request.ip),
  );
};
