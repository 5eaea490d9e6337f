// The unified trade history (issue 17.7): fast orders, contract positions and coin (spot)
// orders in one list, newest first, and its CSV export (docs/decisions/042-trade-history.md).
import { z } from 'zod';
import { appKeyParam, Dec, Paged, pageParams } from './common.ts';
import { TradeMode, WalletMode } from './fast.ts';

export const TradeKind = z.enum(['fast', 'contract', 'spot']);

/** Every status in the spec's words: fast (pending settlement, settled), contract positions, coin orders. */
export const TradeStatus = z.enum([
  'pending_settlement',
  'settled',
  'pending',
  'holding',
  'locked',
  'closed',
  'revoked',
  'unfilled',
  'partially_filled',
  'filled',
  'cancelled',
]);

/** An epoch-ms time in a query string. */
export const EpochMs = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

export const TradeHistoryQuery = z.strictObject({
  ...appKeyParam,
  type: TradeKind.optional(),
  mode: TradeMode.optional(),
  productId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
  from: EpochMs.optional().meta({ description: 'created at or after, epoch ms' }),
  to: EpochMs.optional().meta({ description: 'created before, epoch ms' }),
  ...pageParams,
});

export const TradeHistoryRow = z
  .object({
    /** The trading product (a registered product's name: fast, contract, spot today; the filter's `type` lists them). */
    kind: z.string().min(1),
    id: z.number().int(),
    mode: WalletMode,
    productId: z.number().int(),
    symbol: z.string(),
    side: z.enum(['up', 'down', 'long', 'short', 'buy', 'sell']),
    status: TradeStatus,
    orderType: z.enum(['market', 'limit']).nullable(),
    currency: z.string(),
    amount: Dec.nullable().meta({ description: 'fast: the stake; spot: the trade amount (quote coin)' }),
    quantity: Dec.nullable().meta({ description: 'contract: lots; spot: the ordered quantity (base coin)' }),
    openPrice: Dec.nullable().meta({ description: 'fast: entry; contract: average entry (or limit while pending); spot: entrust price' }),
    closePrice: Dec.nullable().meta({ description: 'fast: exit; contract: close; spot: average deal price' }),
    profit: Dec.nullable().meta({
      description: 'fast and contract: realised profit or loss once settled or closed; contract: net of every fee (grossProfit − fee)',
    }),
    grossProfit: Dec.nullable().meta({ description: "contract: the closed position's P/L before fees; null for the other kinds" }),
    fee: Dec.nullable(),
    createdAt: z.number().int(),
    closedAt: z.number().int().nullable(),
    apiKey: z.string().nullable().meta({ description: 'spot: the label of the API key that placed the order; null: placed in the app' }),
    copiedFrom: z.string().nullable().meta({
      description: 'contract: the masked name of the leader a copy trading subscription copied it from (decision 103); else null',
    }),
  })
  .meta({ id: 'TradeHistoryRow' });
export const TradeHistoryPage = Paged(TradeHistoryRow);

/** The CSV export's most rows. */
export const TRADE_HISTORY_CSV_MAX_ROWS = 10_000;
export const TRADE_HISTORY_CSV_COLUMNS = [
  'kind',
  'id',
  'mode',
  'symbol',
  'side',
  'status',
  'orderType',
  'currency',
  'amount',
  'quantity',
  'openPrice',
  'closePrice',
  'profit',
  'grossProfit',
  'fee',
  'createdAt',
  'closedAt',
  'apiKey',
  'copiedFrom',
] as const;
