// The documented content calls of spec section 7, plus news, languages, area codes and
// currencies. Texts are served in the reader's locale (Accept-Language), English where staff
// wrote none (decision 029).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewsArticle, NewsList } from '../../../shared/schemas/admin-content.ts';
import { IdParams } from '../../../shared/schemas/common.ts';
import {
  AreaCodeList,
  BannerList,
  BannerQuery,
  ConfigQuery,
  ConfigValue,
  CurrencyList,
  CustomerServiceList,
  LanguageList,
  MarkAllReadBody,
  MessageList,
  MessageListQuery,
  Message,
  UnreadCounts,
  DialogNotice,
  NoticeList,
  Notice,
} from '../../../shared/schemas/content.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ContentService } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; sandbox: boolean }> = async (app, { content, sandbox }) => {
  const tags = ['content'];

  app.get(
    '/api/banner',
    { schema: { tags, summary: 'Banners', querystring: BannerQuery, response: { 200: BannerList } } },
    async (request) => content.banners(request.query.position, request.locale),
  );
  app.get('/api/notice', { schema: { tags, summary: 'Notices, newest first', response: { 200: NoticeList } } }, async (request) =>
    content.notices(request.locale),
  );
  app.get(
    '/api/notice/dialog',
    {
      schema: {
        tags,
        summary: 'The popup notice (null when there is none)',
        response: { 200: DialogNotice },
      },
    },
    async (request) => content.dialogNotice(request.locale),
  );
  app.get(
    '/api/notice/detail/:id',
    {
      schema: { tags, summary: 'One notice', params: IdParams, response: { 200: Notice } },
    },
    async (request) => content.notice(request.params.id, request.locale),
  );
  app.get(
    '/api/message',
    {
      schema: {
        tags,
        summary:
          'Message centre: broadcasts, plus your own messages when logged in (review results of your deposits and withdrawals, orders settled, security events, in the language of Accept-Language), newest 200; `group` lists one group only',
        querystring: MessageListQuery,
        response: { 200: MessageList },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => content.messages(request.auth?.userId ?? null, request.locale, request.query.group),
  );
  app.get(
    '/api/message/unread',
    {
      schema: { tags, summary: 'Your unread messages: per group and in all (the bell)', response: { 200: UnreadCounts } },
      preHandler: app.requireAuth,
    },
    async (request) => content.unread(authOf(request).userId),
  );
  app.post(
    '/api/message/read/:id',
    {
      schema: {
        tags,
        summary:
          'Marks one message read for you (a broadcast only for you); code 404 when it does not exist or is not yours. Answers your unread counts',
        params: IdParams,
        response: { 200: UnreadCounts },
      },
      preHandler: app.requireAuth,
    },
    async (request) => content.markRead(request.params.id, authOf(request).userId),
  );
  app.post(
    '/api/message/read-all',
    {
      schema: {
        tags,
        summary: 'Marks all your unread messages read, or those of one group. Answers your unread counts',
        body: MarkAllReadBody,
        response: { 200: UnreadCounts },
      },
      preHandler: app.requireAuth,
    },
    async (request) => content.markAllRead(authOf(request).userId, request.body.group),
  );
  app.get(
    '/api/message/detail/:id',
    {
      schema: {
        tags,
        summary: 'One message (code 404 when it does not exist or is not yours)',
        params: IdParams,
        response: { 200: Message },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => content.message(request.params.id, request.auth?.userId ?? null, request.locale),
  );
  app.get(
    '/api/config',
    {
      schema: {
        tags,
        summary: 'A public setting by identify (loginLogo, logo, isClose, ...), and whether this server is a sandbox of test money',
        querystring: ConfigQuery,
        response: { 200: ConfigValue },
      },
    },
    async (request) => ({ ...content.config(request.query.identify), sandbox }),
  );
  app.get(
    '/api/customer',
    {
      schema: {
        tags,
        summary: 'Customer-service entries; show those with levitate and isEnable both Y',
        response: { 200: CustomerServiceList },
      },
    },
    async (request) => content.customerServices(request.locale),
  );
  app.get(
    '/api/news/list',
    { schema: { tags, summary: 'Published news articles, newest first (without their body)', response: { 200: NewsList } } },
    async (request) => content.newsList(request.locale),
  );
  app.get(
    '/api/news/:id',
    { schema: { tags, summary: 'One published news article', params: IdParams, response: { 200: NewsArticle } } },
    async (request) => content.news(request.params.id, request.locale),
  );
  app.get('/api/language', { schema: { tags, summary: 'Display languages', response: { 200: LanguageList } } }, async () =>
    content.languages(),
  );
  app.get(
    '/api/area-code',
    {
      schema: { tags, summary: 'Phone country/area codes', response: { 200: AreaCodeList } },
    },
    async () => content.areaCodes(),
  );
  app.get('/api/currency', { schema: { tags, summary: 'Currencies', response: { 200: CurrencyList } } }, async () => content.currencies());
};
