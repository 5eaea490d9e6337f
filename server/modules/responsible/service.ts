// Responsible trading (issue 33 point 10, docs/decisions/077-responsible-trading.md): the
// user's daily loss and deposit limits and self-exclusion, the appropriateness check, and the
// guards the trading products and deposits ask. Every rule is in rules.ts; this reads the
// figures (the products' realized results, the day's deposit requests) and applies them.
import { formatAmount, parseAmount } from '../../../shared/money.ts';
import {
  APPROPRIATENESS_LEVERAGE,
  APPROPRIATENESS_VERSION,
  type ExclusionPeriod,
  LIMIT_CURRENCY,
  LIMIT_INPUT_DECIMALS,
  LIMIT_SCALE,
  wrongAnswers,
} from '../../../shared/responsible.ts';
import type { AppropriatenessBody, ResponsibleLimitBody } from '../../../shared/schemas/responsible.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Opening, TradingProducts } from '../trading/products.ts';
import type { ResponsibleRepository, SettingRow } from './repository.ts';
import { changeLimit, excluded, type Limit, limitAt, lossOf, nextUtcMidnight, startExclusion, utcDayStart } from './rules.ts';

const iso = (t: number) => new Date(t).toISOString();
const money = (v: bigint) => formatAmount(v, LIMIT_SCALE);
/** "2026-12-29 15:30" (UTC), as the refusals name an exclusion's end. */
const utcText = (t: number) => iso(t).slice(0, 16).replace('T', ' ');

