// The futures API's symbols (issue 40, docs/decisions/095-binance-futures-api.md): every product
// offering contracts is one USDⓈ-M perpetual named like Binance names them (BTC/USDT → BTCUSDT).
// Binance counts a quantity in the base unit; the platform in lots (hundredths) of the product's
// contract size: a quantity is lots × contract size, in steps of the lot step.
import { CONTRACT_CURRENCY, LOT_SCALE, LOT_UNIT, sidesOf } from '../../../../shared/contract.ts';
import { formatScaled } from '../../../../shared/market.ts';
import { formatAmount, unitsOf } from '../../../../shared/money.ts';
import type { ContractSettings } from '../../contract/settings.ts';
import { bnError, bnTradeError } from '../errors.ts';
import { binanceSymbol } from '../symbols.ts';

/** The contract products by Binance symbol (disabled ones included: their orders and positions can still be read). */
export function contractsBySymbol(all: readonly ContractSettings[]): Map<string, ContractSettings> {
  return new Map(all.map((s) => [binanceSymbol(s.symbol), s]));
}

/** The contract product of a Binance symbol, or -1121. */
export function contractOfSymbol(all: readonly ContractSettings[], symbol: string): ContractSettings {
  const s = contractsBySymbol(all).get(symbol.toUpperCase());
  if (!s) throw bnError.badSymbol();
  return s;
}

/**
 * The assets a futures symbol states. Every contract is margined and settled in USDT, and its P/L is
 * the price difference × size counted in USDT (decision 033), so USDT is the quote of all of them, as
 * Binance's TradFi perpetuals (XAUUSDT, TSLAUSDT) are quoted. A product quoted in another currency
 * (EUR/USD, USD/JPY, AAPL in USD) takes its whole symbol as the base (EURUSD, USDJPY), so no two
 * products share a base and quote (USD/JPY and USD/CHF would both be USD/USDT) and clients such as
 * CCXT see every one as the linear contract it is.
 */
export function futuresAssets(p: { symbol: string; baseAsset: string; quoteAsset: string }): { baseAsset: string; quoteAsset: string } {
  const quoteAsset = CONTRACT_CURRENCY;
  return { baseAsset: p.quoteAsset === quoteAsset ? p.baseAsset : binanceSymbol(p.symbol), quoteAsset };
}

/** The base unit's decimals of a quantity: a lot step of a hundredth of a one-unit lot needs two. */
export const QUANTITY_PRECISION = LOT_SCALE;

/** Lots (hundredths) as Binance's quantity in the base unit (exact decimal text). */
export function quantityOfLots(s: Pick<ContractSettings, 'contractSize'>, lots: bigint): string {
  return formatAmount(lots * s.contractSize, LOT_SCALE);
}

/** The step of a quantity in the base unit (lot step × contract size). */
export function quantityStep(s: Pick<ContractSettings, 'contractSize' | 'lotStep'>): string {
  return quantityOfLots(s, s.lotStep);
}

/**
 * Binance's quantity (decimal text in the base unit) as lots (hundredths): exact, on the lot step,
 * else -1111 (finer than the step can express) / -1013-style refusals are the caller's (min, max).
 */
export function lotsOfQuantity(s: Pick<ContractSettings, 'contractSize' | 'lotStep'>, quantity: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(quantity);
  if (!m) throw bnError.illegalChars('quantity', 'a decimal number');
  const [, whole = '0', frac = ''] = m;
  const digits = frac.replace(/0+$/, '');
  if (digits.length > LOT_SCALE) throw bnTradeError.precision();
  // hundredths of the base unit, then lots of contractSize units
  const hundredths = BigInt(whole) * LOT_UNIT + BigInt(digits.padEnd(LOT_SCALE, '0') || '0');
  if (hundredths % s.contractSize !== 0n) throw bnTradeError.precision();
  const lots = hundredths / s.contractSize;
  if (lots % s.lotStep !== 0n) throw bnTradeError.precision();
  return lots;
}

/**
 * The book a contract fills against at a tick (decision 033): one level a side, the bid and ask a
 * spread apart, each with the most one order may open — what /fapi/v1/depth and the futures
 * depth and book ticker streams show.
 */
export function contractTop(s: Pick<ContractSettings, 'contractSize' | 'maxLots' | 'spreadTicks' | 'pricePrecision'>, ticks: bigint) {
  const { bid, ask } = sidesOf(ticks, s.spreadTicks);
  const qty = quantityOfLots(s, s.maxLots);
  return { bidPrice: formatScaled(bid, s.pricePrecision), bidQty: qty, askPrice: formatScaled(ask, s.pricePrecision), askQty: qty };
}

/** The overnight rate as Binance's funding rate (eight decimals). */
export function fundingRateOf(s: Pick<ContractSettings, 'overnightRate'>): string {
  return formatScaled(unitsOf(s.overnightRate, 8), 8);
}
