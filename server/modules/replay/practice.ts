// The practice wallets' one order API (decision 106): the replay wallet and the class wallets
// trade fast, contract and spot through the products' own services, with a price source per
// order (a replay session's recomputed path at its replay time, or the live market now). The
// products keep their rules, fees and journals; this service checks what the wallet may trade,
// processes a session up to its replay time first, and reads the wallet's state.
import type { z } from 'zod';
import { formatAmount } from '../../../shared/money.ts';
import type { PracticeOrderBody, PracticeOrderResult, PracticeState } from '../../../shared/schemas/practice.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { liveSource, type PriceSource } from '../../engine/price-source.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { parseContractOrder } from '../contract/order.ts';
import type { ContractService } from '../contract/service.ts';
import { DEMO_CURRENCY, DEMO_SCALE } from '../fast/demo.ts';
import { parseFastOrder } from '../fast/order.ts';
import type { FastService } from '../fast/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { PracticeApi, PracticeWallet, SpotPracticeApi } from './practice-api.ts';
import type { ReplayRepository } from './repository.ts';

/** Where a wallet's orders are priced now: its source, the time on it, its session (null: the live market). */
export interface Pricing {
  source: PriceSource;
  at: number;
  sessionId: number | null;
}

/** What the practice service asks of the replay sessions (the replay service): a session processed up to its replay time. */
export interface SessionPricing {
  /** The caller's active session processed up to its replay time, and its source there (404: not theirs or not this wallet's; 409: ended). */
  pricing(userId: number, mode: Mode, sessionId: number): Pricing;
  /** The price source and replay time of a session as it stands (closing a wallet's business). */
  standing(sessionId: number): Pricing | undefined;
}

/** How many settled or closed rows a state shows beside the open ones. */
const LATEST = 20;