export class ResponsibleService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ResponsibleRepository,
    private readonly trading: TradingProducts,
    /** An amount of a currency in USDT minor units at LIMIT_SCALE, at the current rate. */
    private readonly toUsdt: (currency: string, amount: bigint) => bigint,
  ) {}

  private now() {
    return this.ctx.clock.now();
  }

  /** The setting with every pending change whose time has come in force. */
  private settingAt(userId: number, now: number): SettingRow {
    const s = this.repo.setting(userId);
    return { ...s, lossLimit: limitAt(s.lossLimit, now), depositLimit: limitAt(s.depositLimit, now) };
  }

  /** The UTC day's net realized real-money loss (0 when the day is even or ahead). */
  private lossToday(userId: number, now: number): bigint {
    return lossOf(this.trading.realizedResult(userId, utcDayStart(now), now + 1));
  }

  private limitView(l: Limit) {
    return {
      value: l.value === null ? null : money(l.value),
      pending: l.pending ? { value: l.pending.value === null ? null : money(l.pending.value), at: iso(l.pending.at) } : null,
    };
  }

  view(userId: number) {
    const now = this.now();
    const s = this.settingAt(userId, now);
    const passed = this.repo.passed(userId);
    return {
      currency: LIMIT_CURRENCY,
      lossLimit: this.limitView(s.lossLimit),
      depositLimit: this.limitView(s.depositLimit),
      exclusionUntil: excluded(s.exclusionUntil, now) ? iso(s.exclusionUntil as number) : null,
      appropriatenessPassedAt: passed ? iso(passed.createdAt) : null,
      today: {
        loss: money(this.lossToday(userId, now)),
        deposits: money(this.repo.depositsSince(userId, utcDayStart(now))),
        resetsAt: iso(nextUtcMidnight(now)),
      },
    } as const;
  }

  /** What staff see: the same, with the check's version and how many times it was taken. */
  staffView(userId: number) {
    return {
      ...this.view(userId),
      appropriatenessVersion: this.repo.passed(userId)?.version ?? null,
      attempts: this.repo.attempts(userId),
    };
  }

  private parseLimit(text: string | null): bigint | null {
    if (text === null) return null;
    const parsed = parseAmount(text.trim(), LIMIT_INPUT_DECIMALS);
    if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale: LIMIT_INPUT_DECIMALS });
    return parsed.units * 10n ** BigInt(LIMIT_SCALE - LIMIT_INPUT_DECIMALS);
  }

  /** Sets, raises, lowers or removes a limit: lower at once, higher or removed in 24 hours. */
  setLimit(userId: number, body: Pick<ResponsibleLimitBody, 'kind' | 'amount'>) {
    const requested = this.parseLimit(body.amount);
    const now = this.now();
    const s = this.settingAt(userId, now);
    const next: SettingRow =
      body.kind === 'loss'
        ? { ...s, lossLimit: changeLimit(s.lossLimit, requested, now) }
        : { ...s, depositLimit: changeLimit(s.depositLimit, requested, now) };
    this.repo.saveSetting(userId, next, now);
    return this.view(userId);
  }

  /** Starts (or lengthens) a self-exclusion; nothing shortens or lifts it. */
  exclude(userId: number, period: ExclusionPeriod) {
    const now = this.now();
    const s = this.settingAt(userId, now);
    const current = excluded(s.exclusionUntil, now) ? s.exclusionUntil : null;
    this.repo.saveSetting(userId, { ...s, exclusionUntil: startExclusion(current, period, now) }, now);
    return this.view(userId);
  }

  /** Marks a submission of the check and records it (who, when, the answers, the version). */
  submit(userId: number, body: Pick<AppropriatenessBody, 'answers'>) {
    const earlier = this.repo.passed(userId);
    if (earlier) return { passed: true, wrong: [], passedAt: iso(earlier.createdAt) };
    const wrong = wrongAnswers(body.answers);
    const now = this.now();
    this.repo.insertCheck({
      userId,
      version: APPROPRIATENESS_VERSION,
      answers: JSON.stringify(body.answers),
      passed: wrong.length === 0,
      createdAt: now,
    });
    return { passed: wrong.length === 0, wrong, passedAt: wrong.length === 0 ? iso(now) : null };
  }

  /**
   * The trading products' guard: demo money is never asked; real money is refused during a
   * self-exclusion, once the day's loss has reached the limit, and before the check is passed
   * for a fast trade or a contract above 10×.
   */
  checkOpening(o: Opening): void {
    if (o.mode !== 'real') return;
    const now = this.now();
    const s = this.settingAt(o.userId, now);
    if (excluded(s.exclusionUntil, now)) throw new AppError('SELF_EXCLUDED', { until: utcText(s.exclusionUntil as number) });
    const needsCheck = o.product === 'fast' || (o.product === 'contract' && (o.leverage ?? 0) > APPROPRIATENESS_LEVERAGE);
    if (needsCheck && !this.repo.passed(o.userId)) throw new AppError('APPROPRIATENESS_REQUIRED');
    const limit = s.lossLimit.value;
    if (limit !== null && this.lossToday(o.userId, now) >= limit) {
      throw new AppError('DAILY_LOSS_LIMIT_REACHED', { limit: money(limit), seconds: Math.ceil((nextUtcMidnight(now) - now) / 1000) });
    }
  }

  /** The deposit guard (inside the request's transaction): exclusion, then the daily limit. */
  readonly deposits = {
    check: (userId: number, currency: string, amount: bigint, now: number) => {
      const s = this.settingAt(userId, now);
      if (excluded(s.exclusionUntil, now)) throw new AppError('SELF_EXCLUDED', { until: utcText(s.exclusionUntil as number) });
      const limit = s.depositLimit.value;
      if (limit === null) return;
      const today = this.repo.depositsSince(userId, utcDayStart(now));
      if (today + this.toUsdt(currency, amount) > limit) {
        throw new AppError('DAILY_DEPOSIT_LIMIT_EXCEEDED', {
          limit: money(limit),
          remaining: money(limit > today ? limit - today : 0n),
          seconds: Math.ceil((nextUtcMidnight(now) - now) / 1000),
        });
      }
    },
    record: (depositId: number, userId: number, currency: string, amount: bigint, now: number) => {
      this.repo.insertDeposit({ depositId, userId, usdtValue: this.toUsdt(currency, amount), createdAt: now });
    },
  };
}
