// Refusals of the Binance-compatible API in Binance's shape and words (issue 39): an HTTP status
// and `{"code": -NNNN, "msg": "…"}` with the codes Binance documents (errors.md of its spot API),
// which clients such as CCXT map to their own exceptions. The protocol's own refusals are in
// Binance's English; the platform's (an order refused for its balance, its minimum value...) are
// the platform's localized messages under the Binance code that fits.

export class BinanceError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(msg);
  }
}

/** Binance's error catalogue, as far as this API answers it. */
export const bnError = {
  unknown: () => new BinanceError(-1000, 'An unknown error occurred while processing the request.', 500),
  notFound: (method: string, path: string) => new BinanceError(-1000, `No such endpoint: ${method} ${path}.`, 404),
  busy: () =>
    new BinanceError(-1008, 'Server is currently overloaded with other requests. Please try again in a few minutes.', 503, {
      'retry-after': '1',
    }),
  tooMuchWeight: (limit: number, retryAfterSeconds: number) =>
    new BinanceError(
      -1003,
      `Too much request weight used; current limit is ${limit} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`,
      429,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  banned: (until: number, now: number) =>
    new BinanceError(
      -1003,
      `Way too much request weight used; IP banned until ${until}. Please use WebSocket Streams for live updates to avoid bans.`,
      418,
      { 'retry-after': String(Math.max(1, Math.ceil((until - now) / 1000))) },
    ),
  timestampAhead: () => new BinanceError(-1021, "Timestamp for this request was 1000ms ahead of the server's time."),
  timestampOutside: () => new BinanceError(-1021, 'Timestamp for this request is outside of the recvWindow.'),
  badSignature: () => new BinanceError(-1022, 'Signature for this request is not valid.'),
  illegalChars: (param: string, range: string) =>
    new BinanceError(-1100, `Illegal characters found in parameter '${param}'; legal range is '${range}'.`),
  duplicate: (param: string) => new BinanceError(-1101, `Duplicate values for parameter '${param}'.`),
  mandatory: (param: string) => new BinanceError(-1102, `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.`),
  notAllRead: (read: number, sent: number) =>
    new BinanceError(-1104, `Not all sent parameters were read; read '${read}' parameter(s) but was sent '${sent}'.`),
  notRequired: (param: string) => new BinanceError(-1106, `Parameter '${param}' sent when not required.`),
  badRecvWindow: () => new BinanceError(-1131, 'recvWindow must be less than 60000'),
  badSymbol: () => new BinanceError(-1121, 'Invalid symbol.'),
  badInterval: () => new BinanceError(-1120, 'Invalid interval.'),
  keyFormat: () => new BinanceError(-2014, 'API-key format invalid.', 401),
  rejectedKey: (why?: string) => new BinanceError(-2015, `Invalid API-key, IP, or permissions for action.${why ? ` ${why}` : ''}`, 401),
  badCombination: (why: string) => new BinanceError(-1128, `Combination of optional parameters invalid. ${why}`),
} as const;

/** The trading endpoints' refusals (orders placed, read and cancelled by key), in Binance's words. */
export const bnTradeError = {
  /** Over the account's order count in a window (429, as Binance answers it: no Retry-After). */
  tooManyOrders: (limit: number, interval: string) =>
    new BinanceError(-1015, `Too many new orders; current limit is ${limit} orders per ${interval}.`, 429),
  /** A market order's or a parameter combination's misfit (e.g. a quantity and a quoteOrderQty both). */
  unsupported: (why: string) => new BinanceError(-1014, `Unsupported order combination. ${why}`),
  precision: () => new BinanceError(-1111, 'Precision is over the maximum defined for this asset.'),
  tifNotRequired: () => new BinanceError(-1114, 'TimeInForce parameter sent when not required.'),
  badTimeInForce: (why?: string) => new BinanceError(-1115, `Invalid timeInForce.${why ? ` ${why}` : ''}`),
  badOrderType: (why?: string) => new BinanceError(-1116, `Invalid orderType.${why ? ` ${why}` : ''}`),
  badSide: () => new BinanceError(-1117, 'Invalid side.'),
  /** An order's or a trade's look-up over more than a day (Binance: -1127). */
  intervalTooBig: () => new BinanceError(-1127, 'More than 24 hours between startTime and endTime.'),
  combination: () => new BinanceError(-1128, 'Combination of optional parameters invalid.'),
  strategyType: () => new BinanceError(-1134, 'strategyType was less than 1000000.'),
  eitherOrder: () => new BinanceError(-1102, "Param 'origClientOrderId' or 'orderId' must be sent, but both were empty/null!"),
  eitherQuantity: () => new BinanceError(-1102, "Param 'quantity' or 'quoteOrderQty' must be sent, but both were empty/null!"),
  /** A filter of the market refused the order: PRICE_FILTER, LOT_SIZE, NOTIONAL (clients match these words). */
  filter: (name: 'PRICE_FILTER' | 'LOT_SIZE' | 'NOTIONAL') => new BinanceError(-1013, `Filter failure: ${name}`),
  marketClosed: () => new BinanceError(-1013, 'Market is closed.'),
  /** A refusal of a new order; `msg` in Binance's words where clients match them, else the platform's localized message. */
  rejected: (msg: string) => new BinanceError(-2010, msg),
  insufficientBalance: () => new BinanceError(-2010, 'Account has insufficient balance for requested action.'),
  duplicateOrder: () => new BinanceError(-2010, 'Duplicate order sent.'),
  stpMode: () => new BinanceError(-2010, 'This symbol does not allow the specified self-trade prevention mode.'),
  unknownOrder: () => new BinanceError(-2011, 'Unknown order sent.'),
  noSuchOrder: () => new BinanceError(-2013, 'Order does not exist.'),
} as const;
