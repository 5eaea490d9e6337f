// GET /api/image/{path}: files of the image store. The path is checked twice: by its
// shape (plain segments, a known image extension, no dot segments) and by the store (a
// folder's links must not lead outside it). Files are served as data, never executed.
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageStorePath } from '../../../shared/schemas/common.ts';
import type { FileStore } from '../../db/store/files.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_CONTENT_TYPES } from './store.ts';

const ImagePath = z.strictObject({ '*': ImageStorePath });

export const imageRoutes: FastifyPluginAsyncZod<{ images: FileStore }> = async (app, { images }) => {
  app.get(
    '/api/image/*',
    {
      schema: {
        tags: ['content'],
        summary: 'An image from the image store (logos, banners, flags, customer-service icons)',
        params: ImagePath,
        querystring: z.strictObject({ appKey: z.string().max(64).optional(), v: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const relative = request.params['*'];
      const type = IMAGE_CONTENT_TYPES[path.extname(relative).toLowerCase()];
      const content = type ? images.read(relative) : null;
      if (!type || !content) throw new AppError('NOT_FOUND');
      reply
        .type(type)
        .header('content-length', content.length)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // the bytes are sent as they are; the response schemas describe only the error envelope
      return reply.send(content as never);
    },
  );
};
