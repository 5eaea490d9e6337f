// What a client sends on Binance's market streams (issue 40, docs/decisions/096-binance-streams.md):
// `{"method": "SUBSCRIBE" | "UNSUBSCRIBE" | "LIST_SUBSCRIPTIONS" | "SET_PROPERTY" |
// "GET_PROPERTY", "params": [...], "id": ...}`. Each part is checked on its own, in the order
// Binance checks them, so that a refusal names what Binance's would (its codes and texts:
// server/modules/binance/streams/routes.ts).
import { z } from 'zod';

/** Binance's request id: a 64-bit signed integer, an alphanumeric string of at most 36, or null. */
export const BnStreamRequestId = z.union([
  z
    .number()
    .int()
    .min(-(2 ** 63))
    .max(2 ** 63),
  z.string().regex(/^[A-Za-z0-9]{0,36}$/),
  z.null(),
]);
export type BnStreamRequestId = z.infer<typeof BnStreamRequestId>;

export const BN_STREAM_METHODS = ['SUBSCRIBE', 'UNSUBSCRIBE', 'LIST_SUBSCRIPTIONS', 'SET_PROPERTY', 'GET_PROPERTY'] as const;
export const BnStreamMethod = z.enum(BN_STREAM_METHODS);

/** A request's frame: an object with a method and an id (params checked by method). */
export const BnStreamRequest = z.object({
  method: z.string(),
  params: z.unknown().optional(),
  id: z.unknown().optional(),
});

/** SUBSCRIBE's and UNSUBSCRIBE's params: stream names (or a listenKey). */
export const BnStreamNames = z.array(z.string().min(1).max(200)).max(1024);

/** The one property there is. */
export const BnStreamProperty = z.literal('combined');
/** SET_PROPERTY's params: ["combined", true|false]. */
export const BnSetProperty = z.tuple([z.string(), z.boolean()]);
/** GET_PROPERTY's params: ["combined"]. */
export const BnGetProperty = z.tuple([z.string()]);

/** A stream address's parameters: the combined streams (`a/b/c`) and a user data stream's listenKey. */
export const BnStreamQuery = z.object({
  streams: z
    .string()
    .max(64 * 1024)
    .optional(),
  listenKey: z.string().max(200).optional(),
});
