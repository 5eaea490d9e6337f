// GET /api/image/{path}: files of the image store. The path is checked twice: by its
// shape (plain segments, a known image extension, no dot segments) and, after resolving
// links, by staying inside the store. Files are served as data, never executed.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageStorePath } from '../../../shared/schemas/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageFileOf, imageStoreRoot } from './store.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const ImagePath = z.strictObject({ '*': ImageStorePath });

export const imageRoutes: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, opts) => {
  const root = imageStoreRoot(opts.imageDir);

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
      const file = imageFileOf(root, request.params['*']);
      if (!file) throw new AppError('NOT_FOUND');
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) throw new AppError('NOT_FOUND');
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
      if (!type) throw new AppError('NOT_FOUND');
      reply
        .type(type)
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // a stream is sent as it is; the response schemas describe only the error envelope
      return reply.send(fs.createReadStream(file) as never);
    },
  );
};
