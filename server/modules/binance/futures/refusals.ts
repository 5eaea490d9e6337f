// The futures API's refusals of orders (issue 40, decision 095) in Binance's USDⓈ-M codes, which
// CCXT's binanceusdm maps to its exceptions (-2019 InsufficientFunds, -2022 and -4164 InvalidOrder,
// -2021 OrderImmediatelyFillable...). Binance's English where the protocol refuses; the platform's
// own refusals (the margin, the lots' limits, a closed market, the responsible-trading guard, a
// demo-only deployment) under the fitting code with the platform's localized message.
import { serverMessage } from '../../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../../shared/locales.ts';
import type { AppError } from '../../../lib/app-error.ts';
import { BinanceError } from '../errors.ts';
import { refusalOfAppError } from '../order-refusals.ts';

export const bnFuturesError = {
  reduceOnlyRejected: () => new BinanceError(-2022, 'ReduceOnly Order is rejected.'),
  wouldTrigger: () => new BinanceError(-2021, 'Order would immediately trigger.'),
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
  const msg = () => serverMessage(locale, e.errorName, e.params);
  switch (e.errorName) {
    case 'INSUFFICIENT_BALANCE':
      return new BinanceError(-2019, msg());
    case 'CONTRACT_DISABLED':
    case 'MARKET_CLOSED':
      // Binance's "Symbol is closed."
      return new BinanceError(-4141, msg());
    case 'PRODUCT_NOT_FOUND':
      return new BinanceError(-1121, 'Invalid symbol.');
    default:
      // the guard, a demo-only deployment...: -2010 with the platform's message
      return refusalOfAppError(e, locale);
  }
}
