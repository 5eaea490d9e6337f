// Back-office routes of issue 19 (content.write): the content pages (edit only), help
// categories and articles (through the content module's audited editing), and the coin
// listing queue with its status and staff notes (decision 051).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import {
  HelpArticleBody,
  HelpCategoryBody,
  ListingQueueQuery,
  ListingReviewBody,
  PageBody,
  StaffHelpArticle,
  StaffHelpCategory,
  StaffListingApplication,
  StaffListingPage,
  StaffPage,
} from '../../../shared/schemas/pages.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import type { ContentAdmin } from '../content/admin.ts';
import { contentCrud } from '../content/admin-routes.ts';
import type { PagesAdmin } from './admin.ts';

export const pagesAdminRoutes: FastifyPluginAsyncZod<{ admin: PagesAdmin; content: ContentAdmin }> = async (app, { admin, content }) => {
  const tags = ['staff'];
  const crud = contentCrud(app as unknown as FastifyInstance, content);
  crud('/api/admin/pages', 'content pages (about, terms, agreement, privacy, legal)', PageBody, StaffPage, admin.pages, {
    create: false,
    remove: false,
  });
  crud('/api/admin/help-categories', 'help-centre categories', HelpCategoryBody, StaffHelpCategory, admin.helpCategories);
  crud('/api/admin/help-articles', 'help-centre articles', HelpArticleBody, StaffHelpArticle, admin.helpArticles);

  const staff = app.staffRoute('content.write');
  app.get(
    '/api/admin/listing-applications',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Coin listing applications, newest first, optionally of one status',
        querystring: ListingQueueQuery,
        response: { 200: StaffListingPage },
      },
    },
    async (request) => admin.listings(request.query.status, request.query.page, request.query.pageSize),
  );
  app.put(
    '/api/admin/listing-applications/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Set an application’s status and staff notes (an accepted or declined one keeps its status)',
        params: IdParams,
        body: ListingReviewBody,
        response: { 200: StaffListingApplication },
      },
    },
    async (request) => admin.reviewListing(request.params.id, request.body, actorOf(request)),
  );
};
