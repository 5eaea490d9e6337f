// Back-office routes of the product module (content.write): the products' display names in
// every locale, edited only (decision 074).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductNamesBody, StaffProductNames } from '../../../shared/schemas/product.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { ContentAdmin } from '../content/admin.ts';
import { contentCrud } from '../content/admin-routes.ts';
import { productNames } from './admin.ts';

export const productAdminRoutes: FastifyPluginAsyncZod<{ db: Sqlite; content: ContentAdmin }> = async (app, { db, content }) => {
  const crud = contentCrud(app as unknown as FastifyInstance, content);
  crud(
    '/api/admin/products',
    'product display names, English and per locale (enabling a product is a four-eyes proposal)',
    ProductNamesBody,
    StaffProductNames,
    productNames(db),
    { create: false, remove: false },
  );
};
