// Market replay sessions (issue 43 point 1, decisions 105 and 106): one product of a revealed,
// unscripted period replayed from an offset to the period's end at 1/5/20/60×, with pause,
// resume, speed and step, on the replay wallet (or a class's wallet for a class's shared
// scenario, whose clock is the teacher's). A session is processed up to its replay time — its
// fast orders settled at their expiry on the replayed path, its positions checked against its
// ticks with the live risk engine's rule, its resting spot orders filled — by the engine's job
// every second and before every read or order of it; a session that reaches its end ends.
import type { z } from 'zod';
import { formatScaled } from '../../../shared/market.ts';
import type { ReplayPeriod, ReplaySessionBody, ReplaySessionView, ReplayTicks } from '../../../shared/schemas/replay.ts';
import type { PracticeOrderBody } from '../../../shared/schemas/practice.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketPeriod } from '../../engine/market-period.ts';
import type { ReplayPaths } from '../../engine/price-source.ts';
import { AppError } from '../../lib/app-error.ts';
import { classOfMode, type Mode } from '../../ledger/ledger.ts';
import type { ContractService } from '../contract/service.ts';
import { DEMO_GRANT } from '../fast/demo.ts';
import type { FastSettlement } from '../fast/settlement.ts';
import type { Pricing, PracticeService, SessionPricing } from './practice.ts';
import type { PracticeWallet, ScenarioSessions, SpotPracticeApi } from './practice-api.ts';
import { controlled, type ReplayAction, replayTimeAt } from './replay-time.ts';
import type { ReplayRepository, SessionRow } from './repository.ts';

/** At most this many active replays per user (a class's scenario sessions are not counted). */
export const MAX_ACTIVE_REPLAYS = 5;
/** The replay wallet's grant and reset balance: 100,000 USDT, as demo's. */
export const REPLAY_GRANT = DEMO_GRANT;
/** Ticks a read answers at most (thinned evenly beyond). */
const MAX_TICKS = 3600;
/** Past any expiry: a session's end settles every fast order left. */
const ALL = Number.MAX_SAFE_INTEGER;

const KINDS = ['fast', 'contract', 'spot'] as const;

export class ReplayService implements SessionPricing {
  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly paths: ReplayPaths,
    private readonly repo: ReplayRepository,
    private readonly practice: PracticeService,
    private readonly settlement: FastSettlement,
    private readonly contract: ContractService,
    private readonly spot: () => SpotPracticeApi | null,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  // ---------------------------------------------------------------- periods
  /** The kinds a product offers that a replay trades. */
  private kindsOf(productId: number) {
    const product = this.market.product(productId);
    return KINDS.filter((k) => product?.tradeModes.includes(k));
  }

  private periodView(p: MarketPeriod): z.infer<typeof ReplayPeriod> {
    return {
      start: p.start,
      end: p.end,
      tickMs: p.tickMs,
      commitment: p.commitment,
      products: p.products.filter((x) => this.kindsOf(x.id).length > 0).map((x) => ({ productId: x.id, symbol: x.symbol })),
    };
  }

  /** Revealed, unscripted periods, newest first. */
  periods(q: { page?: number; pageSize?: number }) {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const { starts, total } = this.repo.closedPeriods(this.market.lastTickTime, pageSize, (page - 1) * pageSize);
    const items = starts.flatMap((start) => {
      const p = this.paths.revealed(start);
      return p ? [this.periodView(p)] : [];
    });
    return { items, total, page, pageSize };
  }

  // ---------------------------------------------------------------- the wallet
  private grant(userId: number) {
    this.practice.grant(userId, 'replay', REPLAY_GRANT, `replay-grant:${userId}`);
  }

  wallet(userId: number) {
    this.grant(userId);
    return {
      mode: 'replay' as const,
      balances: this.practice.balances(userId, 'replay', null),
      resets: this.repo.keysUnder(`replay-reset:${userId}`),
    };
  }

