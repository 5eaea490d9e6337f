// Practice wallets (issue 43, decisions 105 and 106): the replay wallet and the class wallets
// trade fast, contract and spot through one order body and read one state. The same rules, fees
// and settlement as live orders; a replay's prices are its recomputed path at its own clock.
import { z } from 'zod';
import { Dec } from './common.ts';
import { PositionView } from './contract.ts';
import { FastOrderView, WalletMode } from './fast.ts';
import { SpotOrderView, SpotSide, SpotOrderType } from './spot.ts';

const Id = z.number().int().positive().max(2_147_483_647);
/** A typed decimal the server parses itself (so a bad one gets the product's own localized message). */
const TypedDec = z.string().min(1, { error: 'AMOUNT_REQUIRED' }).max(40, { error: 'AMOUNT_INVALID' });

export const PracticeFastOrder = z.strictObject({
  product: z.literal('fast'),
  productId: Id,
  direction: z.enum(['up', 'down']),
  amount: TypedDec,
  durationSec: z.number().int().positive().max(86_400),
});
export const PracticeContractOrder = z.strictObject({
  product: z.literal('contract'),
  productId: Id,
  side: z.enum(['long', 'short']),
  lots: TypedDec,
  leverage: z.number().int().positive().max(1000),
  stopLoss: TypedDec.optional(),
  takeProfit: TypedDec.optional(),
});
export const PracticeSpotOrder = z.strictObject({
  product: z.literal('spot'),
  /** The product whose spot market it trades (SpotMarket.productId). */
  productId: Id,
  side: SpotSide,
  type: SpotOrderType,
  price: TypedDec.optional().meta({ description: 'limit price' }),
  quantity: TypedDec.optional().meta({ description: 'base coin quantity (limit orders, market sells)' }),
  amount: TypedDec.optional().meta({ description: 'quote coin to spend (market buys)' }),
});
/** POST …/orders of a replay session or a class: one order of any of the three products. */
export const PracticeOrderBody = z
  .discriminatedUnion('product', [PracticeFastOrder, PracticeContractOrder, PracticeSpotOrder])
  .meta({ id: 'PracticeOrderBody' });
export type PracticeOrderBody = z.infer<typeof PracticeOrderBody>;

export const PracticeOrderResult = z
  .object({
    product: z.enum(['fast', 'contract', 'spot']),
    fastOrder: FastOrderView.nullable(),
    position: PositionView.nullable(),
    spotOrder: SpotOrderView.nullable(),
  })
  .meta({ id: 'PracticeOrderResult' });

export const PracticeBalance = z.object({
  currency: z.string(),
  available: Dec,
  held: Dec.meta({ description: "what the wallet's open orders and positions hold (stakes, margin, frozen)" }),
});

/** A practice wallet's state: its balances, open business and latest results. */
export const PracticeState = z
  .object({
    mode: WalletMode,
    /** The replay time (a replay session) or the platform time (a class on the live market), epoch ms. */
    time: z.number().int(),
    balances: z.array(PracticeBalance),
    /** Open orders and the 20 latest settled. */
    fastOrders: z.array(FastOrderView),
    /** Holding positions and the 20 latest closed. */
    positions: z.array(PositionView),
    /** Open spot orders and the 20 latest done. */
    spotOrders: z.array(SpotOrderView),
  })
  .meta({ id: 'PracticeState' });
