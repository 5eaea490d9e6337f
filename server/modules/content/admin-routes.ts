// Back-office routes of content (content.write) and site settings (config.write), issue 14
// point 6. Each change is recorded in the audit log with its before and after.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BannerBody,
  ConfigKeyParams,
  ConfigValueBody,
  CustomerServiceBody,
  ImageUploaded,
  LanguageShownBody,
  MessageBody,
  NewsBody,
  NoticeBody,
  StaffBanner,
  StaffConfigItem,
  StaffCustomerService,
  StaffLanguage,
  StaffMessage,
  StaffNews,
  StaffNotice,
} from '../../../shared/schemas/admin-content.ts';
import { IdParams, NoData } from '../../../shared/schemas/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import type { ContentAdmin, Resource } from './admin.ts';

/**
 * Registers list, create, edit (enable/disable is part of the body) and delete of one kind of
 * content (content.write); `create` and `remove` off for a fixed set of entries (the pages).
 */
export function contentCrud(app: FastifyInstance, admin: ContentAdmin) {
  const tags = ['staff'];
  const content = app.staffRoute('content.write');
  type IdParams = z.output<typeof IdParams>;
  // the generic helper cannot resolve the zod provider's reply types: it registers on the
  // untyped instance (the schemas still validate every request and shape every answer)
  const plain = app as unknown as FastifyInstance;

  /** List, create, edit (enable/disable is part of the body) and delete one kind of content. */
  function crud<B extends z.ZodType, V extends z.ZodType>(
    path: string,
    what: string,
    body: B,
    view: V,
    resource: Resource<z.output<B>, z.output<V>>,
    { edit = true, create = true, remove = true } = {},
  ) {
    plain.get(
      path,
      { ...content, schema: { tags, summary: `${what}: all, as staff see them`, response: { 200: z.array(view) } } },
      async () => admin.list(resource),
    );
    if (create)
      plain.post(
        path,
        { ...content, schema: { tags, summary: `Create: ${what}`, body, response: { 200: view } } as FastifySchema },
        async (request) => admin.create(resource, request.body as z.output<B>, actorOf(request)),
      );
    if (edit)
      plain.put(
        `${path}/:id`,
        { ...content, schema: { tags, summary: `Edit: ${what}`, params: IdParams, body, response: { 200: view } } as FastifySchema },
        async (request) => admin.update(resource, (request.params as IdParams).id, request.body as z.output<B>, actorOf(request)),
      );
    if (remove)
      plain.delete(
        `${path}/:id`,
        { ...content, schema: { tags, summary: `Delete: ${what}`, params: IdParams, response: { 200: NoData } } },
        async (request) => admin.remove(resource, (request.params as IdParams).id, actorOf(request)),
      );
  }

  return crud;
}

export const contentAdminRoutes: FastifyPluginAsyncZod<{ admin: ContentAdmin }> = async (app, { admin }) => {
  const tags = ['staff'];
  const content = app.staffRoute('content.write');
  const config = app.staffRoute('config.write');

  const crud = contentCrud(app, admin);

  crud('/api/admin/notices', 'notices (and the dialog notice)', NoticeBody, StaffNotice, admin.notices);
  crud('/api/admin/banners', 'banners', BannerBody, StaffBanner, admin.banners);
  crud('/api/admin/customer-services', 'customer-service entries', CustomerServiceBody, StaffCustomerService, admin.customerServices);
  crud('/api/admin/news', 'news articles', NewsBody, StaffNews, admin.news);
  // a message, once sent, is not rewritten: it is deleted and sent again
  crud('/api/admin/messages', 'messages to one customer or to all', MessageBody, StaffMessage, admin.messages as never, { edit: false });

  app.post(
    '/api/admin/images',
    {
      ...content,
      schema: {
        tags,
        summary: 'Upload a content image (multipart field "file": JPEG, PNG or WebP, checked by content) into the public image store',
        response: { 200: ImageUploaded },
      },
    },
    async (request) => {
      // no file (or not a form): the same answer as a file that is no image
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('UPLOAD_INVALID', { maxMb: 5 });
      return admin.storeImage(await file.toBuffer(), actorOf(request));
    },
  );

  app.get(
    '/api/admin/config',
    { ...config, schema: { tags, summary: 'Config keys', response: { 200: z.array(StaffConfigItem) } } },
    async () => admin.configs(),
  );
  app.put(
    '/api/admin/config/:identify',
    {
      ...config,
      schema: {
        tags,
        summary: 'Set a config key (isClose = Y closes the customer site; maintenance switches; logos)',
        params: ConfigKeyParams,
        body: ConfigValueBody,
        response: { 200: StaffConfigItem },
      },
    },
    async (request) => admin.setConfig(request.params.identify, request.body.configValue, actorOf(request)),
  );
  app.get(
    '/api/admin/languages',
    { ...config, schema: { tags, summary: 'Display languages and whether each is shown', response: { 200: z.array(StaffLanguage) } } },
    async () => admin.languages(),
  );
  app.put(
    '/api/admin/languages/:id',
    {
      ...config,
      schema: {
        tags,
        summary: 'Show or hide a display language',
        params: IdParams,
        body: LanguageShownBody,
        response: { 200: StaffLanguage },
      },
    },
    async (request) => admin.setLanguageShown(request.params.id, request.body.isShow, actorOf(request)),
  );
};
