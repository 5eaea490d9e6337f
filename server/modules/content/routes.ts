// The documented content calls of spec section 7, plus languages, area codes and currencies.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../shared/schemas/common.ts';
import {
  AreaCodeListResponse,
  BannerListResponse,
  BannerQuery,
  ConfigQuery,
  ConfigResponse,
  CurrencyListResponse,
  CustomerListResponse,
  LanguageListResponse,
  MessageListResponse,
  MessageResponse,
  NoticeDialogResponse,
  NoticeListResponse,
  NoticeResponse,
} from '../../../shared/schemas/content.ts';
import { ok } from '../../plugins/contract.ts';
import type { ContentService } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  const tags = ['content'];

  app.get(
    '/api/banner',
    { schema: { tags, summary: 'Banners', querystring: BannerQuery, response: { 200: BannerListResponse } } },
    async (request) => ok(request, await content.banners(request.query.position)),
  );
  app.get('/api/notice', { schema: { tags, summary: 'Notices, newest first', response: { 200: NoticeListResponse } } }, async (request) =>
    ok(request, await content.notices()),
  );
  app.get(
    '/api/notice/dialog',
    {
      schema: {
        tags,
        summary: 'The popup notice (null when there is none)',
        response: { 200: NoticeDialogResponse },
      },
    },
    async (request) => ok(request, await content.dialogNotice()),
  );
  app.get(
    '/api/notice/detail/:id',
    {
      schema: { tags, summary: 'One notice', params: IdParams, response: { 200: NoticeResponse } },
    },
    async (request) => ok(request, await content.notice(request.params.id)),
  );
  app.get(
    '/api/message',
    {
      schema: {
        tags,
        summary:
          'Message centre: broadcasts, plus your own messages when logged in (review results of your deposits and withdrawals, in the language of Accept-Language)',
        response: { 200: MessageListResponse },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => ok(request, await content.messages(request.auth?.userId ?? null, request.locale)),
  );
  app.get(
    '/api/message/detail/:id',
    {
      schema: {
        tags,
        summary: 'One message (code 404 when it does not exist or is not yours)',
        params: IdParams,
        response: { 200: MessageResponse },
      },
      preHandler: app.optionalAuth,
    },
    async (request) => ok(request, await content.message(request.params.id, request.auth?.userId ?? null, request.locale)),
  );
  app.get(
    '/api/config',
    {
      schema: {
        tags,
        summary: 'A public setting by identify (loginLogo, logo, isClose, ...)',
        querystring: ConfigQuery,
        response: { 200: ConfigResponse },
      },
    },
    async (request) => ok(request, content.config(request.query.identify)),
  );
  app.get(
    '/api/customer',
    {
      schema: {
        tags,
        summary: 'Customer-service entries; show those with levitate and isEnable both Y',
        response: { 200: CustomerListResponse },
      },
    },
    async (request) => ok(request, await content.customerServices()),
  );
  app.get('/api/language', { schema: { tags, summary: 'Display languages', response: { 200: LanguageListResponse } } }, async (request) =>
    ok(request, await content.languages()),
  );
  app.get(
    '/api/area-code',
    {
      schema: { tags, summary: 'Phone country/area codes', response: { 200: AreaCodeListResponse } },
    },
    async (request) => ok(request, await content.areaCodes()),
  );
  app.get('/api/currency', { schema: { tags, summary: 'Currencies', response: { 200: CurrencyListResponse } } }, async (request) =>
    ok(request, await content.currencies()),
  );
};
