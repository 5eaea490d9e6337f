// The platform's refusals of an order in Binance's codes (issue 39). Where clients match Binance's
// exact words, those words: a market's filters (-1013 "Filter failure: PRICE_FILTER", "LOT_SIZE",
// "NOTIONAL": CCXT reads the first two as InvalidOrder), a short balance (-2010 "Account has
// insufficient balance for requested action.": CCXT's InsufficientFunds), a switched-off market
// (-1013 "Market is closed."). Any other refusal of an order (responsible trading's limits, a
// demo-only deployment...) is -2010 with the platform's own localized message.
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AppError } from '../../lib/app-error.ts';
import { BinanceError, bnError, bnTradeError } from './errors.ts';

/** The Binance refusal of an AppError of the platform, in Binance's words or the platform's (localized). */
export function refusalOfAppError(e: AppError, locale: Locale): BinanceError {
  switch (e.errorName) {
    case 'INSUFFICIENT_BALANCE':
      return bnTradeError.insufficientBalance();
    case 'SPOT_PRICE_INVALID':
      return bnTradeError.filter('PRICE_FILTER');
    case 'SPOT_QUANTITY_INVALID':
      return bnTradeError.filter('LOT_SIZE');
    case 'SPOT_NOTIONAL_TOO_SMALL':
      return bnTradeError.filter('NOTIONAL');
    case 'SPOT_AMOUNT_INVALID':
      return bnTradeError.precision();
    case 'SPOT_MARKET_DISABLED':
      return bnTradeError.marketClosed();
    case 'SPOT_MARKET_UNKNOWN':
      return bnError.badSymbol();
    case 'TOO_MANY_REQUESTS':
      return new BinanceError(-1003, serverMessage(locale, e.errorName, e.params), 429, e.headers ?? {});
    default:
      return new BinanceError(codeOfAppError(e), serverMessage(locale, e.errorName, e.params), 400, e.headers ?? {});
  }
}

/** The Binance code of an AppError (api.ts's `codeOf`: the endpoints that do not answer it themselves). */
export function codeOfAppError(e: AppError): number {
  switch (e.errorName) {
    case 'SPOT_PRICE_INVALID':
    case 'SPOT_QUANTITY_INVALID':
    case 'SPOT_NOTIONAL_TOO_SMALL':
    case 'SPOT_MARKET_DISABLED':
      return -1013;
    case 'SPOT_AMOUNT_INVALID':
      return -1111;
    case 'SPOT_MARKET_UNKNOWN':
      return -1121;
    case 'TOO_MANY_REQUESTS':
      return -1003;
    case 'NOT_FOUND':
      return -2013;
    case 'SPOT_ORDER_NOT_OPEN':
      return -2011;
    default:
      // every other refusal reaching the API is of an order (its balance, the account's trading limits...)
      return e.httpStatus >= 500 ? -1000 : -2010;
  }
}

/** Runs `fn`, answering an AppError it throws as Binance's refusal (the spot API's words unless `refusal` says otherwise). */
export async function inBinanceWords<T>(
  locale: Locale,
  fn: () => T | Promise<T>,
  refusal: (e: AppError, locale: Locale) => BinanceError = refusalOfAppError,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof AppError) throw refusal(e, locale);
    throw e;
  }
}
