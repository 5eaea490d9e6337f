// Coin-to-coin (spot) trading (issue 16, docs/decisions/038-spot-trading.md): markets, orders,
// fills, the order book and recent trades, balances, and the websocket messages. Prices are
// decimal strings in the market's price precision, quantities in the base coin (lot step
// precision), money in the quote coin (USDT, 6 decimals). Order statuses use the spec's words.
import { z } from 'zod';
import { appKeyParam, Dec, IdText, Paged, pageParams, UpTo100 } from './common.ts';
import { TradeMode, WalletMode } from './fast.ts';

/** A typed decimal the server parses itself (so a bad one gets its own localized message). */
const TypedDec = (required: 'SPOT_PRICE_REQUIRED' | 'SPOT_QUANTITY_REQUIRED' | 'SPOT_AMOUNT_REQUIRED') =>
  z.string().min(1, { error: required }).max(40, { error: 'VALIDATION_FAILED' });
const Id = z.number().int().positive().max(2_147_483_647);
const MarketSymbol = z.string().min(1).max(32);
const Millis = z.number().int().meta({ description: 'epoch ms' });

export const SpotSide = z.enum(['buy', 'sell']);
export const SpotOrderType = z.enum(['market', 'limit']);
/** The spec's coin-order states: unfilled, partially filled, filled, cancelled. */
export const SpotOrderStatus = z.enum(['unfilled', 'partially_filled', 'filled', 'cancelled']);
/**
 * Why an order ended without filling completely: the user cancelled; it met a resting order of
 * the same account (self-trade prevention expires the taker); a market order emptied the book.
 */
export const SpotCancelReason = z.enum(['user', 'self_trade', 'market_remainder']);

// ---------------------------------------------------------------- markets

export const SpotMarketView = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    symbol: z.string().meta({ example: 'BTC/USDT' }),
    base: z.string().meta({ description: 'the coin bought and sold', example: 'BTC' }),
    quote: z.string().meta({ description: 'the coin prices and fees are in', example: 'USDT' }),
    tickSize: Dec.meta({ description: 'price step', example: '0.01' }),
    lotStep: Dec.meta({ description: 'quantity step of the base coin', example: '0.0001' }),
    minNotional: Dec.meta({ description: 'minimum order value in the quote coin (limit: price × quantity)', example: '5' }),
    makerFee: Dec.meta({ description: 'fee rate of a fill that rested on the book, e.g. 0.001 = 0.1 %' }),
    takerFee: Dec.meta({ description: 'fee rate of a fill that took from the book' }),
    pricePrecision: z.number().int(),
    qtyPrecision: z.number().int(),
    quotePrecision: z.number().int().meta({ description: 'decimals of the quote coin (money amounts)' }),
    enabled: z.boolean(),
  })
  .meta({ id: 'SpotMarket' });
export const SpotMarketList = z.array(SpotMarketView);

// ---------------------------------------------------------------- orders

/**
 * An order. A limit order names its entrust `price` and `quantity`; a market sell its
 * `quantity`; a market buy its `amount` (the trade amount in the quote coin to spend, fees
 * included). The market is named by `marketId` or `symbol`.
 */
const orderFields = {
  marketId: Id.optional(),
  symbol: MarketSymbol.optional(),
  side: SpotSide,
  type: SpotOrderType,
  price: TypedDec('SPOT_PRICE_REQUIRED').optional().meta({ description: 'entrust price (limit orders)' }),
  quantity: TypedDec('SPOT_QUANTITY_REQUIRED').optional().meta({ description: 'base coin quantity (limit orders, market sells)' }),
  amount: TypedDec('SPOT_AMOUNT_REQUIRED').optional().meta({ description: 'trade amount in the quote coin (market buys)' }),
  mode: TradeMode,
};
export const SpotOrderBody = z.strictObject(orderFields).meta({ id: 'SpotOrderBody' });
export type SpotOrderBody = z.infer<typeof SpotOrderBody>;
export const SpotPreviewBody = z.strictObject(orderFields).meta({ id: 'SpotPreviewBody' });

