// Contract (leverage) trading: settings, orders and positions (issue 15). Prices and amounts are
// decimal strings (prices in the product's precision, money in USDT at 6 decimals, lots with
// 2 decimals); the arithmetic is shared/contract.ts.
import { z } from 'zod';
import { appKeyParam, Dec, IdText, Paged, pageParams } from './common.ts';
import { TradeMode, WalletMode } from './fast.ts';

/** A typed decimal the server parses itself (so a bad one gets its own localized message). */
const TypedDec = (required: 'AMOUNT_REQUIRED' | 'PRICE_REQUIRED' | 'LOTS_REQUIRED') =>
  z.string().min(1, { error: required }).max(40, { error: 'VALIDATION_FAILED' });
const Id = z.number().int().positive().max(2_147_483_647);

export const ContractSide = z.enum(['long', 'short']);
export const PositionStatus = z.enum(['pending', 'holding', 'locked', 'closed', 'revoked']);
/** Why a position (or part of it) was closed: the order detail names it. */
export const CloseReason = z.enum(['user', 'stop_loss', 'take_profit', 'liquidation', 'reverse', 'unlock', 'close_all', 'copy']);

export const ContractSettingView = z
  .object({
    productId: z.number().int(),
    symbol: z.string(),
    contractSize: Dec.meta({ description: 'units of the underlying in one lot' }),
    lotStep: Dec,
    minLots: Dec,
    maxLots: Dec,
    leverages: z.array(z.number().int()),
    spread: Dec.meta({ description: 'bid–ask spread in price units' }),
    feeRate: Dec,
    maintenanceRate: Dec,
    overnightRate: Dec.meta({ description: 'charged daily on the notional of an open position' }),
    overnightTime: z.string().meta({ description: 'the platform time (UTC, HH:MM) the overnight fee is charged' }),
    enabled: z.boolean(),
    currency: z.string(),
  })
  .meta({ id: 'ContractSetting' });
export const ContractSettingsQuery = z.strictObject({
  ...appKeyParam,
  productId: IdText.optional(),
});
export const ContractSettingList = z.array(ContractSettingView);

const orderFields = {
  productId: Id,
  side: ContractSide,
  lots: TypedDec('LOTS_REQUIRED'),
  leverage: z.number().int().positive().max(1000),
  orderType: z.enum(['market', 'limit']),
  /** The limit price (limit orders only). */
  limitPrice: TypedDec('PRICE_REQUIRED').optional(),
  stopLoss: TypedDec('PRICE_REQUIRED').optional(),
  takeProfit: TypedDec('PRICE_REQUIRED').optional(),
  mode: TradeMode,
};

/** The confirmation step: what an order would hold and cost, without placing it. */
export const ContractPreviewBody = z.strictObject(orderFields).meta({ id: 'ContractPreviewBody' });
export const ContractPreview = z
  .object({
    price: Dec.meta({ description: 'the fill price now (ask for long, bid for short) or the limit price' }),
    notional: Dec,
    margin: Dec.meta({ description: 'charged to the cent (half up), as the journal takes it' }),
    fee: Dec.meta({ description: 'the opening fee, charged to the cent (half up), as the journal takes it' }),
    total: Dec.meta({ description: 'margin + fee: what opening takes from available (a limit order: what it reserves)' }),
    liquidationPrice: Dec.nullable().meta({ description: 'null when the position cannot be liquidated (1× long)' }),
    available: Dec,
    currency: z.string(),
  })
  .meta({ id: 'ContractPreview' });

export const OpenPositionBody = z.strictObject(orderFields).meta({ id: 'OpenPositionBody' });

/** One fill, close or charge of a position, with the recorded tick it used. */
export const PositionEvent = z
  .object({
    kind: z.enum(['open', 'add', 'close', 'fee', 'overnight', 'revoke']),
    lots: Dec.nullable(),
    price: Dec.nullable(),
    tickTime: z.number().int().nullable().meta({ description: 'time of the recorded tick used, epoch ms' }),
    periodStart: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'the market period that drew that tick (GET /api/market/period/{start})' }),
    commitment: z.string().nullable().meta({ description: "SHA-256 of that period's seed, published before it started" }),
    amount: Dec.meta({ description: 'the money this event moved for the user (signed)' }),
    reason: CloseReason.nullable(),
    journalId: z.number().int().nullable(),
    at: z.number().int(),
  })
  .meta({ id: 'ContractPositionEvent' });

