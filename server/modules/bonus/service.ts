// Bonuses (issue 17.5, docs/decisions/048-bonuses.md). A grant is one journal from the platform
// `bonuses` account into the user's real USDT available balance, with its BonusGrant row (one
// per user and kind: the unique index; the journal's key is per user and kind too). What of it
// is still locked is derived from the user's real-mode trades since (pool.ts), so the trading
// engines know nothing of bonuses: withdrawals hold back the locked part, and a sweep settles
// grants that unlocked (turnover met) or expired (what is left taken back through the ledger,
// never more than the available balance).
import { type ContractSpec, notionalOf } from '../../../shared/contract.ts';
import { formatAmount } from '../../../shared/money.ts';
import {
  type AdminBonusGrantQuery,
  BONUS_CURRENCY,
  BONUS_KINDS,
  type BonusKind,
  type BonusSettingView,
  type BonusSummary,
  type BonusView,
} from '../../../shared/schemas/bonus.ts';
import type { AppContext } from '../../context.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { Rates } from '../funds/rates.ts';
import { type PoolEvent, type PoolGrantState, replayPool } from './pool.ts';
import type { BonusGrantRow, BonusRepository } from './repository.ts';

/** USDT is kept to 6 decimals (minor units). */
export const BONUS_SCALE = 6;
const UNIT = 10n ** BigInt(BONUS_SCALE);
export const DAY_MS = 86_400_000;
/** How often the sweep settles unlocked and expired grants. */
export const BONUS_SWEEP_EVERY_MS = 60_000;

export interface BonusTerms {
  kind: BonusKind;
  amount: bigint;
  turnoverMultiple: number;
  expiryDays: number;
  enabled: boolean;
}

/** The terms of a kind no staff member has changed (spec section 1: the sign-up bonus is 10). */
export const BONUS_DEFAULTS: Record<BonusKind, BonusTerms> = {
  signUp: { kind: 'signUp', amount: 10n * UNIT, turnoverMultiple: 20, expiryDays: 30, enabled: true },
  twoFactor: { kind: 'twoFactor', amount: 5n * UNIT, turnoverMultiple: 20, expiryDays: 30, enabled: true },
  kyc: { kind: 'kyc', amount: 10n * UNIT, turnoverMultiple: 20, expiryDays: 30, enabled: true },
  firstDeposit: { kind: 'firstDeposit', amount: 20n * UNIT, turnoverMultiple: 20, expiryDays: 30, enabled: true },
};

const fmt = (units: bigint) => formatAmount(units, BONUS_SCALE);

/** A grant as the pool and the views see it at one moment. */
interface GrantNow {
  row: BonusGrantRow;
  pool: PoolGrantState;
}

/** Σ what active grants hold (an expired one holds what was left until the sweep takes it back). */
function lockedOf(grants: GrantNow[]): bigint {
  let locked = 0n;
  for (const g of grants) if (g.row.status === 'active' && g.pool.state !== 'unlocked') locked += g.pool.remaining;
  return locked;
}

