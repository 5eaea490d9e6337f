// Withdrawals to the bound bank card or a bound crypto address. At request the amount moves
// from available to frozen (one journal, with the Withdrawal row, in one transaction);
// staff then pay it (frozen → withdrawal clearing, less the fee → fees) or reject it
// (frozen → available: thawed). Barred for 24 hours after a login-password change or reset.
// Confirmed (decision 089) with the security password and a second code: the authenticator's
// with two-factor on, else a code sent to the account's e-mail or phone for exactly this
// withdrawal (amount, currency, destination). While the user's address allow-list is on, a
// crypto withdrawal goes only to an address bound at least 24 hours before.
import type { Locale } from '../../../../shared/locales.ts';
import type { WithdrawConfirmation } from '../../../../shared/withdrawals.ts';
import { chargeAtRate } from '../../../../shared/money.ts';
import type { QueueQuery, WithdrawBody, WithdrawCodeBody } from '../../../../shared/schemas/funds.ts';
import { isFailingDestination, WITHDRAWAL_MAGIC_FAIL_REASON } from '../../../../shared/sandbox.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createWithJournal, earlierRequest, requestFingerprint } from '../../../ledger/operations.ts';
import { type AuditActor, type AuditService, SANDBOX_ACTOR, type StaffActor } from '../../audit/service.ts';
import type { UserMessages } from '../../content/user-messages.ts';
import { type BindingService, cardDestination } from '../bindings/service.ts';
import type { CurrencyBook } from '../currencies.ts';
import { queueFilter } from '../queue-filter.ts';
import type { FundsRepository, WithdrawalRow } from '../repository.ts';
import type { SecurityPasswordService } from '../bindings/security-password.ts';
import type { WalletService } from '../wallet/service.ts';
import { type AllowListService, utcMinute } from './allow-list.ts';
import type { Confirmed, SecondCode } from './confirmation.ts';

export const WITHDRAW_BAR_MS = 24 * 3_600_000;

/**
 * A check of each withdrawal against limits kept elsewhere (the certification tiers' daily and
 * monthly limits, decision 043): `record` runs inside the request's transaction with the new
 * withdrawal; `overLimit` says whether paying it needs a second staff member's approval.
 */
export interface WithdrawalLimitGate {
  record(w: { withdrawalId: number; userId: number; currency: string; amount: bigint; createdAt: number }): void;
  overLimit(withdrawalId: number): boolean;
  /** Whether a withdrawal of `amount` requested at `now` would go above the user's limits (told before it is asked for). */
  wouldExceed(userId: number, currency: string, amount: bigint, now: number): boolean;
}

