// Client error reports (issue 19 point 7, decision 054): what the client sends, and the
// back office's grouped list and detail.
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from '../client-errors.ts';
import { appKeyParam, IsoDate, Paged, pageParams } from './common.ts';

export const ClientErrorReport = z
  .strictObject({
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
    stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
    /** The hash route the page was on (`/pc/home`), its query scrubbed. */
    route: z.string().max(CLIENT_ERROR_LIMITS.route).optional(),
    /** A failed /api request: method, path without its query, HTTP status (0: no answer). */
    request: z
      .strictObject({
        method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
        path: z
          .string()
          .max(300)
          .regex(/^\/api\/[^?#\s]*$/),
        status: z.number().int().min(0).max(599),
      })
      .optional(),
    /** The build that reported (the entry chunk's name). */
    release: z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
  })
  .meta({ id: 'ClientErrorReport' });
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const ClientErrorGroupQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export type ClientErrorGroupQuery = z.infer<typeof ClientErrorGroupQuery>;

export const ClientErrorGroupItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string(),
    count: z.number().int(),
    firstSeen: IsoDate,
    lastSeen: IsoDate,
  })
  .meta({ id: 'ClientErrorGroupItem' });
export type ClientErrorGroupItem = z.infer<typeof ClientErrorGroupItem>;

export const ClientErrorGroupPage = Paged(ClientErrorGroupItem);
export type ClientErrorGroupPage = z.infer<typeof ClientErrorGroupPage>;

export const ClientErrorGroupDetail = ClientErrorGroupItem.extend({
  route: z.string(),
  request: z.string(),
  /** The latest report's stack as the browser gave it (scrubbed). */
  stack: z.string(),
  /** The same frames mapped through the build's source maps ('' when no map matched). */
  mappedStack: z.string(),
  userAgent: z.string(),
  release: z.string(),
}).meta({ id: 'ClientErrorGroupDetail' });
export type ClientErrorGroupDetail = z.infer<typeof ClientErrorGroupDetail>;
