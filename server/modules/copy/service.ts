// Copy trading (issue 42 point 2, docs/decisions/103-copy-trading.md): leaders opt in per mode
// with their results analytics as their record; followers subscribe with a ratio and a margin
// cap, change them, and stop (closing their open copies at market when asked). A leader who
// stops ends every subscription to them. The copies themselves are the job runner's (jobs.ts).
import { CONTRACT_SCALE, LOT_SCALE } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import { formatAmount } from '../../../shared/money.ts';
import type { AnalyticsReport } from '../../../shared/schemas/analytics.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTradeMode, type Ledger, type TradeMode as Mode } from '../../ledger/ledger.ts';
import type { ContractLeaders, ContractService } from '../contract/service.ts';
import { parseCap, parseRatio } from './lots.ts';
import type { Contact, CopyRepository, JobRow, SubscriptionRow } from './repository.ts';

const money = (v: bigint) => formatAmount(v, CONTRACT_SCALE);

/** A user's name as others see it: the e-mail's first letters or the phone's last digits. */
export function maskedName(c: Contact | undefined, id: number): string {
  if (c?.email) return `${c.email.slice(0, 2)}***@${c.email.split('@')[1] ?? ''}`;
  if (c?.phone) return `***${c.phone.slice(-4)}`;
  return `#${id}`;
}

export interface CopyDeps {
  clock: Clock;
  ledger: Ledger;
  contract: ContractService;
  /** A leader's analytics report of a mode in USDT, all time (decision 102). */
  report(userId: number, mode: Mode): AnalyticsReport;
  /** A product's symbol. */
  symbolOf(productId: number): string;
}

export class CopyService {
  /** Masked names by user id (a user's e-mail and phone do not change under a subscription). */
  private readonly names = new Map<number, string>();

  constructor(
    private readonly repo: CopyRepository,
    private readonly deps: CopyDeps,
  ) {}

  nameOf(userId: number): string {
    let name = this.names.get(userId);
    if (name === undefined) {
      name = maskedName(this.repo.contact(userId), userId);
      if (this.names.size > 10_000) this.names.clear();
      this.names.set(userId, name);
    }
    return name;
  }

  /** The masked name of the leader a subscription copies (a copied position's `copiedFrom`). */
  copiedFrom(subscriptionId: number): string | null {
    const s = this.repo.subscription(subscriptionId);
    return s ? this.nameOf(s.leaderId) : null;
  }

  isLeader(userId: number, mode: Mode): boolean {
    return this.repo.leader(userId, mode)?.enabled === true;
  }

  /** The contract module's view of the leaders (`/api/contract/traders`, the one-shot follow). */
  readonly contractLeaders: ContractLeaders = {
    isLeader: (userId, mode) => isTradeMode(mode) && this.isLeader(userId, mode),
    realLeaders: () => this.repo.realLeaders().map((l) => ({ userId: l.userId, name: maskedName(l, l.userId) })),
    setRealLeader: (userId, enabled) => {
      this.setLeader(userId, 'real', enabled);
    },
  };

  // ------------------------------------------------------------------ leaders
  leaderStatus(userId: number) {
    const rows = this.repo.leaderModes(userId);
    return {
      modes: (['real', 'demo'] as const).map((mode) => {
        const r = rows.find((x) => x.mode === mode);
        return { mode, enabled: r?.enabled === true, since: r?.enabled ? r.since : null, followers: this.repo.followers(userId, mode) };
      }),
    };
  }

  /** Opts in or out as a leader of a mode; opting out ends every subscription to it (reason leader). */
  setLeader(userId: number, mode: Mode, enabled: boolean) {
    const now = this.deps.clock.now();
    this.deps.ledger.transaction(() => {
      const before = this.repo.leader(userId, mode);
      if (enabled) {
        this.repo.setLeader(userId, mode, true, before?.enabled ? before.since : now, now);
        return;
      }
      if (!before) return;
      this.repo.setLeader(userId, mode, false, before.since, now);
      for (const s of this.repo.activeToLeader(userId, mode)) this.repo.stop(s.id, 'leader', now);
    });
    return this.leaderStatus(userId);
  }

  private record(r: AnalyticsReport) {
    const s = r.summary;
    return {
      trades: s.trades,
      winRate: s.winRate,
      netPnl: s.netPnl,
      profitFactor: s.profitFactor,
      profitFactorUnbounded: s.profitFactorUnbounded,
      maxDrawdownPercent: r.drawdown.percent,
      fees: s.fees,
    };
  }

  private leaderView(l: { userId: number; since: number }, mode: Mode, viewer: number, report: AnalyticsReport) {
    return {
      leaderId: l.userId,
      name: this.nameOf(l.userId),
      mode,
      since: l.since,
      followers: this.repo.followers(l.userId, mode),
      openPositions: this.repo.leaderOpen(l.userId, mode),
      record: this.record(report),
      subscriptionId: this.repo.activeOf(viewer, l.userId, mode)?.id ?? null,
    };
  }

  leaders(viewer: number, q: { mode: Mode; page?: number; pageSize?: number }) {
    const page = this.repo.leaders(q.mode, q.page, q.pageSize);
    return { ...page, items: page.items.map((l) => this.leaderView(l, q.mode, viewer, this.deps.report(l.userId, q.mode))) };
  }

  leader(viewer: number, leaderId: number, mode: Mode) {
    const l = this.repo.leader(leaderId, mode);
    if (!l?.enabled) throw new AppError('COPY_LEADER_NOT_FOUND');
    const report = this.deps.report(leaderId, mode);
    return { leader: this.leaderView(l, mode, viewer, report), report };
  }

