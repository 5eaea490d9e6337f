// The futures API's refusals of orders (issue 40, decision 095) in Binance's USDⓈ-M codes. CCXT
// reads a futures code as its exception only on Binance's own hosts; elsewhere (here) it matches
// the words of its common list: so where such words exist they are used under the futures code
// (a short margin "Account has insufficient balance for requested action.": InsufficientFunds; a
// closed market "Market is closed.": MarketClosed; a stop already crossed "Order would trigger
// immediately.": OrderImmediatelyFillable). The platform's other refusals (the lots' limits, the
// responsible-trading guard, a demo-only deployment) under the fitting code in its localized words.
import type { Locale } from '../../../../shared/locales.ts';
import type { AppError } from '../../../lib/app-error.ts';
import { BinanceError, bnTradeError } from '../errors.ts';
import { refusalOfAppError } from '../order-refusals.ts';

export const bnFuturesError = {
  reduceOnlyRejected: () => new BinanceError(-2022, 'ReduceOnly Order is rejected.'),
  wouldTrigger: () => new BinanceError(-2021, 'Order would trigger immediately.'),
  positionSide: () => new BinanceError(-4061, "Order's position side does not match user's setting."),
  priceTick: () => new BinanceError(-4014, 'Price not increased by tick size.'),
  duplicateClientId: () => new BinanceError(-4116, 'ClientOrderId is duplicated.'),
  /** A parameter Binance allows only with some order types (reduceOnly with closePosition, price with a market order...). */
  notWith: (param: string, why: string) => new BinanceError(-1106, `Parameter '${param}' sent when not required. ${why}`),
  /** Below the product's minimum lots (-4004) or above its maximum (-4005), in the platform's words. */
  quantity: (below: boolean, msg: string) => new BinanceError(below ? -4004 : -4005, msg),
  eitherAlgo: () => new BinanceError(-1102, "Param 'algoId' or 'clientAlgoId' must be sent, but both were empty/null!"),
} as const;

/** An AppError of the platform refusing a futures order, in Binance's futures codes. */
export function futuresRefusal(e: AppError, locale: Locale): BinanceError {
  switch (e.errorName) {
    case 'INSUFFICIENT_BALANCE':
      // Binance's "Margin is insufficient."
      return new BinanceError(-2019, bnTradeError.insufficientBalance().message);
    case 'CONTRACT_DISABLED':
    case 'MARKET_CLOSED':
      // Binance's "Symbol is closed."
      return new BinanceError(-4141, bnTradeError.marketClosed().message);
    case 'PRODUCT_NOT_FOUND':
      return new BinanceError(-1121, 'Invalid symbol.');
    default:
      // the guard, a demo-only deployment...: -2010 with the platform's message
      return refusalOfAppError(e, locale);
  }
}
