// What the practice wallets' one order API offers its callers (decision 106): the replay module's
// routes and the classes module. Implemented by PracticeService (practice.ts).
import type { z } from 'zod';
import type { PracticeOrderBody, PracticeOrderResult, PracticeSpotOrder, PracticeState } from '../../../shared/schemas/practice.ts';
import type { PositionView } from '../../../shared/schemas/contract.ts';
import type { SpotOrderView } from '../../../shared/schemas/spot.ts';
import type { PriceSource } from '../../engine/price-source.ts';
import type { Mode } from '../../ledger/ledger.ts';

/** Which products and kinds a wallet may trade (a class's; a replay: its session's product, every kind it offers). */
export interface PracticeAllowed {
  productIds: readonly number[];
  kinds: readonly ('fast' | 'contract' | 'spot')[];
}

/**
 * A practice wallet as one request trades it: its mode (`replay` or `class:<id>`), and for a
 * replay session (a replay or a class's shared scenario) the session's id. Without a session the
 * wallet trades the live market (a class).
 */
export interface PracticeWallet {
  mode: Mode;
  sessionId: number | null;
  allowed: PracticeAllowed;
}

export interface PracticeApi {
  /** Grants the wallet's starting money once (idempotent per key): replay's 100,000 USDT, a class's starting balance. */
  grant(userId: number, mode: Mode, amount: bigint, key: string): void;
  /** One order of any product (PRACTICE_PRODUCT_NOT_ALLOWED when not allowed); the products' own refusals otherwise. */
  place(userId: number, wallet: PracticeWallet, body: PracticeOrderBody): Promise<z.infer<typeof PracticeOrderResult>>;
  /** Closes one of the wallet's holding positions at the price in force (404 when not the caller's or not this wallet's). */
  closePosition(userId: number, wallet: PracticeWallet, positionId: number): z.infer<typeof PositionView>;
  /** Cancels one of the wallet's resting spot orders. */
  cancelSpot(userId: number, wallet: PracticeWallet, orderId: number): z.infer<typeof SpotOrderView>;
  /** The wallet's balances, open business and latest results (a session's only, for a session). */
  state(userId: number, wallet: PracticeWallet): z.infer<typeof PracticeState>;
  /**
   * Closes every open position and cancels every resting spot order of `mode` for the user at the
   * price in force (open fast orders run to their expiry). Inside the caller's transaction when
   * there is one (leaving a class, a reset). Returns how many it closed or cancelled.
   */
  closeAll(userId: number, mode: Mode): number;
  /** Sets the user's available USDT of `mode` to `amount` (a reset), one journal; key unique per reset. */
  resetTo(userId: number, mode: Mode, amount: bigint, key: string): void;
}

/**
 * Spot in a practice wallet (decision 106): fills against the house's quotes around the source's
 * price, never in a live book. Implemented by the spot module (server/modules/spot/practice.ts);
 * every method is synchronous, one transaction (or a savepoint of the caller's).
 */
export interface SpotPracticeApi {
  /** A market order fills at once at the house's bid/ask around `source` at `at`; a limit order rests (frozen). */
  place(
    userId: number,
    wallet: PracticeWallet,
    source: PriceSource,
    at: number,
    body: z.infer<typeof PracticeSpotOrder>,
  ): z.infer<typeof SpotOrderView>;
  cancel(userId: number, wallet: PracticeWallet, orderId: number, at: number): z.infer<typeof SpotOrderView>;
  /**
   * Fills the resting limit orders of one replay session (sessionId) or of every class wallet on
   * the live market (sessionId null) that the source's ticks with time in (from, to] crossed,
   * each at its own limit price with the maker fee, in tick order.
   */
  process(sessionId: number | null, source: PriceSource, from: number, to: number): void;
  /** Cancels the user's resting orders of `mode` (one session's only when sessionId is given). */
  cancelAll(userId: number, mode: Mode, sessionId?: number): number;
  /** The wallet's open orders and its `latest` latest done ones, newest first. */
  orders(userId: number, wallet: PracticeWallet, latest: number): z.infer<typeof SpotOrderView>[];
}

/** What the replay module offers the classes module for a shared scenario (decision 106). */
export interface ScenarioSessions {
  /** Makes (idempotent per scenario and user) the learner's session of the scenario, anchored at `startsAt`. */
  ensure(s: {
    scenarioId: number;
    userId: number;
    mode: Mode;
    periodStart: number;
    productId: number;
    speed: 1 | 5 | 20 | 60;
    startTime: number;
    lengthMs: number;
    startsAt: number;
  }): number;
  /** Ends every session of the scenario (open business closed as a replay's end closes it). */
  end(scenarioId: number): void;
}
