// Query keys of the market feature: the candles under ['market']; the product queries under the
// shared ['products'] root (lib/api/keys.ts), so a watch-list change refreshes the product list
// the fast screens read as well.
import type { Period } from '../../../../../shared/market.ts';
import { productKeys, type Viewer } from '../../../lib/api/keys';
import type { ProductSummary } from '../../../lib/api/product-list';

export type ProductCategory = ProductSummary['category'];

const all = ['market'] as const;

export const marketKeys = {
  all,
  candles: (symbol: string, period: Period, limit: number) => [...all, 'candles', symbol, period, limit] as const,
  period: (start: number | null) => [...all, 'period', start] as const,
  productsAll: () => productKeys.all,
  product: (viewer: Viewer, id: number) => [...productKeys.all, 'detail', viewer, id] as const,
  recommended: (viewer: Viewer, category: ProductCategory | 'all') => [...productKeys.all, 'recommend', viewer, category] as const,
  watchList: (viewer: Viewer) => [...productKeys.all, 'watch', viewer] as const,
};
