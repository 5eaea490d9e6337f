// Types of the fast-trading feature (shared schemas, type-only).
import type { z } from 'zod';
import type {
  DemoWallet as DemoWalletSchema,
  FastOption as FastOptionSchema,
  FastOrderView,
  FastStats as FastStatsSchema,
  GuestSession as GuestSessionSchema,
  TradeMode as TradeModeSchema,
} from '../../../../shared/schemas/fast.ts';

export type FastOption = z.infer<typeof FastOptionSchema>;
export type FastOrder = z.infer<typeof FastOrderView>;
export type FastStats = z.infer<typeof FastStatsSchema>;
export type DemoWallet = z.infer<typeof DemoWalletSchema>;
export type GuestSession = z.infer<typeof GuestSessionSchema>;
export type TradeMode = z.infer<typeof TradeModeSchema>;
export type Direction = 'up' | 'down';

export interface FastOrderPage {
  items: FastOrder[];
  total: number;
  page: number;
  pageSize: number;
}