export class WithdrawalService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly wallet: WalletService,
    private readonly binding: BindingService,
    private readonly securityPassword: SecurityPasswordService,
    /** The second code: the authenticator's with two-factor on (decision 044), else one sent by e-mail or SMS (decision 089). */
    private readonly secondCode: SecondCode,
    private readonly allowList: AllowListService,
    private readonly messages: UserMessages,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
    private readonly limits?: WithdrawalLimitGate,
    /**
     * What of the user's real `currency` balance a locked bonus holds back (the bonus service,
     * decision 048), given their USDT available balance. Read synchronously.
     */
    private readonly bonusHold: (userId: number, currency: string, usdtAvailable: bigint) => bigint = () => 0n,
  ) {}

  /** The available balance, what a bonus holds of it, and the rest (what may be withdrawn). */
  private withdrawable(userId: number, currency: string) {
    const balances = this.wallet.balances(userId);
    const available = balances.get(currency)?.available ?? 0n;
    const hold = this.bonusHold(userId, currency, balances.get('USDT')?.available ?? 0n);
    const held = hold < available ? hold : available;
    return { available, held, withdrawable: available - held };
  }

  private row(id: number) {
    return this.repo.withdrawal(id);
  }

  /** Whether paying this withdrawal needs a second approver because it went above the customer's limits. */
  overLimit(id: number): boolean {
    return this.limits?.overLimit(id) ?? false;
  }

  view(r: WithdrawalRow) {
    const fundsState = r.status === 'processing' ? 'frozen' : r.status === 'passed' ? 'paid' : 'thawed';
    return {
      id: Number(r.id),
      method: r.method,
      currency: r.currency,
      amount: this.book.format(r.currency, r.amount),
      fee: this.book.format(r.currency, r.fee),
      arrival: this.book.format(r.currency, r.arrival),
      destination: r.destination,
      status: r.status,
      fundsState: fundsState as 'frozen' | 'paid' | 'thawed',
      rejectReason: r.rejectReason,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      reviewedAt: r.reviewedAt === null ? null : new Date(Number(r.reviewedAt)).toISOString(),
    };
  }

  /** Amount, fee and arrival for a prospective withdrawal (shown before submitting). */
  preview(userId: number, currency: string, amountText: string) {
    const c = this.book.get(currency);
    const { available, held, withdrawable } = this.withdrawable(userId, currency);
    const amount = this.book.parse(currency, amountText, { min: c.minWithdraw, max: c.maxWithdraw });
    // a charge: to the currency's display precision, half up, so the preview shows what is taken (decision 020)
    const fee = chargeAtRate(amount, c.withdrawFeeRate, c.scale, currency);
    return {
      currency,
      amount: this.book.format(currency, amount),
      fee: this.book.format(currency, fee),
      feeRate: c.withdrawFeeRate,
      arrival: this.book.format(currency, amount - fee),
      available: this.book.format(currency, available),
      bonusLocked: this.book.format(currency, held),
      withdrawable: this.book.format(currency, withdrawable),
      min: this.book.format(currency, c.minWithdraw),
      max: c.maxWithdraw > 0n ? this.book.format(currency, c.maxWithdraw) : null,
      // above the tier's day or month limit the request is taken but waits for a second approver
      overTierLimit: this.limits?.wouldExceed(userId, currency, amount, this.ctx.clock.now()) ?? false,
      units: { amount, fee },
    };
  }

  /**
   * What a withdrawal would be, checked before anything is asked of the user: not in
   * maintenance or barred, an amount within the limits above its fee, a bound destination
   * (usable now, while the allow-list is on). `binding` is what its sent code confirms.
   */
  private assess(userId: number, body: WithdrawCodeBody) {
    if (this.repo.config('withdrawMaintenance') === 'Y') throw new AppError('WITHDRAW_MAINTENANCE');
    const changed = this.repo.passwordChangedAt(userId);
    const now = this.ctx.clock.now();
    if (changed && now - changed < WITHDRAW_BAR_MS)
      throw new AppError('WITHDRAW_LOCKED_AFTER_RESET', { until: utcMinute(changed + WITHDRAW_BAR_MS) });
    const available = this.wallet.balances(userId).get(body.currency)?.available;
    this.book.get(body.currency);
    if (!available) throw new AppError('NO_TRANSFERABLE_AMOUNT');
    const { units } = this.preview(userId, body.currency, body.amount);
    if (units.amount - units.fee <= 0n)
      throw new AppError('AMOUNT_TOO_SMALL', { min: this.book.format(body.currency, units.fee + 1n), currency: body.currency });

    let destination: string;
    if (body.method === 'bank') {
      const card = this.binding.activeCard(userId);
      if (!card) throw new AppError('BANK_CARD_REQUIRED');
      destination = cardDestination(card);
    } else {
      const address = this.binding.address(userId, body.currency, body.chain);
      if (!address) throw new AppError('ADDRESS_REQUIRED', { coin: body.currency });
      this.allowList.checkAddress(userId, address, now);
      destination = `${body.chain} ${address.address}`;
    }
    const chain = body.method === 'bank' ? null : body.chain;
    const binding = requestFingerprint({
      method: body.method,
      currency: body.currency,
      amount: units.amount.toString(),
      chain,
      destination,
    });
    return { units, destination, chain, binding, allowList: this.allowList.isOn(userId, now) };
  }

  /**
   * Sends the code that confirms this withdrawal (two-factor off) to the user's e-mail, else
   * phone, in their language, naming its amount and destination; it confirms nothing else.
   */
  sendCode(userId: number, body: WithdrawCodeBody, ip: string, locale: Locale) {
    const w = this.assess(userId, body);
    const amount = this.book.format(body.currency, w.units.amount);
    return this.secondCode.send(userId, 'withdraw', ip, locale, {
      binding: w.binding,
      subject: 'withdrawCodeSubject',
      body: 'withdrawCodeBody',
      params: { amount, currency: body.currency, destination: w.destination },
    });
  }

  async request(userId: number, body: WithdrawBody, idempotencyKey?: string) {
    const { units, destination, chain, binding, allowList } = this.assess(userId, body);
    const now = this.ctx.clock.now();
    const key = idempotencyKey ? `withdraw-request:${userId}:${idempotencyKey}` : undefined;
    // (what was asked for; the fee may change between a request and its retry)
    const fingerprint = key
      ? requestFingerprint({ method: body.method, currency: body.currency, chain, amount: units.amount.toString() })
      : undefined;
    await this.securityPassword.verify(userId, body.securityPassword);
    // a retry (same Idempotency-Key) is answered with the first attempt's withdrawal: its code is used up by then
    const done = key ? earlierRequest(this.ctx.sqlite, 'withdrawal', { key, type: 'withdrawal_freeze', userId, fingerprint }) : undefined;
    if (done !== undefined) return this.view(this.row(done) as WithdrawalRow);
    const confirmed = await this.secondCode.check(userId, 'withdraw', binding, {
      authenticator: body.twoFactorCode,
      sent: body.verificationCode,
    });

    // Balance check, freeze and request row are one synchronous transaction: of many
    // parallel "withdraw everything" requests, exactly one gets through. The sent code is used
    // in it, so a refusal leaves it usable and two requests cannot both use it.
    let id: number;
    try {
      id = this.freeze(userId, body, { units, destination, allowList, confirmed, now, key, fingerprint });
      // a sandbox's magic value (issue 41, decision 097): its chain refuses the test address at once
      if (this.ctx.config.sandbox && body.method === 'crypto' && isFailingDestination(destination)) {
        this.review(id, SANDBOX_ACTOR, 'failed', WITHDRAWAL_MAGIC_FAIL_REASON);
      }
    } catch (e) {
      if (!(e instanceof AppError && e.errorName === 'WITHDRAW_CODE_INVALID') || !key) throw e;
      // a retry of this request, sent elsewhere at the same moment, used the code: its answer is this one's
      const first = earlierRequest(this.ctx.sqlite, 'withdrawal', { key, type: 'withdrawal_freeze', userId, fingerprint });
      if (first === undefined) throw e;
      id = first;
    }
    return this.view(this.row(id) as WithdrawalRow);
  }

  /** The withdrawal's row and its freeze, in one transaction (the sent code used in it). */
  private freeze(
    userId: number,
    body: WithdrawBody,
    req: Pick<ReturnType<WithdrawalService['assess']>, 'units' | 'destination' | 'allowList'> & {
      confirmed: Confirmed;
      now: number;
      key: string | undefined;
      fingerprint: string | undefined;
    },
  ): number {
    const { units, destination, allowList, confirmed, now, key, fingerprint } = req;
    return createWithJournal(
      this.ctx.ledger,
      this.ctx.sqlite,
      () => {
        confirmed.use();
        // (in the transaction: what a bonus holds back is read with the balance it is checked against)
        const w = this.withdrawable(userId, body.currency);
        if (units.amount > w.withdrawable && units.amount <= w.available) {
          throw new AppError('BONUS_NOT_WITHDRAWABLE', {
            withdrawable: this.book.format(body.currency, w.withdrawable),
            currency: body.currency,
            locked: this.book.format(body.currency, w.held),
          });
        }
        const withdrawalId = this.repo.insertWithdrawal({
          userId,
          method: body.method,
          currency: body.currency,
          amount: units.amount,
          fee: units.fee,
          destination,
          createdAt: now,
          confirmedWith: confirmed.with,
          allowList,
        });
        // measured against the day's and month's earlier withdrawals in the same transaction
        this.limits?.record({ withdrawalId, userId, currency: body.currency, amount: units.amount, createdAt: now });
        return withdrawalId;
      },
      (withdrawalId) => ({
        key: key ?? `withdrawal:${withdrawalId}:freeze`,
        fingerprint,
        type: 'withdrawal_freeze',
        userId,
        reference: `withdrawal:${withdrawalId}`,
        legs: [
          { account: { userId, kind: 'available', currency: body.currency }, amount: -units.amount },
          { account: { userId, kind: 'frozen', currency: body.currency }, amount: units.amount },
        ],
      }),
    );
  }

  history(userId: number, page?: number, pageSize?: number) {
    return this.repo.withdrawalPage({ userId }, page, pageSize, (r) => this.view(r));
  }

  private staffView(r: WithdrawalRow) {
    return { ...this.view(r), userId: Number(r.userId) };
  }

  queue(q: QueueQuery) {
    return this.repo.withdrawalPage(queueFilter(q), q.page, q.pageSize, (r) => this.staffView(r));
  }

  /**
   * One withdrawal for its reviewer: the customer's 24-hour bar (login password changed
   * when, barred until), the amount against the currency's limits and fee rate with the
   * customer's balances, and where to pay it (the bound card in full, or the address).
   */
  detail(id: number) {
    const w = this.row(id);
    if (!w) throw new AppError('NOT_FOUND');
    const userId = Number(w.userId);
    const c = this.book.get(w.currency);
    const f = (units: bigint) => this.book.format(w.currency, units);
    const changed = this.repo.passwordChangedAt(userId) ?? null;
    const balance = this.wallet.balances(userId).get(w.currency);
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      ...this.staffView(w),
      bar: {
        passwordChangedAt: changed === null ? null : iso(changed),
        barredUntil: changed === null ? null : iso(changed + WITHDRAW_BAR_MS),
        barredAtRequest: changed !== null && Number(w.createdAt) >= changed && Number(w.createdAt) < changed + WITHDRAW_BAR_MS,
      },
      limits: {
        min: f(c.minWithdraw),
        max: c.maxWithdraw > 0n ? f(c.maxWithdraw) : null,
        feeRate: c.withdrawFeeRate,
        available: f(balance?.available ?? 0n),
        frozen: f(balance?.frozen ?? 0n),
      },
      payTo: this.payTo(userId, w),
      overLimit: this.overLimit(id),
      confirmedWith: w.confirmedWith as '' | WithdrawConfirmation,
      allowList: Boolean(Number(w.allowList)),
    };
  }

  private payTo(userId: number, w: WithdrawalRow) {
    if (w.method === 'crypto') {
      const [chain = '', address = ''] = w.destination.split(' ');
      return { kind: 'crypto' as const, chain, address };
    }
    const card = this.binding.activeCard(userId);
    // the request names the card masked: a card replaced since is not where it was asked to go
    if (!card || w.destination !== cardDestination(card)) return null;
    return { kind: 'bank' as const, holder: card.holder, number: card.number, bankName: card.bankName, bankAddress: card.bankAddress };
  }

  /**
   * Pays (passed), or returns the frozen amount (rejected by staff; failed: the chain refused the
   * transfer), with its audit row, journal and the customer's message in one transaction.
   */
  private review(id: number, actor: AuditActor, to: 'passed' | 'rejected' | 'failed', reason = '') {
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      const w = this.row(id);
      if (!w) throw new AppError('NOT_FOUND');
      if (!this.repo.reviewWithdrawal(id, to, reason, actor.staffId, now)) throw new AppError('ALREADY_REVIEWED');
      const userId = Number(w.userId);
      this.audit.record({
        ...actor,
        action: { passed: 'withdrawal.approve', rejected: 'withdrawal.reject', failed: 'withdrawal.fail' }[to],
        targetType: 'withdrawal',
        targetId: id,
        before: { status: w.status, userId, currency: w.currency, amount: this.book.format(w.currency, w.amount) },
        after: { status: to },
        reason,
      });
      const { amount, fee } = w;
      const frozen = { userId, kind: 'frozen' as const, currency: w.currency };
      const legs =
        to === 'passed'
          ? [
              { account: frozen, amount: -amount },
              { account: { platform: 'withdrawal_clearing' as const, currency: w.currency }, amount: amount - fee },
              ...(fee > 0n ? [{ account: { platform: 'fees' as const, currency: w.currency }, amount: fee }] : []),
            ]
          : [
              { account: frozen, amount: -amount },
              { account: { userId, kind: 'available' as const, currency: w.currency }, amount },
            ];
      this.ctx.ledger.post({
        key: `withdrawal:${id}:${to === 'passed' ? 'pay' : 'thaw'}`,
        type: to === 'passed' ? 'withdrawal_paid' : 'withdrawal_thaw',
        userId,
        reference: `withdrawal:${id}`,
        legs,
      });
      const f = (units: bigint) => this.book.format(w.currency, units);
      const params = { id, amount: f(amount), currency: w.currency };
      if (to === 'passed') this.messages.send(userId, 'withdrawalPaid', { ...params, fee: f(fee), arrival: f(amount - fee) });
      else this.messages.send(userId, 'withdrawalRejected', { ...params, reason });
    });
    return this.staffView(this.row(id) as WithdrawalRow);
  }

  /**
   * Pays a withdrawal: the one function the approve route calls. The four-eyes rule for
   * withdrawals above a threshold (issue 14.4) is decided here, before paying.
   */
  approve(id: number, actor: StaffActor) {
    return this.review(id, actor, 'passed');
  }

  reject(id: number, actor: StaffActor, reason: string) {
    return this.review(id, actor, 'rejected', reason);
  }
}
