// Building blocks shared by every route schema: the response envelope, ids, the AppKey
// query parameter and bounded strings. Custom messages are error-catalogue names; the
// server turns them into the matching code and localized message.
import { z } from 'zod';
import type { ErrorName } from '../errors.ts';

/** A zod error option that points at an entry of the error catalogue. */
export const err = (name: ErrorName) => ({ error: name });

/**
 * `{ code, msg, data }`, the body of every API response (spec section 7). Routes name only
 * their data schema; the server's route defaults wrap it (server/plugins/route-defaults.ts).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const ErrorEnvelope = z
  .object({ code: z.number().int(), msg: z.string(), data: z.null() })
  .meta({ id: 'ErrorEnvelope', description: 'Any non-zero code; msg is localized by Accept-Language' });

/** A decimal string as the API answers amounts and prices ("12.500000", "-0.01"). */
export const Dec = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The AppKey may travel as the `appKey` query parameter on any request. */
export const appKeyParam = { appKey: z.string().max(64).optional() };

/** A query that takes nothing but the optional appKey. Unknown parameters are refused. */
export const NoQuery = z.strictObject(appKeyParam);

/** A count from 1 to 100 written as digits (a page size, a list's limit, a book's depth). */
export const UpTo100 = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(100));

/** Paging query parameters of every list: page from 1, at most 100 rows a page. */
export const pageParams = {
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
  pageSize: UpTo100.optional(),
};

/** One page of a list, as every paged list answers it. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/**
 * The optional Idempotency-Key header of a money request: a retry under the same key with the
 * same content is answered with the first result; the same key with other content is refused.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

/** A positive integer id written as digits (a path segment or a query filter), as a number. */
export const IdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** A positive integer id given in the path as digits. */
export const IdParams = z.strictObject({ id: IdText });

/** ISO-8601 timestamp as sent to clients. */
export const IsoDate = z.string().meta({ format: 'date-time', example: '2026-11-21T12:00:00.000Z' });

/**
 * A path in the image store (`/api/image/{path}`): plain segments, a known image extension,
 * no "." or ".." segments.
 */
export const ImageStorePath = z
  .string()
  .min(1)
  .max(255)
  .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:png|jpe?g|gif|webp|svg)$/i)
  .refine((p) => !p.split('/').some((seg) => seg === '.' || seg === '..'), 'path segments "." and ".." are not allowed');

/** Y/N flags, as the spec's data uses them. */
export const YesNo = z.enum(['Y', 'N']);

/** The data of an answer that has nothing to say but success. */
export const NoData = z.null();

/** The reason every four-eyes proposal carries: what the approver reads (decision 031). */
export const ProposalReason = z.string().trim().min(1, err('REASON_REQUIRED')).max(500);
