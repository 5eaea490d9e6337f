// Types of the mining feature (shared schemas, type-only).
export type {
  MiningExpected,
  MiningOrderDetail,
  MiningOrderPage,
  MiningOrderStatus,
  MiningOrderView,
  MiningPayoutPage,
  MiningPayoutView,
  MiningProductDetail,
  MiningProductView,
  MiningRedemptionQuote,
  MiningSummary,
} from '../../../../shared/schemas/mining.ts';

/** The screens' two layouts: desktop tables and panels, mobile cards. */
export type MiningLayout = 'pc' | 'wp';
export const PAGE_SIZE = 10;