  // ------------------------------------------------------------------ subscriptions
  subscribe(followerId: number, body: { leaderId: number; leaderMode: Mode; mode: Mode; ratio: string; maxMargin: string }) {
    const ratio = parseRatio(body.ratio);
    const maxMargin = parseCap(body.maxMargin);
    // (the ledger refuses real money in a demo-only deployment, decision 071: said first)
    if (body.mode === 'real' && this.deps.ledger.demoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
    if (body.leaderId === followerId) throw new AppError('COPY_OWN');
    if (!this.isLeader(body.leaderId, body.leaderMode)) throw new AppError('COPY_LEADER_NOT_FOUND');
    if (body.leaderMode === 'demo' && body.mode === 'real') throw new AppError('COPY_DEMO_INTO_REAL');
    const id = this.deps.ledger.transaction(() => {
      // (checked again inside the write: one active subscription per follower and leader-mode)
      if (this.repo.activeOf(followerId, body.leaderId, body.leaderMode)) throw new AppError('COPY_ALREADY_FOLLOWING');
      return this.repo.insertSubscription({
        followerId,
        leaderId: body.leaderId,
        leaderMode: body.leaderMode,
        mode: body.mode,
        ratio,
        maxMargin,
        createdAt: this.deps.clock.now(),
      });
    });
    return this.view(this.repo.subscription(id) as SubscriptionRow);
  }

  /** The caller's own subscription, or a 404 (someone else's is as unknown as a missing one). */
  private owned(followerId: number, id: number): SubscriptionRow {
    const s = this.repo.subscription(id);
    if (s?.followerId !== followerId) throw new AppError('NOT_FOUND');
    return s;
  }

  subscriptions(followerId: number, mode?: Mode) {
    return {
      items: this.repo
        .followerSubscriptions(followerId)
        .filter((s) => mode === undefined || s.mode === mode)
        .map((s) => this.view(s)),
    };
  }

  subscription(followerId: number, id: number) {
    return this.view(this.owned(followerId, id));
  }

  /** Changes the ratio or the cap for later copies; a cap below the margin the open copies hold now is refused. */
  update(followerId: number, id: number, body: { ratio?: string; maxMargin?: string }) {
    const s = this.owned(followerId, id);
    const ratio = body.ratio === undefined ? s.ratio : parseRatio(body.ratio);
    const maxMargin = body.maxMargin === undefined ? s.maxMargin : parseCap(body.maxMargin);
    this.deps.ledger.transaction(() => {
      const inUse = this.repo.inUse(id).margin;
      if (maxMargin < inUse) throw new AppError('COPY_CAP_BELOW_USE', { inUse: money(inUse) });
      if (!this.repo.updateTerms(id, ratio, maxMargin)) throw new AppError('COPY_SUBSCRIPTION_STOPPED');
    });
    return this.view(this.repo.subscription(id) as SubscriptionRow);
  }

  /** Stops a subscription (reason user), closing its open copies at market when asked. */
  stop(followerId: number, id: number, closePositions: boolean) {
    this.owned(followerId, id);
    const now = this.deps.clock.now();
    this.deps.contract.copying((ops) => {
      if (!this.repo.stop(id, 'user', now)) throw new AppError('COPY_SUBSCRIPTION_STOPPED');
      if (!closePositions) return;
      for (const copy of ops.openCopies(id)) {
        if (copy.status !== 'holding') continue;
        // (a product not trading now: that copy stays open, the follower's to close)
        const terms = ops.terms(copy.productId, copy.mode);
        if (terms) ops.close(copy, copy.lots, terms.tick);
      }
    });
    return this.view(this.repo.subscription(id) as SubscriptionRow);
  }

  jobs(followerId: number, id: number, q: { page?: number; pageSize?: number }) {
    this.owned(followerId, id);
    const page = this.repo.jobs(id, q.page, q.pageSize);
    return { ...page, items: page.items.map((j) => this.jobView(j)) };
  }

  view(s: SubscriptionRow) {
    const use = this.repo.inUse(s.id);
    const counts = this.repo.counts(s.id);
    return {
      id: s.id,
      leaderId: s.leaderId,
      leaderName: this.nameOf(s.leaderId),
      leaderMode: s.leaderMode,
      mode: s.mode,
      ratio: formatScaled(s.ratio, 2),
      maxMargin: money(s.maxMargin),
      status: s.status,
      stopReason: s.stopReason,
      marginInUse: money(use.margin),
      openCopies: use.open,
      copied: counts.done,
      skipped: counts.skipped,
      createdAt: s.createdAt,
      stoppedAt: s.stoppedAt,
    };
  }

  private jobView(j: JobRow & { productId: number; side: 'long' | 'short' }) {
    return {
      id: j.id,
      kind: j.kind,
      status: j.status,
      skipReason: j.skipReason,
      symbol: this.deps.symbolOf(j.productId),
      side: j.side,
      leaderPositionId: j.leaderPositionId,
      leaderLots: formatScaled(j.leaderLots, LOT_SCALE),
      positionId: j.positionId,
      lots: j.lots === null ? null : formatScaled(j.lots, LOT_SCALE),
      createdAt: j.createdAt,
      doneAt: j.doneAt,
    };
  }

  // ------------------------------------------------------------------ back office
  /** A user as a leader per mode and their subscriptions with their jobs' counts (users.read). */
  staffView(userId: number) {
    return {
      leader: this.leaderStatus(userId).modes,
      subscriptions: this.repo.followerSubscriptions(userId).map((s) => {
        const counts = this.repo.counts(s.id);
        return { ...this.view(s), pending: counts.pending };
      }),
    };
  }
}
