// Products for the market engine's unit tests: a volatile crypto pair and a quiet forex pair,
// with the seed's figures (BTC/USDT at 64,250.50, EUR/USD at 1.08425).
import type { SimProduct } from '../../server/engine/simulator.ts';

export const BTC: SimProduct = {
  id: 1,
  symbol: 'BTC/USDT',
  category: 'crypto',
  pricePrecision: 2,
  baseTicks: 6_425_050,
  volatility: 0.6,
  baseVolume: 12.5,
};

export const EUR: SimProduct = {
  id: 2,
  symbol: 'EUR/USD',
  category: 'forex',
  pricePrecision: 5,
  baseTicks: 108_425,
  volatility: 0.07,
  baseVolume: 850_000,
};