export class PracticeService implements PracticeApi {
  /** The replay sessions (set by the replay module once both are built). */
  sessions: SessionPricing | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly fast: FastService,
    private readonly contract: ContractService,
    /** Spot in practice wallets (the spot module's; null until it offers one: spot orders are then refused). */
    private readonly spot: () => SpotPracticeApi | null,
    private readonly repo: ReplayRepository,
    private readonly book: CurrencyBook,
  ) {}

  grant(userId: number, mode: Mode, amount: bigint, key: string) {
    this.issue(userId, mode, amount, key, 'demo_grant');
  }

  /**
   * The wallet back to `amount` USDT and nothing else: the coins its spot trades bought go back to
   * the mode's issuer too (a reset wallet is the starting wallet). Its open business is closed
   * first by the caller (closeAll), so nothing is frozen.
   */
  resetTo(userId: number, mode: Mode, amount: bigint, key: string) {
    const available = this.repo.available(userId, mode);
    const moves = new Map<string, bigint>([[DEMO_CURRENCY, amount - (available.get(DEMO_CURRENCY) ?? 0n)]]);
    for (const [currency, balance] of available) if (currency !== DEMO_CURRENCY && balance !== 0n) moves.set(currency, -balance);
    this.issue(userId, mode, moves, key, 'demo_reset');
  }

  /** Play money issued to (or, negative, taken back from) the wallet by its mode's demo_issuance, per currency: one journal. */
  private issue(userId: number, mode: Mode, amounts: Map<string, bigint> | bigint, key: string, type: 'demo_grant' | 'demo_reset') {
    const moves = typeof amounts === 'bigint' ? new Map([[DEMO_CURRENCY, amounts]]) : amounts;
    const legs = [...moves].flatMap(([currency, amount]) =>
      amount === 0n
        ? []
        : [
            { account: { platform: 'demo_issuance' as const, currency, mode }, amount: -amount },
            { account: { userId, kind: 'available' as const, currency, mode }, amount },
          ],
    );
    if (legs.length) this.ctx.ledger.post({ key, type, userId, legs });
  }

  /** The wallet's pricing now: its session processed up to its replay time, or the live market. */
  private pricing(userId: number, wallet: PracticeWallet): Pricing {
    if (wallet.sessionId === null) return { source: liveSource(this.market), at: this.ctx.clock.now(), sessionId: null };
    if (!this.sessions) throw new Error('the replay sessions are not wired');
    return this.sessions.pricing(userId, wallet.mode, wallet.sessionId);
  }

  private spotApi(): SpotPracticeApi {
    const spot = this.spot();
    if (!spot) throw new AppError('PRACTICE_PRODUCT_NOT_ALLOWED');
    return spot;
  }

  async place(userId: number, wallet: PracticeWallet, body: PracticeOrderBody): Promise<z.infer<typeof PracticeOrderResult>> {
    if (!wallet.allowed.kinds.includes(body.product) || !wallet.allowed.productIds.includes(body.productId)) {
      throw new AppError('PRACTICE_PRODUCT_NOT_ALLOWED');
    }
    const mode = wallet.mode;
    const none = { fastOrder: null, position: null, spotOrder: null };
    if (body.product === 'fast') {
      const order = parseFastOrder(this.fast.orderOption({ ...body, mode }), { ...body, mode });
      const pricing = this.pricing(userId, wallet);
      return { product: 'fast', ...none, fastOrder: this.fast.placePractice(userId, order, pricing) };
    }
    if (body.product === 'contract') {
      const order = parseContractOrder(this.contract.orderSettings(body.productId, mode), { ...body, orderType: 'market', mode });
      const pricing = this.pricing(userId, wallet);
      const tick = pricing.source.inForce(body.productId, pricing.at);
      if (!tick) throw new AppError('MARKET_CLOSED');
      return { product: 'contract', ...none, position: this.contract.openPractice(userId, order, tick, pricing.sessionId) };
    }
    const spot = this.spotApi();
    const pricing = this.pricing(userId, wallet);
    return { product: 'spot', ...none, spotOrder: spot.place(userId, wallet, pricing.source, pricing.at, body) };
  }

  closePosition(userId: number, wallet: PracticeWallet, positionId: number) {
    const pricing = this.pricing(userId, wallet);
    const p = this.contract.practicePosition(positionId);
    // another user's, another wallet's or another session's position is as unknown as a missing one
    if (!p || p.userId !== userId || p.mode !== wallet.mode || p.replaySessionId !== wallet.sessionId) throw new AppError('NOT_FOUND');
    if (p.status !== 'holding') throw new AppError(p.status === 'locked' ? 'CONTRACT_LOCKED' : 'CONTRACT_NOT_OPEN');
    const tick = pricing.source.inForce(p.productId, pricing.at);
    if (!tick) throw new AppError('MARKET_CLOSED');
    return this.contract.closePractice(p, tick, 'user');
  }

  cancelSpot(userId: number, wallet: PracticeWallet, orderId: number) {
    const spot = this.spotApi();
    const pricing = this.pricing(userId, wallet);
    return spot.cancel(userId, wallet, orderId, pricing.at);
  }

  /** Balances and open business of a wallet (a session's only) as priced by `pricing`, without processing a session first. */
  view(userId: number, wallet: PracticeWallet, pricing: Pricing): z.infer<typeof PracticeState> {
    const { mode, sessionId } = wallet;
    const markOf = (productId: number) => {
      const tick = pricing.source.inForce(productId, pricing.at);
      return tick === undefined ? undefined : BigInt(tick.ticks);
    };
    const fastOrders = this.latest(
      this.repo.fastIds(userId, mode, sessionId, 200).map((id) => this.fast.order(id, userId)),
      (o) => o.status === 'open',
    );
    const positions = this.latest(
      this.repo.positionIds(userId, mode, sessionId, 200).map((id) => this.contract.practiceView(id, markOf)),
      (p) => p.status === 'pending' || p.status === 'holding' || p.status === 'locked',
    );
    return {
      mode,
      time: pricing.at,
      balances: this.balances(userId, mode, sessionId),
      fastOrders,
      positions,
      spotOrders: this.spot()?.orders(userId, wallet, LATEST) ?? [],
    };
  }

  state(userId: number, wallet: PracticeWallet) {
    return this.view(userId, wallet, this.pricing(userId, wallet));
  }

  /** The wallet's balances per currency: available, and held by its open business (a session's only, for a session). */
  balances(userId: number, mode: Mode, sessionId: number | null) {
    const available = this.repo.available(userId, mode);
    const held = this.repo.held(userId, mode, sessionId);
    const currencies = new Set([DEMO_CURRENCY, ...available.keys(), ...held.keys()]);
    const format = (currency: string, v: bigint) =>
      currency === DEMO_CURRENCY ? formatAmount(v, DEMO_SCALE) : this.book.format(currency, v);
    return [...currencies].map((currency) => ({
      currency,
      available: format(currency, available.get(currency) ?? 0n),
      held: format(currency, held.get(currency) ?? 0n),
    }));
  }

  /** The open rows and the LATEST latest others, newest first. */
  private latest<T>(rows: T[], open: (row: T) => boolean): T[] {
    let done = 0;
    return rows.filter((r) => open(r) || done++ < LATEST);
  }

  closeAll(userId: number, mode: Mode): number {
    let n = 0;
    this.ctx.ledger.transaction(() => {
      for (const p of this.contract.holdingOf(userId, mode)) {
        const pricing =
          p.replaySessionId === null
            ? { source: liveSource(this.market), at: this.ctx.clock.now() }
            : this.sessions?.standing(p.replaySessionId);
        const tick = pricing?.source.inForce(p.productId, pricing.at);
        if (!tick) continue;
        this.contract.closePractice(p, tick, 'close_all');
        n++;
      }
      n += this.spot()?.cancelAll(userId, mode) ?? 0;
    });
    return n;
  }
}
