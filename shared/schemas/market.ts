// Market data on the wire: quotes, candles, products, and the websocket protocol.
import { z } from 'zod';
import { PERIODS } from '../market.ts';
import { appKeyParam, envelope } from './common.ts';

const Dec = z.string().regex(/^-?\d+(\.\d+)?$/);

export const PeriodSchema = z.enum(PERIODS);

/** Live figures of one product; the 24-hour window ends at `time`. */
export const Quote = z
  .object({
    id: z.number().int(),
    symbol: z.string(),
    price: Dec,
    open: Dec.meta({ description: 'price 24 hours ago' }),
    high: Dec,
    low: Dec,
    change: Dec,
    changePercent: Dec,
    volume: Dec.meta({ description: '24-hour traded quantity (base asset)' }),
    turnover: Dec.meta({ description: '24-hour traded value (quote asset)' }),
    time: z.number().int().meta({ description: 'epoch ms of the tick' }),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;

export const CandleWire = z
  .object({
    time: z.number().int().meta({ description: 'bucket start, epoch ms (UTC)' }),
    open: Dec,
    high: Dec,
    low: Dec,
    close: Dec,
    volume: Dec,
    turnover: Dec,
  })
  .meta({ id: 'Candle' });
export type CandleWire = z.infer<typeof CandleWire>;

const MAX_TIME = 8_640_000_000_000; // the largest Date
const Millis = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_TIME));

export const CandleQuery = z.strictObject({
  ...appKeyParam,
  symbol: z.string().min(1).max(32),
  period: PeriodSchema,
  from: Millis.optional(),
  to: Millis.optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .optional(),
});
export const CandleList = z
  .object({ symbol: z.string(), period: PeriodSchema, pricePrecision: z.number().int(), candles: z.array(CandleWire) })
  .meta({ id: 'CandleList' });
export const CandleListResponse = envelope(CandleList);

const WsSymbol = z.string().min(1).max(32);

/** The channels of one subscribe or unsubscribe message. */
function channelMessages<Op extends 'subscribe' | 'unsubscribe'>(op: Op) {
  return z.discriminatedUnion('channel', [
    z.strictObject({ op: z.literal(op), channel: z.literal('quotes') }),
    z.strictObject({ op: z.literal(op), channel: z.literal('ticker'), symbol: WsSymbol }),
    z.strictObject({ op: z.literal(op), channel: z.literal('candles'), symbol: WsSymbol, period: z.string().max(8) }),
    z.strictObject({ op: z.literal(op), channel: z.literal('user') }),
  ]);
}

/** WebSocket: what a client may send. */
export const WsClientMessage = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('ping'), id: z.number().int().optional() }),
  z.strictObject({ op: z.literal('auth'), token: z.string().min(1).max(2048) }),
  channelMessages('subscribe'),
  channelMessages('unsubscribe'),
]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;