export class BonusService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: BonusRepository,
    private readonly rates: Rates,
    /** A contract product's price decimals (its fills' notional). */
    private readonly pricePrecision: (productId: number) => number,
    /** A currency's minor-unit decimals (a hold in another coin). */
    private readonly scaleOf: (currency: string) => number,
  ) {}

  /** Every kind's terms now. */
  terms(): Map<BonusKind, BonusTerms> {
    const map = new Map<BonusKind, BonusTerms>(BONUS_KINDS.map((k) => [k, BONUS_DEFAULTS[k]]));
    for (const r of this.repo.settings()) {
      const kind = r.kind as BonusKind;
      if (!map.has(kind)) continue;
      map.set(kind, {
        kind,
        amount: r.amount,
        turnoverMultiple: Number(r.turnoverMultiple),
        expiryDays: Number(r.expiryDays),
        enabled: Boolean(Number(r.enabled)),
      });
    }
    return map;
  }

  /** Writes a kind's terms (an approved `bonus-settings` proposal, inside its transaction). */
  setTerms(t: BonusTerms) {
    this.repo.upsertSetting({ ...t, updatedAt: this.ctx.clock.now() });
  }

  /**
   * Grants the user's bonus of a kind, once ever (real mode): its grant id, or null when the
   * kind is switched off or worth nothing, the user has one already (then nothing changes), or
   * the deployment is demo-only.
   * Safe under concurrent triggers and inside a caller's transaction (registration, a deposit's
   * approval): the unique (userId, kind) index and the journal's key both refuse a second.
   */
  grant(userId: number, kind: BonusKind, at: number = this.ctx.clock.now()): number | null {
    // a bonus is real money, which a demo-only deployment does not move (decision 071)
    if (this.ctx.ledger.demoOnly) return null;
    const t = this.terms().get(kind) as BonusTerms;
    if (!t.enabled || t.amount <= 0n) return null;
    return moneyTransaction(this.ctx.ledger, () => {
      const id = this.repo.insertGrant({
        userId,
        kind,
        amount: t.amount,
        turnoverMultiple: t.turnoverMultiple,
        grantedAt: at,
        expiresAt: at + t.expiryDays * DAY_MS,
      });
      if (id === undefined) return null;
      const { journalId } = this.ctx.ledger.post({
        key: `bonus:${userId}:${kind}`,
        type: 'bonus_grant',
        userId,
        reference: `bonus:${id}`,
        legs: [
          { account: { platform: 'bonuses', currency: BONUS_CURRENCY }, amount: -t.amount },
          { account: { userId, kind: 'available', currency: BONUS_CURRENCY }, amount: t.amount },
        ],
      });
      this.repo.setJournal(id, journalId);
      return id;
    });
  }

  /** The first-deposit bonus, when this approval is the user's first approved deposit (inside the approval's transaction). */
  depositApproved(userId: number, at: number) {
    if (this.repo.approvedDeposits(userId) === 1) this.grant(userId, 'firstDeposit', at);
  }

  /** The user's real-mode USDT trades since `since`, as the pool counts them, in time order. */
  private events(userId: number, since: number): PoolEvent[] {
    const events: PoolEvent[] = [];
    for (const o of this.repo.fastOrders(userId, since)) {
      events.push({ at: o.created, openedAt: o.created, notional: o.stake, result: 0n });
      if (o.settledAt !== null && o.payout !== null) {
        events.push({ at: o.settledAt, openedAt: o.created, notional: 0n, result: o.payout - o.stake });
      }
    }
    for (const f of this.repo.contractFills(userId, since)) {
      const spec: ContractSpec = {
        pricePrecision: this.pricePrecision(f.productId),
        contractSize: BigInt(f.contractSize),
        feeRate: '0',
        maintenanceRate: '0',
      };
      events.push({ at: f.at, openedAt: f.openedAt, notional: notionalOf(spec, f.lots, f.ticks), result: 0n });
    }
    for (const c of this.repo.contractCloses(userId, since))
      events.push({ at: c.at, openedAt: c.openedAt, notional: 0n, result: c.result });
    for (const s of this.repo.spotFills(userId, since)) events.push({ at: s.at, openedAt: s.openedAt, notional: s.value, result: -s.fee });
    return events.sort((a, b) => a.at - b.at);
  }

  /** Each of the user's grants with its pool state at `now` (the pool is replayed only while one is active). */
  private grantsNow(userId: number, now: number): GrantNow[] {
    const rows = this.repo.grantsOf(userId);
    if (!rows.some((r) => r.status === 'active')) {
      return rows.map((row) => ({
        row,
        pool: {
          id: Number(row.id),
          remaining: row.settledAmount,
          turnover: 0n,
          state: row.status as PoolGrantState['state'],
          settledAt: row.settledAt === null ? null : Number(row.settledAt),
        },
      }));
    }
    const grants = rows.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      turnoverMultiple: Number(r.turnoverMultiple),
      grantedAt: Number(r.grantedAt),
      expiresAt: Number(r.expiresAt),
    }));
    const since = Math.min(...grants.map((g) => g.grantedAt));
    const states = replayPool(grants, this.events(userId, since), now);
    return rows.map((row) => ({ row, pool: states.get(Number(row.id)) as PoolGrantState }));
  }

  /**
   * The USDT the user may not withdraw at `now`: what is locked of active grants, and what an
   * expired grant still holds until the sweep takes it back.
   */
  lockedUsdt(userId: number, now = this.ctx.clock.now()): bigint {
    return lockedOf(this.grantsNow(userId, now));
  }

  /**
   * What of the user's real `currency` balance withdrawals hold back: in USDT the locked bonus;
   * in another coin, the part of the locked bonus the USDT balance no longer covers (bonus money
   * exchanged or traded into it), at the current rate, rounded up.
   */
  withdrawalHold(userId: number, currency: string, usdtAvailable: bigint): bigint {
    const locked = this.lockedUsdt(userId);
    if (currency === BONUS_CURRENCY) return locked;
    const shortfall = locked - usdtAvailable;
    if (shortfall <= 0n) return 0n;
    return this.rates.convert(shortfall, BONUS_CURRENCY, BONUS_SCALE, currency, this.scaleOf(currency)) + 1n;
  }

  /** The user's bonuses as they see them. */
  summary(userId: number): BonusSummary {
    const grants = this.grantsNow(userId, this.ctx.clock.now());
    return { currency: BONUS_CURRENCY, locked: fmt(lockedOf(grants)), items: grants.map((g) => this.view(g)) };
  }

  private view({ row, pool }: GrantNow): BonusView {
    const settled = row.status !== 'active';
    const state = settled ? (row.status as BonusView['state']) : pool.state;
    return {
      id: Number(row.id),
      kind: row.kind as BonusKind,
      currency: BONUS_CURRENCY,
      amount: fmt(row.amount),
      locked: fmt(state === 'active' ? pool.remaining : 0n),
      settledAmount: fmt(
        settled ? (row.status === 'unlocked' ? row.settledAmount : row.reclaimed) : state === 'active' ? 0n : pool.remaining,
      ),
      turnover: fmt(pool.turnover),
      turnoverRequired: fmt(row.amount * row.turnoverMultiple),
      turnoverMultiple: Number(row.turnoverMultiple),
      state,
      grantedAt: Number(row.grantedAt),
      expiresAt: Number(row.expiresAt),
      settledAt: settled ? Number(row.settledAt) : pool.settledAt,
    };
  }

  /**
   * Settles the user's grants that unlocked or expired by `now`: an unlocked one is written as
   * such; an expired one gives back what was left of it, at most the available balance, in one
   * journal (bonus_expiry). One transaction per user.
   */
  settleUser(userId: number, now = this.ctx.clock.now()) {
    moneyTransaction(this.ctx.ledger, () => {
      for (const { row, pool } of this.grantsNow(userId, now)) {
        if (row.status !== 'active' || pool.state === 'active') continue;
        const id = Number(row.id);
        const at = pool.settledAt as number;
        if (pool.state === 'unlocked') {
          this.repo.settle(id, { status: 'unlocked', at, amount: pool.remaining, reclaimed: 0n, journalId: null });
          continue;
        }
        const { back, journalId } = this.takeBack(userId, id, pool.remaining, 'expiry');
        this.repo.settle(id, { status: 'expired', at, amount: pool.remaining, reclaimed: back, journalId });
      }
    });
  }

  /**
   * Takes back what is left of a grant, at most the available USDT (bonus money may have been
   * exchanged away), in one journal to the bonuses account: at expiry or on cancellation.
   */
  private takeBack(userId: number, id: number, remaining: bigint, why: 'expiry' | 'forfeit') {
    const available = this.ctx.ledger.balance({ userId, kind: 'available', currency: BONUS_CURRENCY });
    const back = remaining < available ? remaining : available;
    if (back <= 0n) return { back, journalId: null };
    const { journalId } = this.ctx.ledger.post({
      key: `bonus:${id}:${why === 'expiry' ? 'expire' : 'forfeit'}`,
      type: `bonus_${why}`,
      userId,
      reference: `bonus:${id}`,
      legs: [
        { account: { userId, kind: 'available', currency: BONUS_CURRENCY }, amount: -back },
        { account: { platform: 'bonuses', currency: BONUS_CURRENCY }, amount: back },
      ],
    });
    return { back, journalId };
  }

  /**
   * Forfeits what the user's grants still hold, as their account is cancelled (inside the
   * cancellation's transaction; decisions 047 and 071): grants that unlocked or expired are
   * settled as the sweep would; each still locked one gives back what is left of it, at most the
   * available USDT, in one journal to the bonuses account (bonus_forfeit) and is written as
   * forfeited. Returns what was taken back in all (USDT minor units).
   */
  forfeit(userId: number, now = this.ctx.clock.now()): bigint {
    let taken = 0n;
    moneyTransaction(this.ctx.ledger, () => {
      const before = this.ctx.ledger.balance({ userId, kind: 'available', currency: BONUS_CURRENCY });
      this.settleUser(userId, now);
      for (const { row, pool } of this.grantsNow(userId, now)) {
        if (row.status !== 'active') continue;
        const id = Number(row.id);
        const { back, journalId } = this.takeBack(userId, id, pool.remaining, 'forfeit');
        this.repo.settle(id, { status: 'forfeited', at: now, amount: pool.remaining, reclaimed: back, journalId });
      }
      taken = before - this.ctx.ledger.balance({ userId, kind: 'available', currency: BONUS_CURRENCY });
    });
    return taken;
  }

  /** The periodic sweep: every user with an active grant. */
  sweep(now = this.ctx.clock.now()) {
    for (const userId of this.repo.usersWithActiveGrants()) this.settleUser(userId, now);
  }

  /** Every kind's terms as staff read them. */
  settingViews(pending: (kind: BonusKind) => number | null): BonusSettingView[] {
    return [...this.terms().values()].map((t) => ({
      kind: t.kind,
      amount: fmt(t.amount),
      turnoverMultiple: t.turnoverMultiple,
      expiryDays: t.expiryDays,
      enabled: t.enabled,
      pendingProposalId: pending(t.kind),
    }));
  }

  /** Every grant, newest first, with its state now. */
  grantPage(q: AdminBonusGrantQuery) {
    const now = this.ctx.clock.now();
    return this.repo.page({ kind: q.kind, state: q.state, user: q.user }, q.page, q.pageSize, ({ account, ...row }) => {
      const g = this.grantsNow(Number(row.userId), now).find((x) => x.row.id === row.id) as GrantNow;
      return { ...this.view(g), userId: Number(row.userId), account, reclaimed: fmt(row.reclaimed) };
    });
  }
}
