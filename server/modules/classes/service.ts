// Classrooms (issue 43 point 2, decisions 105 and 106). A teacher creates a class (dates, a
// starting balance, the products and kinds learners may trade) and hands out its join code;
// each learner trades a class wallet of mode `class:<id>` on the live market through the
// practice service, or the teacher's shared scenario (a replay session per learner). The
// teacher sees a leaderboard from the learners' analytics figures and each learner's class
// trades (never real or demo ones), and resets every class wallet at once. Every class id that
// is not one's own (taught or joined) is a 404; a teacher-only route is a 404 for a learner.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { formatAmount, parseAmount, unitsOf } from '../../../shared/money.ts';
import type { AnalyticsReport } from '../../../shared/schemas/analytics.ts';
import type { ClassBody, ClassScenarioBody, ClassTradesPage } from '../../../shared/schemas/classes.ts';
import type { PracticeOrderBody } from '../../../shared/schemas/practice.ts';
import type { MarketPeriod } from '../../engine/market-period.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ledger, Mode } from '../../ledger/ledger.ts';
import { maskedName } from '../copy/service.ts';
import type { PracticeApi, PracticeWallet, ScenarioSessions } from '../replay/practice-api.ts';
import { leaderboardRows } from './leaderboard.ts';
import type { ClassRepository, ClassRow, Kind, MemberRow, ScenarioRow } from './repository.ts';

/** Class wallets hold USDT at the demo wallet's six places. */
export const CLASS_CURRENCY = 'USDT';
export const CLASS_SCALE = 6;
const UNIT = 10n ** BigInt(CLASS_SCALE);
export const BALANCE_MIN = 100n * UNIT;
export const BALANCE_MAX = 10_000_000n * UNIT;
const YEAR_MS = 365 * 86_400_000;
const DAY_MS = 86_400_000;
/** The join code's alphabet: no 0/O or 1/I to mistake. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

export const classMode = (id: number): Mode => `class:${id}`;

export interface ClassDeps {
  clock: Clock;
  ledger: Ledger;
  practice: PracticeApi;
  scenarios: ScenarioSessions;
  /** The live market's product (undefined: none enabled with that id). */
  product(id: number): { symbol: string; tradeModes: readonly Kind[] } | undefined;
  /** Whether the product has an enabled spot market. */
  hasSpotMarket(productId: number): boolean;
  /** The revealed, unscripted period starting at `start` (undefined otherwise). */
  revealed(start: number): MarketPeriod | undefined;
  /** The analytics report of a user's wallet in USDT, closed at or after `from`. */
  report(userId: number, mode: Mode, from: number | undefined): AnalyticsReport;
  /** A page of the user's trade history rows of one wallet, newest first. */
  trades(userId: number, mode: Mode, page: number | undefined, pageSize: number | undefined): z.infer<typeof ClassTradesPage>;
}

type Role = 'teacher' | 'learner';
interface Access {
  c: ClassRow;
  role: Role;
  member: MemberRow | undefined;
}

export class ClassService {
  constructor(
    private readonly repo: ClassRepository,
    private readonly deps: ClassDeps,
  ) {}

  private nameOf(userId: number) {
    return maskedName(this.repo.contact(userId), userId);
  }

  private statusOf(c: ClassRow, now: number) {
    if (now < c.startAt) return 'upcoming' as const;
    return now >= c.endAt ? ('ended' as const) : ('open' as const);
  }

  private scenarioStatus(s: ScenarioRow, now: number) {
    if (s.cancelledAt !== null || now >= s.endsAt) return 'ended' as const;
    return now < s.startsAt ? ('scheduled' as const) : ('running' as const);
  }

  /** The class's scenario while it is scheduled or running. */
  private liveScenario(classId: number, now: number): ScenarioRow | undefined {
    const s = this.repo.latestScenario(classId);
    return s && this.scenarioStatus(s, now) !== 'ended' ? s : undefined;
  }

  scenarioView(s: ScenarioRow, now: number) {
    const status = this.scenarioStatus(s, now);
    return {
      id: s.id,
      productId: s.productId,
      symbol: this.deps.product(s.productId)?.symbol ?? '',
      speed: s.speed,
      startsAt: s.startsAt,
      endsAt: s.cancelledAt !== null ? Math.min(s.endsAt, s.cancelledAt) : s.endsAt,
      status,
      // the period's date is kept from the learners until the scenario ended (decision 105)
      periodStart: status === 'ended' ? s.periodStart : null,
    };
  }

