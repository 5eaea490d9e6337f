// Types of the spot-trading feature (shared schemas, type-only).
import type { z } from 'zod';
import type {
  SpotBalances as SpotBalancesSchema,
  SpotCancelReason as SpotCancelReasonSchema,
  SpotFillView,
  SpotLevel as SpotLevelSchema,
  SpotMarketView,
  SpotOrderBody as SpotOrderBodySchema,
  SpotOrderDetail as SpotOrderDetailSchema,
  SpotOrderPage as SpotOrderPageSchema,
  SpotOrderStatus as SpotOrderStatusSchema,
  SpotOrderType as SpotOrderTypeSchema,
  SpotOrderView,
  SpotPreview as SpotPreviewSchema,
  SpotSide as SpotSideSchema,
  SpotTradeView,
} from '../../../../shared/schemas/spot.ts';

export type SpotSide = z.infer<typeof SpotSideSchema>;
export type SpotOrderType = z.infer<typeof SpotOrderTypeSchema>;
export type SpotOrderStatus = z.infer<typeof SpotOrderStatusSchema>;
export type SpotCancelReason = z.infer<typeof SpotCancelReasonSchema>;
export type SpotMarket = z.infer<typeof SpotMarketView>;
export type SpotOrderBody = z.input<typeof SpotOrderBodySchema>;
export type SpotPreview = z.infer<typeof SpotPreviewSchema>;
export type SpotOrder = z.infer<typeof SpotOrderView>;
export type SpotFill = z.infer<typeof SpotFillView>;
export type SpotOrderDetail = z.infer<typeof SpotOrderDetailSchema>;
export type SpotOrderPage = z.infer<typeof SpotOrderPageSchema>;
export type SpotLevel = z.infer<typeof SpotLevelSchema>;
export type SpotTrade = z.infer<typeof SpotTradeView>;
export type SpotBalances = z.infer<typeof SpotBalancesSchema>;
