// Types of the spot-trading feature. PROVISIONAL: written from the draft of shared/schemas/spot.ts
// until branch spot-core commits it; then inferred from the schemas (type-only).
import type { TradeMode } from '../../lib/trading/mode';

export type SpotSide = 'buy' | 'sell';
export type SpotOrderType = 'market' | 'limit';
export type SpotOrderStatus = 'unfilled' | 'partially_filled' | 'filled' | 'cancelled';
export type SpotCancelReason = 'user' | 'self_trade' | 'market_remainder';

export interface SpotMarket {
  id: number;
  productId: number;
  symbol: string;
  base: string;
  quote: string;
  tickSize: string;
  lotStep: string;
  minNotional: string;
  makerFee: string;
  takerFee: string;
  pricePrecision: number;
  qtyPrecision: number;
  quotePrecision: number;
  enabled: boolean;
}

export interface SpotOrderBody {
  marketId?: number;
  symbol?: string;
  side: SpotSide;
  type: SpotOrderType;
  price?: string;
  quantity?: string;
  amount?: string;
  mode: TradeMode;
}

export interface SpotPreview {
  symbol: string;
  side: SpotSide;
  type: SpotOrderType;
  price: string | null;
  quantity: string | null;
  tradeAmount: string | null;
  maxFee: string;
  freeze: string;
  freezeCurrency: string;
  available: string;
}

export interface SpotOrder {
  id: number;
  mode: TradeMode;
  marketId: number;
  symbol: string;
  base: string;
  quote: string;
  side: SpotSide;
  type: SpotOrderType;
  status: SpotOrderStatus;
  cancelReason: SpotCancelReason | null;
  price: string | null;
  quantity: string | null;
  amount: string | null;
  dealCount: string;
  remaining: string;
  avgPrice: string | null;
  tradeAmount: string;
  fee: string;
  frozen: string;
  frozenCurrency: string;
  createdAt: number;
  updatedAt: number;
  doneAt: number | null;
}

export interface SpotFill {
  id: number;
  orderId: number;
  side: SpotSide;
  role: 'maker' | 'taker';
  price: string;
  quantity: string;
  tradeAmount: string;
  fee: string;
  journalId: number;
  time: number;
}

export interface SpotOrderDetail extends SpotOrder {
  fills: SpotFill[];
}

export interface SpotOrderPage {
  items: SpotOrder[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SpotLevel {
  price: string;
  quantity: string;
}

export interface SpotBook {
  symbol: string;
  mode: TradeMode;
  seq: number;
  bids: SpotLevel[];
  asks: SpotLevel[];
}

export interface SpotTrade {
  id: number;
  price: string;
  quantity: string;
  side: SpotSide;
  time: number;
}

export interface SpotBalances {
  symbol: string;
  mode: TradeMode;
  base: { currency: string; available: string; frozen: string };
  quote: { currency: string; available: string; frozen: string };
}