  /** The class as `role` sees it (a learner: their scenario session, made on their first read). */
  private view(a: Access) {
    const { c, role, member } = a;
    const now = this.deps.clock.now();
    const latest = this.repo.latestScenario(c.id);
    let scenarioSessionId: number | null = null;
    if (role === 'learner' && member && member.leftAt === null && latest && this.scenarioStatus(latest, now) !== 'ended') {
      scenarioSessionId = this.ensureSession(c, latest, member.userId);
    }
    return {
      id: c.id,
      name: c.name,
      role,
      joinCode: role === 'teacher' ? c.joinCode : null,
      teacher: this.nameOf(c.teacherId),
      startAt: c.startAt,
      endAt: c.endAt,
      status: this.statusOf(c, now),
      startingBalance: this.money(c.startingBalance),
      currency: c.currency,
      productIds: c.productIds,
      kinds: c.kinds,
      learners: this.repo.activeLearners(c.id),
      mode: classMode(c.id),
      resets: c.resets,
      lastResetAt: c.lastResetAt,
      scenario: latest ? this.scenarioView(latest, now) : null,
      left: member?.leftAt != null,
      scenarioSessionId,
      createdAt: c.createdAt,
    };
  }

  private money(units: bigint) {
    return formatAmount(units, CLASS_SCALE);
  }

  /** The class if the user teaches it or joined it (left or not), else a 404. */
  private access(userId: number, classId: number): Access {
    const c = this.repo.byId(classId);
    if (!c) throw new AppError('NOT_FOUND');
    if (c.teacherId === userId) return { c, role: 'teacher', member: undefined };
    const member = this.repo.member(classId, userId);
    if (!member) throw new AppError('NOT_FOUND');
    return { c, role: 'learner', member };
  }

  private teacherOf(userId: number, classId: number): ClassRow {
    const a = this.access(userId, classId);
    if (a.role !== 'teacher') throw new AppError('NOT_FOUND');
    return a.c;
  }

  private learnerOf(userId: number, classId: number): { c: ClassRow; member: MemberRow } {
    const a = this.access(userId, classId);
    if (a.role !== 'learner' || !a.member) throw new AppError('NOT_FOUND');
    return { c: a.c, member: a.member };
  }

  /** The learner's class wallet on the live market. */
  walletOf(c: ClassRow): PracticeWallet {
    return { mode: classMode(c.id), sessionId: null, allowed: { productIds: c.productIds, kinds: c.kinds } };
  }

  // ------------------------------------------------------------------ classes
  create(teacherId: number, body: z.infer<typeof ClassBody>) {
    const now = this.deps.clock.now();
    if (body.endAt <= body.startAt || body.endAt <= now || body.endAt - body.startAt > YEAR_MS) throw new AppError('CLASS_DATES_INVALID');
    const parsed = parseAmount(body.startingBalance.trim(), CLASS_SCALE);
    if (!('units' in parsed) || parsed.units < BALANCE_MIN || parsed.units > BALANCE_MAX) throw new AppError('CLASS_BALANCE_INVALID');
    const productIds = [...new Set(body.productIds)];
    const kinds = [...new Set(body.kinds)];
    for (const id of productIds) {
      const p = this.deps.product(id);
      if (!p) throw new AppError('CLASS_PRODUCTS_REQUIRED');
      for (const kind of kinds) {
        const offered = kind === 'spot' ? this.deps.hasSpotMarket(id) : p.tradeModes.includes(kind);
        if (!offered) throw new AppError('CLASS_PRODUCTS_REQUIRED');
      }
    }
    const id = this.deps.ledger.transaction(() =>
      this.repo.insert({
        teacherId,
        name: body.name,
        joinCode: this.newCode(),
        startAt: body.startAt,
        endAt: body.endAt,
        currency: CLASS_CURRENCY,
        startingBalance: parsed.units,
        productIds,
        kinds,
        createdAt: now,
      }),
    );
    return this.get(teacherId, id);
  }

  /** A random code no class has (8 of 32 letters and digits: a clash is rare, retried). */
  private newCode(): string {
    for (;;) {
      let code = '';
      for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
      if (!this.repo.codeTaken(code)) return code;
    }
  }

  list(userId: number) {
    return {
      teaching: this.repo.teaching(userId).map((c) => this.view({ c, role: 'teacher', member: undefined })),
      learning: this.repo.learning(userId).map((c) => this.view({ c, role: 'learner', member: this.repo.member(c.id, userId) })),
    };
  }

  get(userId: number, classId: number) {
    return this.view(this.access(userId, classId));
  }