  /** Ends every replay of the user (their business closed), then brings the wallet back to 100,000 USDT; one transaction. */
  resetWallet(userId: number) {
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      this.grant(userId);
      for (const s of this.repo.activeOfMode(userId, 'replay')) this.finish(this.process(s, now), now);
      this.practice.closeAll(userId, 'replay');
      const n = this.repo.keysUnder(`replay-reset:${userId}`);
      this.practice.resetTo(userId, 'replay', REPLAY_GRANT, `replay-reset:${userId}:${n + 1}`);
    });
    return this.wallet(userId);
  }

  // ---------------------------------------------------------------- sessions
  create(userId: number, body: z.infer<typeof ReplaySessionBody>) {
    const period = this.paths.revealed(body.periodStart);
    if (!period) throw new AppError('REPLAY_PERIOD_NOT_REVEALED');
    if (!period.products.some((p) => p.id === body.productId) || this.kindsOf(body.productId).length === 0) {
      throw new AppError('REPLAY_PRODUCT_NOT_IN_PERIOD');
    }
    const startTime = period.start + (body.offsetSec ?? 0) * 1000;
    if (startTime >= period.end) throw new AppError('RANGE_INVALID');
    const now = this.ctx.clock.now();
    const id = this.ctx.ledger.transaction(() => {
      if (this.repo.activeCount(userId) >= MAX_ACTIVE_REPLAYS) throw new AppError('REPLAY_TOO_MANY_SESSIONS', { max: MAX_ACTIVE_REPLAYS });
      this.grant(userId);
      return this.repo.insert({
        userId,
        mode: 'replay',
        periodStart: period.start,
        productId: body.productId,
        speed: body.speed,
        running: true,
        anchorAt: now,
        anchorReplay: startTime,
        startTime,
        endTime: period.end,
        processedUpTo: startTime,
        scenarioId: null,
        createdAt: now,
      });
    });
    return this.view(this.repo.session(id) as SessionRow, now);
  }

  /** The caller's session (another user's: 404), processed up to its replay time. */
  private own(userId: number, id: number): SessionRow {
    const s = this.repo.session(id);
    if (!s || s.userId !== userId) throw new AppError('NOT_FOUND');
    return this.process(s, this.ctx.clock.now());
  }

  list(userId: number, status?: 'active' | 'ended') {
    const now = this.ctx.clock.now();
    return this.repo.ofUser(userId, status).map((s) => this.view(this.process(s, now), now));
  }

  get(userId: number, id: number) {
    return this.view(this.own(userId, id), this.ctx.clock.now());
  }

  control(userId: number, id: number, action: ReplayAction) {
    const s = this.controllable(userId, id);
    if (action.action === 'step' && s.running) throw new AppError('REPLAY_NOT_PAUSED');
    const now = this.ctx.clock.now();
    this.repo.setClock(id, controlled(s, action, now));
    // (a step is processed at once: the caller sees the stepped replay)
    return this.view(this.process(this.repo.session(id) as SessionRow, now), now);
  }

  /** Ends a replay now: its business closed at the replay time, as at its end. */
  endOwn(userId: number, id: number) {
    const s = this.controllable(userId, id);
    const now = this.ctx.clock.now();
    this.finish(s, now);
    return this.view(this.repo.session(id) as SessionRow, now);
  }

  private controllable(userId: number, id: number): SessionRow {
    const s = this.own(userId, id);
    if (s.scenarioId !== null) throw new AppError('REPLAY_SCENARIO_CONTROLLED');
    if (s.status === 'ended') throw new AppError('REPLAY_SESSION_ENDED');
    return s;
  }

  /** Replay time of a session (its processed mark once ended). */
  private timeOf(s: SessionRow, now: number) {
    return s.status === 'active' ? replayTimeAt(s, now) : s.processedUpTo;
  }

  /** While a class's scenario runs its period stays hidden (decision 106). */
  private hidden(s: SessionRow) {
    return s.scenarioId !== null && s.status === 'active';
  }

  view(s: SessionRow, now: number): z.infer<typeof ReplaySessionView> {
    const product = this.market.product(s.productId);
    const precision = product?.pricePrecision ?? 0;
    const time = this.timeOf(s, now);
    const tick = this.paths.source(s.periodStart).inForce(s.productId, time);
    const hide = this.hidden(s);
    const classId = classOfMode(s.mode);
    return {
      id: s.id,
      mode: s.mode,
      productId: s.productId,
      symbol: product?.symbol ?? '',
      pricePrecision: precision,
      periodStart: hide ? null : s.periodStart,
      periodEnd: hide ? null : (this.market.periods.byStart(s.periodStart)?.end ?? s.endTime),
      replayTime: hide ? null : time,
      startTime: hide ? null : s.startTime,
      elapsedSec: Math.floor((time - s.startTime) / 1000),
      lengthSec: Math.floor((s.endTime - s.startTime) / 1000),
      speed: s.speed,
      running: s.running && s.status === 'active',
      status: s.status,
      price: tick ? formatScaled(tick.ticks, precision) : null,
      scenario: s.scenarioId !== null && classId !== null ? { classId, className: this.repo.className(classId) ?? '' } : null,
      createdAt: s.createdAt,
    };
  }

  /** The replayed path up to the replay time (never beyond), after `from`, at most MAX_TICKS (thinned evenly). */
  ticks(userId: number, id: number, from?: number): z.infer<typeof ReplayTicks> {
    const s = this.own(userId, id);
    const now = this.ctx.clock.now();
    const time = this.timeOf(s, now);
    const hide = this.hidden(s);
    const product = this.market.product(s.productId);
    const precision = product?.pricePrecision ?? 0;
    // (a running scenario's times are ms since its start, its `from` too)
    const shift = hide ? s.startTime : 0;
    const after = from === undefined ? s.startTime - 1 : Math.max(s.startTime - 1, from + shift);
    let ticks = this.paths.source(s.periodStart).between(s.productId, after + 1, time + 1);
    if (ticks.length > MAX_TICKS) {
      const step = ticks.length / MAX_TICKS;
      const thinned = Array.from({ length: MAX_TICKS }, (_, i) => ticks[Math.floor(i * step)] as (typeof ticks)[number]);
      // (the latest tick is always there)
      thinned[MAX_TICKS - 1] = ticks.at(-1) as (typeof ticks)[number];
      ticks = thinned;
    }
    return {
      symbol: product?.symbol ?? '',
      pricePrecision: precision,
      replayTime: hide ? null : time,
      ticks: ticks.map((t) => [t.time - shift, formatScaled(t.ticks, precision)] as [number, string]),
    };
  }

  // ---------------------------------------------------------------- trading in a session
  /** The practice wallet a session trades: its mode, its product and every kind the product offers. */
  walletOf(s: SessionRow): PracticeWallet {
    return { mode: s.mode, sessionId: s.id, allowed: { productIds: [s.productId], kinds: this.kindsOf(s.productId) } };
  }

  private ownWallet(userId: number, id: number) {
    const s = this.repo.session(id);
    if (!s || s.userId !== userId) throw new AppError('NOT_FOUND');
    return this.walletOf(s);
  }

  order(userId: number, id: number, body: PracticeOrderBody) {
    return this.practice.place(userId, this.ownWallet(userId, id), body);
  }

  closePosition(userId: number, id: number, positionId: number) {
    return this.practice.closePosition(userId, this.ownWallet(userId, id), positionId);
  }

  cancelSpot(userId: number, id: number, orderId: number) {
    return this.practice.cancelSpot(userId, this.ownWallet(userId, id), orderId);
  }

  /** A session's state: its balances (its own business's holds), open business and latest results. */
  state(userId: number, id: number) {
    const s = this.own(userId, id);
    return this.practice.view(userId, this.walletOf(s), this.standingOf(s));
  }

  /** SessionPricing: the caller's active session of the wallet processed, and its source at its replay time. */
  pricing(userId: number, mode: Mode, sessionId: number): Pricing {
    const s = this.repo.session(sessionId);
    if (!s || s.userId !== userId || s.mode !== mode) throw new AppError('NOT_FOUND');
    const now = this.ctx.clock.now();
    const processed = this.process(s, now);
    if (processed.status === 'ended') throw new AppError('REPLAY_SESSION_ENDED');
    return { source: this.paths.source(s.periodStart), at: replayTimeAt(processed, now), sessionId };
  }

  standing(sessionId: number): Pricing | undefined {
    const s = this.repo.session(sessionId);
    return s && this.standingOf(s);
  }

  private standingOf(s: SessionRow): Pricing {
    return { source: this.paths.source(s.periodStart), at: this.timeOf(s, this.ctx.clock.now()), sessionId: s.id };
  }

  // ---------------------------------------------------------------- processing
  /**
   * Processes a session from its processed mark to its replay time (one transaction): fast
   * orders expired in it settled on their exit ticks, its positions checked against its ticks
   * in it, its resting spot orders filled; a session at its end ends. Returns the row as it stands.
   */
  process(s: SessionRow, now: number): SessionRow {
    if (s.status !== 'active') return s;
    const target = replayTimeAt(s, now);
    let row = s;
    if (target > s.processedUpTo) {
      const source = this.paths.source(s.periodStart);
      const moved = this.ctx.ledger.transaction(() => {
        // (conditional: another pass that got there first leaves this one nothing to do)
        if (!this.repo.setProcessed(s.id, s.processedUpTo, target)) return false;
        this.settlement.settleSession(s.id, source, target, now);
        this.contract.replayTriggers(s.id, s.productId, source.between(s.productId, s.processedUpTo + 1, target + 1));
        this.spot()?.process(s.id, source, s.processedUpTo, target);
        return true;
      });
      row = moved ? { ...s, processedUpTo: target } : ((this.repo.session(s.id) as SessionRow) ?? s);
    }
    if (row.status === 'active' && target >= row.endTime) this.finish(row, now);
    return this.repo.session(s.id) ?? row;
  }

  /**
   * Ends a session at its processed replay time (one transaction, or the caller's savepoint):
   * every fast order left settles on its expiry tick of the path, every position closes at the
   * tick in force, every resting spot order is cancelled.
   */
  private finish(s: SessionRow, now: number) {
    if (s.status !== 'active') return;
    const source = this.paths.source(s.periodStart);
    const at = s.processedUpTo;
    this.ctx.ledger.transaction(() => {
      if (!this.repo.end(s.id, at, now)) return;
      this.settlement.settleSession(s.id, source, ALL, now);
      const tick = source.inForce(s.productId, at);
      for (const p of this.contract.sessionHolding(s.id)) {
        // (before the product's first tick nothing could have opened)
        if (tick) this.contract.closePractice(p, tick, 'close_all');
      }
      this.spot()?.cancelAll(s.userId, s.mode, s.id);
    });
  }

  /** Ends every active replay of these users (guests about to be removed: their business closed). */
  endAllOf(userIds: readonly number[]) {
    const now = this.ctx.clock.now();
    for (const userId of userIds) {
      for (const s of this.repo.ofUser(userId, 'active')) this.finish(this.process(s, now), now);
    }
  }

  /** The engine's job (every second): every running session processed up to its replay time. */
  processAll(now: number = this.ctx.clock.now()) {
    let n = 0;
    for (const s of this.repo.running()) {
      try {
        this.process(s, now);
        n++;
      } catch (err) {
        this.log.error({ err, sessionId: s.id }, 'replay session processing failed');
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- a class's shared scenario (ScenarioSessions)
  ensureScenario(sc: Parameters<ScenarioSessions['ensure']>[0]): number {
    const existing = this.repo.scenarioSession(sc.scenarioId, sc.userId);
    if (existing) return existing.id;
    const period = this.paths.revealed(sc.periodStart);
    if (!period) throw new AppError('REPLAY_PERIOD_NOT_REVEALED');
    if (!period.products.some((p) => p.id === sc.productId)) throw new AppError('REPLAY_PRODUCT_NOT_IN_PERIOD');
    const now = this.ctx.clock.now();
    return this.repo.insert({
      userId: sc.userId,
      mode: sc.mode,
      periodStart: period.start,
      productId: sc.productId,
      speed: sc.speed,
      running: true,
      anchorAt: sc.startsAt,
      anchorReplay: sc.startTime,
      startTime: sc.startTime,
      endTime: Math.min(period.end, sc.startTime + sc.lengthMs),
      processedUpTo: sc.startTime,
      scenarioId: sc.scenarioId,
      createdAt: now,
    });
  }

  endScenario(scenarioId: number) {
    const now = this.ctx.clock.now();
    for (const s of this.repo.ofScenario(scenarioId)) this.finish(this.process(s, now), now);
  }

  /** What the classes module is handed for its shared scenarios. */
  readonly scenarios: ScenarioSessions = {
    ensure: (sc) => this.ensureScenario(sc),
    end: (scenarioId) => this.endScenario(scenarioId),
  };
}