/** The confirmation step: what an order would freeze and pay at most, without placing it. */
export const SpotPreview = z
  .object({
    symbol: z.string(),
    side: SpotSide,
    type: SpotOrderType,
    price: Dec.nullable().meta({ description: 'entrust price (limit), null for a market order' }),
    quantity: Dec.nullable().meta({ description: 'quantity rounded down to the lot step (null for a market buy)' }),
    tradeAmount: Dec.nullable().meta({ description: 'price × quantity (limit) or the amount to spend (market buy)' }),
    maxFee: Dec.meta({ description: 'the most the order can pay in fees (quote coin)' }),
    freeze: Dec.meta({ description: 'what placing it freezes now' }),
    freezeCurrency: z.string(),
    available: Dec.meta({ description: 'your available balance of freezeCurrency' }),
    estimatedQuantity: Dec.nullable().meta({
      description: 'a market buy: the quantity its amount buys at the book as it is now (null otherwise)',
    }),
    estimatedSpend: Dec.nullable().meta({
      description: 'a market buy: what it spends at the book as it is now, trade value and taker fee (null otherwise)',
    }),
    unspent: Dec.nullable().meta({
      description: 'a market buy: what comes back at the book as it is now, amount − estimatedSpend (null otherwise)',
    }),
    lotCost: Dec.nullable().meta({
      description:
        'a market buy that stops for dust: one lot at the price it stops at, with its fee; what comes back is less (null otherwise)',
    }),
    stopsAt: z.enum(['dust', 'book_end', 'own_order']).nullable().meta({
      description:
        'a market buy: why it stops at the book as it is now: its amount spent to below one lot (dust), the book runs out (book_end), or your own sell order (own_order); null otherwise',
    }),
  })
  .meta({ id: 'SpotPreview' });

export const SpotOrderView = z
  .object({
    id: z.number().int(),
    mode: WalletMode,
    marketId: z.number().int(),
    symbol: z.string(),
    base: z.string(),
    quote: z.string(),
    side: SpotSide,
    type: SpotOrderType,
    status: SpotOrderStatus,
    cancelReason: SpotCancelReason.nullable(),
    price: Dec.nullable().meta({ description: 'entrust price (null for a market order)' }),
    quantity: Dec.nullable().meta({ description: 'ordered quantity (null for a market buy by amount)' }),
    amount: Dec.nullable().meta({ description: 'a market buy: the trade amount it could spend' }),
    dealCount: Dec.meta({ description: 'deal count: the quantity filled' }),
    remaining: Dec.meta({ description: 'quantity still on the book (0 once done)' }),
    avgPrice: Dec.nullable().meta({ description: 'average deal price (null before the first fill)' }),
    tradeAmount: Dec.meta({ description: 'trade amount: the quote value filled (price × quantity of every fill)' }),
    fee: Dec.meta({ description: 'fees paid, in the quote coin' }),
    frozen: Dec.meta({ description: 'still frozen for the rest of the order (0 once done)' }),
    frozenCurrency: z.string(),
    createdAt: Millis,
    updatedAt: Millis,
    doneAt: Millis.nullable().meta({ description: 'when it was filled or cancelled' }),
    apiKeyId: z.number().int().nullable().meta({ description: 'the API key that placed it (the Binance-compatible API); null: the app' }),
    clientOrderId: z
      .string()
      .nullable()
      .meta({ description: 'the id its API client gave it (Binance’s clientOrderId); null: placed in the app' }),
  })
  .meta({ id: 'SpotOrder' });
export type SpotOrderView = z.infer<typeof SpotOrderView>;

/** One fill of an order, from that order's point of view. */
export const SpotFillView = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    side: SpotSide,
    role: z.enum(['maker', 'taker']),
    price: Dec.meta({ description: "deal price (the resting order's price)" }),
    quantity: Dec,
    tradeAmount: Dec.meta({ description: 'price × quantity, quote coin' }),
    fee: Dec.meta({ description: 'fee of this fill, quote coin' }),
    journalId: z.number().int().meta({ description: 'the ledger journal that moved both coins and the fees' }),
    time: Millis,
  })
  .meta({ id: 'SpotFill' });
export const SpotOrderDetail = SpotOrderView.extend({ fills: z.array(SpotFillView) }).meta({ id: 'SpotOrderDetail' });

const marketFilter = {
  marketId: IdText.optional(),
  symbol: MarketSymbol.optional(),
};

export const SpotOrderListQuery = z.strictObject({
  ...appKeyParam,
  status: z.enum(['open', 'history']).optional().meta({ description: 'open: on the book; history: filled or cancelled' }),
  mode: TradeMode.optional(),
  ...marketFilter,
  ...pageParams,
});
export const SpotOrderPage = Paged(SpotOrderView);

/** Orders per batch request at most (as exchanges' batch endpoints: Binance 5, OKX 20). */
export const SPOT_BATCH_MAX = 20;