  /**
   * Joins by code: the class wallet is granted the starting balance (once per class, learner and
   * reset count). A learner who left joins again with the wallet they left (decision 106): no
   * second grant; resets while they were away reset it as everyone's.
   */
  join(userId: number, code: string) {
    const c = this.repo.byCode(code.trim().toUpperCase());
    if (!c) throw new AppError('CLASS_CODE_UNKNOWN');
    const now = this.deps.clock.now();
    if (now >= c.endAt) throw new AppError('CLASS_ENDED');
    if (c.teacherId === userId) throw new AppError('CLASS_OWN');
    this.deps.ledger.transaction(() => {
      const member = this.repo.member(c.id, userId);
      if (member && member.leftAt === null) throw new AppError('CLASS_ALREADY_MEMBER');
      if (member) this.repo.rejoin(c.id, userId);
      else {
        this.repo.join(c.id, userId, now);
        this.deps.practice.grant(userId, classMode(c.id), c.startingBalance, `class:${c.id}:grant:${userId}:${c.resets}`);
      }
      const s = this.liveScenario(c.id, now);
      if (s) this.ensureSession(c, s, userId);
    });
    return this.get(userId, c.id);
  }

  /** Leaves: the learner's open class business closed at the price in force, their rows kept. */
  leave(userId: number, classId: number) {
    const { c } = this.learnerOf(userId, classId);
    const now = this.deps.clock.now();
    this.deps.ledger.transaction(() => {
      if (!this.repo.leave(c.id, userId, now)) throw new AppError('CLASS_LEFT');
      this.deps.practice.closeAll(userId, classMode(c.id));
    });
    return this.get(userId, classId);
  }

  // ------------------------------------------------------------------ learners' trading
  /** The learner's wallet if they may trade now (an active learner between the start and the end). */
  private tradingWallet(userId: number, classId: number, opening: boolean): PracticeWallet {
    const { c, member } = this.learnerOf(userId, classId);
    if (member.leftAt !== null) throw new AppError('CLASS_LEFT');
    const now = this.deps.clock.now();
    if (opening && now < c.startAt) throw new AppError('CLASS_NOT_STARTED');
    if (opening && now >= c.endAt) throw new AppError('CLASS_ENDED');
    return this.walletOf(c);
  }

  state(userId: number, classId: number) {
    const wallet = this.walletOf(this.learnerOf(userId, classId).c);
    return this.deps.practice.state(userId, wallet);
  }

  place(userId: number, classId: number, body: PracticeOrderBody) {
    const wallet = this.tradingWallet(userId, classId, true);
    return this.deps.practice.place(userId, wallet, body);
  }

  /** Closing and cancelling stay open after the class's end (a learner's own business). */
  closePosition(userId: number, classId: number, positionId: number) {
    const wallet = this.tradingWallet(userId, classId, false);
    return this.deps.practice.closePosition(userId, wallet, positionId);
  }

  cancelSpot(userId: number, classId: number, orderId: number) {
    const wallet = this.tradingWallet(userId, classId, false);
    return this.deps.practice.cancelSpot(userId, wallet, orderId);
  }

  // ------------------------------------------------------------------ the teacher's view
  /** The class wallet's available and held USDT. */
  private balances(userId: number, c: ClassRow) {
    const wallet = this.walletOf(c);
    const b = this.deps.practice.state(userId, wallet).balances.find((x) => x.currency === c.currency);
    return { available: unitsOf(b?.available ?? '0', CLASS_SCALE), held: unitsOf(b?.held ?? '0', CLASS_SCALE) };
  }

  leaderboard(userId: number, classId: number) {
    const { c } = this.access(userId, classId);
    const mode = classMode(c.id);
    // (the reset's own closes, at its very millisecond, belong before it)
    const since = c.lastResetAt === null ? undefined : c.lastResetAt + 1;
    const inputs = this.repo.members(c.id).map((m) => {
      const r = this.deps.report(m.userId, mode, since);
      const b = this.balances(m.userId, c);
      return {
        userId: m.userId,
        name: this.nameOf(m.userId),
        left: m.leftAt !== null,
        netPnl: r.summary.netPnl,
        trades: r.summary.trades,
        winRate: r.summary.winRate,
        maxDrawdownPercent: r.equity.length > 0 ? r.drawdown.percent : null,
        equity: b.available + b.held,
        scenarioTrades: this.repo.scenarioTrades(c.id, m.userId, mode, since ?? 0),
      };
    });
    return { classId: c.id, since: c.lastResetAt, currency: c.currency, rows: leaderboardRows(inputs, c.startingBalance, CLASS_SCALE) };
  }

  learnerTrades(userId: number, classId: number, learnerId: number, q: { page?: number; pageSize?: number }) {
    const c = this.teacherOf(userId, classId);
    if (!this.repo.member(c.id, learnerId)) throw new AppError('NOT_FOUND');
    return this.deps.trades(learnerId, classMode(c.id), q.page, q.pageSize);
  }