export const PositionView = z
  .object({
    id: z.number().int(),
    mode: WalletMode,
    productId: z.number().int(),
    symbol: z.string(),
    side: ContractSide,
    status: PositionStatus,
    orderType: z.enum(['market', 'limit']),
    limitPrice: Dec.nullable(),
    lots: Dec,
    leverage: z.number().int(),
    entryPrice: Dec.nullable().meta({ description: 'average entry (null while pending)' }),
    margin: Dec,
    openFee: Dec,
    stopLoss: Dec.nullable(),
    takeProfit: Dec.nullable(),
    liquidationPrice: Dec.nullable(),
    /** The current exit price, unrealised P/L and margin ratio (holding and locked). */
    markPrice: Dec.nullable(),
    unrealizedPnl: Dec.nullable(),
    marginRatio: Dec.nullable().meta({ description: 'maintenance margin / equity, percent' }),
    closePrice: Dec.nullable(),
    closeReason: CloseReason.nullable(),
    realizedPnl: Dec.nullable().meta({ description: 'gross: the P/L of the closes, before fees' }),
    closeFee: Dec.nullable(),
    overnightFees: Dec,
    fees: Dec.meta({ description: 'every fee paid so far: opening (and add), closing and overnight' }),
    netPnl: Dec.nullable().meta({ description: 'a closed position: realizedPnl − fees, what it made or lost in all' }),
    /** The other leg of a lock. */
    lockedWith: z.number().int().nullable(),
    stopsBeforeLock: z
      .object({ stopLoss: Dec.nullable(), takeProfit: Dec.nullable() })
      .nullable()
      .meta({ description: 'the stop-loss and take-profit the last lock of this position cancelled (offered again after unlocking)' }),
    /** The leader's position this one copies (follow order). */
    followOf: z.number().int().nullable(),
    /** The copy subscription whose job opened it (decision 103), else null. */
    copyOf: z.number().int().nullable(),
    /** The masked name of the leader it copies, else null. */
    copiedFrom: z.string().nullable(),
    currency: z.string(),
    createdAt: z.number().int(),
    openedAt: z.number().int().nullable(),
    closedAt: z.number().int().nullable(),
  })
  .meta({ id: 'ContractPosition' });
export const PositionDetail = PositionView.extend({ events: z.array(PositionEvent) }).meta({ id: 'ContractPositionDetail' });

export const PositionListQuery = z.strictObject({
  ...appKeyParam,
  status: PositionStatus.optional(),
  mode: TradeMode.optional(),
  productId: IdText.optional(),
  ...pageParams,
});
export const PositionPage = Paged(PositionView);

export const ClosePositionBody = z
  .strictObject({ lots: TypedDec('LOTS_REQUIRED').optional().meta({ description: 'part of the position; omitted = all' }) })
  .meta({ id: 'ClosePositionBody' });
export const AddToPositionBody = z.strictObject({ lots: TypedDec('LOTS_REQUIRED') }).meta({ id: 'AddToPositionBody' });
export const SetStopsBody = z
  .strictObject({ stopLoss: TypedDec('PRICE_REQUIRED').nullable(), takeProfit: TypedDec('PRICE_REQUIRED').nullable() })
  .meta({ id: 'SetStopsBody' });
export const CloseAllBody = z.strictObject({ mode: TradeMode }).meta({ id: 'CloseAllBody' });
export const FollowBody = z
  .strictObject({ positionId: Id, lots: TypedDec('LOTS_REQUIRED').optional(), mode: TradeMode })
  .meta({ id: 'FollowBody' });
export const FollowProfileBody = z.strictObject({ followable: z.boolean() }).meta({ id: 'FollowProfileBody' });

/** The outcome of close-and-reverse: the reverse leg is missing when margin was short. */
export const ReverseResult = z
  .object({ closed: PositionView, opened: PositionView.nullable(), reverseRefused: z.string().nullable() })
  .meta({ id: 'ContractReverseResult' });
export const LockResult = z.object({ position: PositionView, lock: PositionView }).meta({ id: 'ContractLockResult' });
export const CloseAllResult = z.object({ closed: z.number().int() }).meta({ id: 'ContractCloseAllResult' });

/** A trader who opted in to being followed, with the positions one can copy. */
export const FollowableTrader = z
  .object({ traderId: z.number().int(), name: z.string(), positions: z.array(PositionView) })
  .meta({ id: 'ContractTrader' });
export const FollowableTraderList = z.array(FollowableTrader);

export const ContractStatsQuery = z.strictObject({ ...appKeyParam, mode: TradeMode });
export const ContractStats = z
  .object({
    closed: z.number().int(),
    wins: z.number().int().meta({ description: 'closed positions whose net P/L (after every fee) is above zero' }),
    winRate: Dec,
    realizedPnl: Dec.meta({ description: 'gross P/L of the closed positions, before fees' }),
    fees: Dec,
    netPnl: Dec.meta({ description: 'realizedPnl − fees' }),
    open: z.number().int(),
    marginHeld: Dec,
    unrealizedPnl: Dec,
    currency: z.string(),
  })
  .meta({ id: 'ContractStats' });

/** Pushed on the user channel on every tick for each connected owner's open positions. */
export const PositionTickMessage = z.object({
  kind: z.literal('contract-marks'),
  time: z.number().int(),
  positions: z.array(
    z.object({ id: z.number().int(), markPrice: Dec, unrealizedPnl: Dec, marginRatio: Dec, liquidationPrice: Dec.nullable() }),
  ),
});
/** Pushed when a position changes state (filled, closed by a trigger, liquidated, charged). */
export const PositionChangedMessage = z.object({ kind: z.literal('contract-position'), position: PositionView });