/**
 * Several orders in one request (decision 057): placed in their order, in one group
 * transaction, each on its own: one refused (balance, minimum value, ...) does not stop the
 * others. A body that does not parse refuses the whole request.
 */
export const SpotBatchBody = z.strictObject({ orders: z.array(SpotOrderBody).min(1).max(SPOT_BATCH_MAX) }).meta({ id: 'SpotBatchBody' });
/** Cancels several of your open orders in one request, each on its own. */
export const SpotCancelBatchBody = z.strictObject({ ids: z.array(Id).min(1).max(SPOT_BATCH_MAX) }).meta({ id: 'SpotCancelBatchBody' });
/** One order of a batch: its order, or why it was refused (the error an order alone would get). */
export const SpotBatchItem = z
  .union([
    z.object({ ok: z.literal(true), order: SpotOrderView }),
    z.object({ ok: z.literal(false), code: z.number().int(), msg: z.string() }),
  ])
  .meta({ id: 'SpotBatchItem' });
export const SpotBatchResult = z.object({ results: z.array(SpotBatchItem) }).meta({ id: 'SpotBatchResult' });
export type SpotBatchItem = z.infer<typeof SpotBatchItem>;

// ---------------------------------------------------------------- market data

export const SpotBookQuery = z.strictObject({
  ...appKeyParam,
  symbol: MarketSymbol,
  mode: TradeMode.optional().meta({ description: 'default real' }),
  depth: UpTo100.optional(),
});
export const SpotLevel = z.object({ price: Dec, quantity: Dec }).meta({ id: 'SpotLevel' });
/** The book's top levels, best first; `seq` is the depth channel's sequence this snapshot is at. */
export const SpotBook = z
  .object({ symbol: z.string(), mode: WalletMode, seq: z.number().int(), bids: z.array(SpotLevel), asks: z.array(SpotLevel) })
  .meta({ id: 'SpotBook' });

export const SpotTradesQuery = z.strictObject({
  ...appKeyParam,
  symbol: MarketSymbol,
  mode: TradeMode.optional().meta({ description: 'default real' }),
  limit: UpTo100.optional(),
});
/** A public trade: no order ids, no owners. `side` is the taker's. */
export const SpotTradeView = z
  .object({ id: z.number().int(), price: Dec, quantity: Dec, side: SpotSide, time: Millis })
  .meta({ id: 'SpotTrade' });
export const SpotTradeList = z.array(SpotTradeView);

export const SpotBalancesQuery = z.strictObject({ ...appKeyParam, symbol: MarketSymbol, mode: TradeMode });
const CoinBalance = z.object({
  currency: z.string(),
  available: Dec,
  frozen: Dec.meta({ description: 'held by your open spot orders' }),
});
export const SpotBalances = z
  .object({ symbol: z.string(), mode: WalletMode, base: CoinBalance, quote: CoinBalance })
  .meta({ id: 'SpotBalances' });

// ---------------------------------------------------------------- websocket

/** Level changes: each level's new total quantity; "0" = the level is gone. */
export const SpotDepthData = z.object({ bids: z.array(SpotLevel), asks: z.array(SpotLevel) });
/**
 * Public channel `spot-depth` (subscribe with `symbol` and `mode`): a `snapshot` of the top
 * levels, then an `update` with the changed levels after every operation that changed the book;
 * `seq` grows by one per update of that (symbol, mode) book: a gap means resubscribe.
 */
export const SpotDepthMessage = z.object({
  type: z.enum(['snapshot', 'update']),
  channel: z.literal('spot-depth'),
  symbol: z.string(),
  mode: TradeMode,
  seq: z.number().int(),
  /** an update's first seq: below `seq` when one operation changed the book more than once (a batch) */
  firstSeq: z.number().int().optional(),
  data: SpotDepthData,
});
/**
 * Public channel `spot-trades` (symbol and mode): a `snapshot` of recent trades (newest first),
 * then an `update` with the trades of each operation in execution order; `seq` as above.
 */
export const SpotTradesMessage = z.object({
  type: z.enum(['snapshot', 'update']),
  channel: z.literal('spot-trades'),
  symbol: z.string(),
  mode: TradeMode,
  seq: z.number().int(),
  data: z.array(SpotTradeView),
});
/** Private user channel: an order of yours changed (placed, filled in part or whole, cancelled). */
export const SpotOrderMessage = z.object({ kind: z.literal('spot-order'), order: SpotOrderView });
/** Private user channel: a fill of one of your orders. */
export const SpotFillMessage = z.object({ kind: z.literal('spot-fill'), symbol: z.string(), mode: WalletMode, fill: SpotFillView });