  /**
   * Every member's open class business closed and every class wallet set back to the starting
   * balance (those who left too: their wallet is there if they join again), in one transaction.
   */
  reset(userId: number, classId: number) {
    const c = this.teacherOf(userId, classId);
    const mode = classMode(c.id);
    const now = this.deps.clock.now();
    return this.deps.ledger.transaction(() => {
      const members = this.repo.members(c.id);
      let closed = 0;
      for (const m of members) {
        closed += this.deps.practice.closeAll(m.userId, mode);
        this.deps.practice.resetTo(m.userId, mode, c.startingBalance, `class:${c.id}:reset:${c.resets + 1}:${m.userId}`);
      }
      this.repo.markReset(c.id, now);
      return { reset: members.length, closed };
    });
  }

  // ------------------------------------------------------------------ the shared scenario
  startScenario(userId: number, classId: number, body: z.infer<typeof ClassScenarioBody>) {
    const c = this.teacherOf(userId, classId);
    const now = this.deps.clock.now();
    const period = this.deps.revealed(body.periodStart);
    if (!period) throw new AppError('REPLAY_PERIOD_NOT_REVEALED');
    if (!period.products.some((p) => p.id === body.productId)) throw new AppError('REPLAY_PRODUCT_NOT_IN_PERIOD');
    const startsAt = body.startsAt ?? now;
    if (startsAt < now || startsAt > now + DAY_MS || startsAt >= c.endAt) throw new AppError('CLASS_SCENARIO_START_INVALID');
    const full = period.end - period.start;
    const lengthMs = body.lengthSec === undefined ? full : Math.min(body.lengthSec * 1000, full);
    this.deps.ledger.transaction(() => {
      if (this.liveScenario(c.id, now)) throw new AppError('CLASS_SCENARIO_RUNNING');
      const s = {
        classId: c.id,
        periodStart: period.start,
        productId: body.productId,
        speed: body.speed,
        startTime: period.start,
        lengthMs,
        startsAt,
        endsAt: startsAt + Math.ceil(lengthMs / body.speed),
        createdAt: now,
      };
      const id = this.repo.insertScenario(s);
      for (const m of this.repo.members(c.id)) if (m.leftAt === null) this.ensureSession(c, { ...s, id, cancelledAt: null }, m.userId);
    });
    return this.get(userId, classId);
  }

  endScenario(userId: number, classId: number) {
    const c = this.teacherOf(userId, classId);
    const now = this.deps.clock.now();
    const s = this.liveScenario(c.id, now);
    if (!s) throw new AppError('CLASS_SCENARIO_NONE');
    this.deps.ledger.transaction(() => {
      this.repo.cancelScenario(s.id, now);
      this.deps.scenarios.end(s.id);
    });
    return this.get(userId, classId);
  }

  /** The learner's replay session of the scenario (made when missing: a learner who joined after it was set). */
  private ensureSession(c: ClassRow, s: ScenarioRow, learnerId: number): number {
    const { id, classId: _class, endsAt: _ends, createdAt: _created, cancelledAt: _cancelled, ...terms } = s;
    return (
      this.repo.scenarioSession(id, learnerId) ??
      this.deps.scenarios.ensure({ ...terms, scenarioId: id, userId: learnerId, mode: classMode(c.id) })
    );
  }

  // ------------------------------------------------------------------ back office
  private adminRow(c: ClassRow, now: number) {
    return {
      id: c.id,
      name: c.name,
      teacherId: c.teacherId,
      startAt: c.startAt,
      endAt: c.endAt,
      status: this.statusOf(c, now),
      startingBalance: this.money(c.startingBalance),
      currency: c.currency,
      learners: this.repo.activeLearners(c.id),
      members: this.repo.members(c.id).length,
      resets: c.resets,
      createdAt: c.createdAt,
    };
  }

  adminList(q: { page?: number; pageSize?: number }) {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const now = this.deps.clock.now();
    const { items, total } = this.repo.page(page, pageSize);
    return { items: items.map((c) => this.adminRow(c, now)), total, page, pageSize };
  }

  adminDetail(classId: number) {
    const c = this.repo.byId(classId);
    if (!c) throw new AppError('NOT_FOUND');
    const now = this.deps.clock.now();
    const latest = this.repo.latestScenario(c.id);
    return {
      class: { ...this.adminRow(c, now), productIds: c.productIds, kinds: c.kinds, lastResetAt: c.lastResetAt, mode: classMode(c.id) },
      members: this.repo.members(c.id).map((m) => {
        const b = this.balances(m.userId, c);
        return { userId: m.userId, joinedAt: m.joinedAt, leftAt: m.leftAt, available: this.money(b.available), held: this.money(b.held) };
      }),
      scenario: latest ? this.scenarioView(latest, now) : null,
    };
  }
}
