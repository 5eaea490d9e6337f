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
