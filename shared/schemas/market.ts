// Market data on the wire: quotes, candles, products, and the websocket protocol.
import { z } from 'zod';
import { PERIODS } from '../market.ts';
import { appKeyParam, Dec } from './common.ts';

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

const WsSymbol = z.string().min(1).max(32);
/**
 * Resume after a reconnect (decision 081): a market channel's last `seq` seen, or the user
 * channel's last event `id` ("<ms>-<n>"). The server replays what came after it, or answers
 * with a fresh snapshot when it no longer holds that far back.
 */
const WsSeqSince = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
export const WsEventId = z.string().regex(/^\d{1,16}-\d{1,10}$/);

/** The channels of one subscribe or unsubscribe message. */
function channelMessages<Op extends 'subscribe' | 'unsubscribe'>(op: Op) {
  return z.discriminatedUnion('channel', [
    z.strictObject({ op: z.literal(op), channel: z.literal('quotes'), since: WsSeqSince }),
    z.strictObject({ op: z.literal(op), channel: z.literal('ticker'), symbol: WsSymbol, since: WsSeqSince }),
    z.strictObject({ op: z.literal(op), channel: z.literal('candles'), symbol: WsSymbol, period: z.string().max(8), since: WsSeqSince }),
    z.strictObject({ op: z.literal(op), channel: z.literal('user'), since: WsEventId.optional() }),
    // spot order books: one per (symbol, mode) (docs/decisions/038-spot-trading.md)
    z.strictObject({ op: z.literal(op), channel: z.literal('spot-depth'), symbol: WsSymbol, mode: z.enum(['real', 'demo']) }),
    z.strictObject({ op: z.literal(op), channel: z.literal('spot-trades'), symbol: WsSymbol, mode: z.enum(['real', 'demo']) }),
    // the customer-service chat (docs/decisions/055-customer-service-chat.md): a visitor's own
    // channel (the visitor token), and the back office's inbox (a staff session token)
    z.strictObject({ op: z.literal(op), channel: z.literal('chat-visitor'), token: z.string().min(1).max(2048) }),
    z.strictObject({ op: z.literal(op), channel: z.literal('chat-staff'), token: z.string().min(1).max(2048) }),
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

// ---------------------------------------------------------------- commit-reveal periods
// docs/decisions/015-market-commit-reveal.md

export const MarketPeriodQuery = z.strictObject({
  ...appKeyParam,
  from: Millis.optional().meta({ description: 'default: 24 hours ago' }),
  to: Millis.optional().meta({ description: 'default: 24 hours ahead' }),
});
export const MarketPeriodParams = z.strictObject({
  start: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_TIME)),
});
export const MarketPeriodTicksQuery = z.strictObject({ ...appKeyParam, symbol: z.string().min(1).max(32) });

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);
export const MarketPeriodSummary = z
  .object({
    start: z.number().int().meta({ description: 'epoch ms; the period is [start, end)' }),
    end: z.number().int(),
    tickMs: z.number().int().meta({ description: 'ticks fall on multiples of this from the epoch' }),
    commitment: Hex64.meta({ description: 'SHA-256 of the seed, published before the period starts' }),
    committedAt: z.number().int().meta({ description: 'when the commitment was first published' }),
    status: z.enum(['upcoming', 'running', 'closed']),
    seed: Hex64.nullable().meta({ description: 'the 32-byte seed, revealed once every tick of the period was drawn' }),
  })
  .meta({ id: 'MarketPeriod' });
export const MarketPeriodList = z.array(MarketPeriodSummary);

export const MarketPeriodProduct = z
  .object({
    id: z.number().int().meta({ description: 'product id' }),
    symbol: z.string(),
    category: z.enum(['crypto', 'forex', 'stock', 'commodity']),
    pricePrecision: z.number().int(),
    baseTicks: z.number().int().meta({ description: 'anchor price of the model, in ticks' }),
    volatility: z.number(),
    baseVolume: z.number(),
    firstSlot: z.number().int().meta({ description: 'first tick time drawn from this period' }),
    startTicks: z.number().int().meta({ description: 'price (ticks) in force just before firstSlot' }),
  })
  .meta({ id: 'MarketPeriodProduct' });
export const MarketPeriodDetail = MarketPeriodSummary.extend({
  products: z.array(MarketPeriodProduct).meta({ description: 'empty until the period starts' }),
  scripted: z
    .array(
      z.object({
        symbol: z.string(),
        from: z.number().int().meta({ description: 'first scripted tick time' }),
        to: z.number().int().meta({ description: 'last scripted tick time' }),
      }),
    )
    .meta({
      description:
        "a sandbox's scripted ticks (decision 100): their prices were set by a script, not drawn from the seed, so no commitment covers them; the seeded walk continues from the recorded scripted price. Always empty outside a sandbox",
    }),
}).meta({
  id: 'MarketPeriodDetail',
});
export const MarketPeriodTicks = z
  .object({
    symbol: z.string(),
    pricePrecision: z.number().int(),
    ticks: z
      .array(z.tuple([z.number().int(), z.number().int()]))
      .meta({ description: '[time, price in ticks] of every recorded tick in the period so far' }),
  })
  .meta({ id: 'MarketPeriodTicks' });
