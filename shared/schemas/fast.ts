// Fast trading and demo mode.
import { z } from 'zod';
import { appKeyParam, Dec, IdText, Paged, pageParams } from './common.ts';

export const TradeMode = z.enum(['real', 'demo']);
/**
 * The wallet an order, position or balance belongs to (decision 105): real, demo, the replay
 * wallet, or a class's wallet `class:<classId>`. Views of orders and positions carry it.
 */
export const WalletMode = z
  .string()
  .regex(/^(real|demo|replay|class:[1-9]\d{0,9})$/)
  .meta({ description: 'real | demo | replay | class:<classId>', example: 'demo' });

export const FastOption = z
  .object({
    productId: z.number().int(),
    durationSec: z.number().int(),
    profitRate: Dec,
    profitPercent: Dec,
    minAmount: Dec,
    maxAmount: Dec,
    currency: z.string(),
  })
  .meta({ id: 'FastOption' });
export const FastOptionsQuery = z.strictObject({
  ...appKeyParam,
  productId: IdText.optional(),
});
export const FastOptionList = z.array(FastOption);

export const PlaceFastOrderBody = z
  .strictObject({
    productId: z.number().int().positive().max(2_147_483_647),
    direction: z.enum(['up', 'down']),
    amount: z.string().min(1, { error: 'AMOUNT_REQUIRED' }).max(40, { error: 'AMOUNT_INVALID' }),
    durationSec: z.number().int().positive().max(86_400),
    mode: TradeMode,
  })
  .meta({ id: 'PlaceFastOrderBody' });

export const FastOrderView = z
  .object({
    id: z.number().int(),
    mode: WalletMode,
    productId: z.number().int(),
    symbol: z.string(),
    direction: z.enum(['up', 'down']),
    currency: z.string(),
    amount: Dec,
    durationSec: z.number().int(),
    profitRate: Dec,
    entryPrice: Dec,
    entryTime: z.number().int().meta({ description: 'time of the recorded entry tick, epoch ms' }),
    expiresAt: z.number().int(),
    status: z.enum(['open', 'settled']),
    result: z.enum(['win', 'loss', 'tie']).nullable(),
    exitPrice: Dec.nullable(),
    exitTime: z.number().int().nullable().meta({ description: 'time of the recorded exit tick (the one in force at expiry)' }),
    entryPeriodStart: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'the market period that drew the entry tick (GET /api/market/period/{start})' }),
    entryCommitment: z.string().nullable().meta({ description: "SHA-256 of that period's seed, published before it started" }),
    exitPeriodStart: z.number().int().nullable().meta({ description: 'the market period that drew the exit tick' }),
    exitCommitment: z.string().nullable(),
    payout: Dec.nullable(),
    profit: Dec.nullable(),
    settledAt: z.number().int().nullable(),
    settlementJournalId: z.number().int().nullable().meta({ description: "the settlement run's ledger journal (see the fund flow)" }),
    createdAt: z.number().int(),
  })
  .meta({ id: 'FastOrder' });
export const FastOrderListQuery = z.strictObject({
  ...appKeyParam,
  status: z.enum(['open', 'settled']).optional(),
  mode: TradeMode.optional(),
  ...pageParams,
});
export const FastOrderPage = Paged(FastOrderView);
export const FastStatsQuery = z.strictObject({ ...appKeyParam, mode: TradeMode });
export const FastStats = z
  .object({ count: z.number().int(), wins: z.number().int(), winRate: Dec, profit: Dec, currency: z.string() })
  .meta({ id: 'FastStats' });

export const DemoWallet = z
  .object({ currency: z.string(), available: Dec, position: Dec.meta({ description: 'staked in open demo fast orders' }) })
  .meta({ id: 'DemoWallet' });
export const GuestSession = z
  .object({
    userId: z.number().int(),
    role: z.literal('guest'),
    expiresInSeconds: z.number().int(),
    renewed: z
      .boolean()
      .meta({ description: 'true: the token sent was renewed in place (same guest, same demo wallet); false: a new guest' }),
  })
  .meta({ id: 'GuestSession', description: 'the token is in the Authorization response header' });
