// Recharge (deposit) requests: offline transfer or crypto, each with a proof screenshot (a bank
// transfer also with the reference code its remark quotes, decision 088; a crypto deposit goes to
// the user's own address on one of the coin's networks, decision 090); under review until staff
// approve (the ledger credits the user from deposit clearing) or reject with a reason. The status
// change and the posting are one transaction, guarded by the current status, so a deposit is
// credited at most once.
import { type Network, NETWORKS, networksOf } from '../../../../shared/networks.ts';
import type { DepositAddressView, DepositQueueQuery, RechargeBody } from '../../../../shared/schemas/funds.ts';
import { DEPOSIT_MAGIC_REJECT_REASON, depositMagic } from '../../../../shared/sandbox.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireNetworkOf } from '../networks/coin-networks.ts';
import { type AuditActor, type AuditService, SANDBOX_ACTOR, type StaffActor } from '../../audit/service.ts';
import type { UserMessages } from '../../content/user-messages.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { BankReferences } from './bank-references.ts';
import type { DepositAddressService } from '../deposit-addresses/service.ts';
import type { OfflineChannelService } from './offline-channels.ts';
import { queueFilter } from '../queue-filter.ts';
import type { DepositRow, FundsRepository } from '../repository.ts';
import type { UploadService } from '../uploads.ts';

/**
 * What is asked of every new deposit request (responsible trading's self-exclusion and daily
 * deposit limit, decision 077), inside the request's transaction: `check` throws to refuse,
 * `record` keeps what the request counts towards the day.
 */
export interface DepositGate {
  check(userId: number, currency: string, amount: bigint, now: number): void;
  record(depositId: number, userId: number, currency: string, amount: bigint, now: number): void;
}

export class DepositService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly uploads: UploadService,
    private readonly offlineChannels: OfflineChannelService,
    private readonly references: BankReferences,
    private readonly addresses: DepositAddressService,
    private readonly messages: UserMessages,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
    /** Runs inside an approval's transaction, after the credit (the first-deposit bonus, decision 048). */
    private readonly onApproved: (userId: number, at: number) => void = () => {},
    private readonly gate?: DepositGate,
  ) {}

  private config(identify: string) {
    return this.repo.config(identify);
  }

  channels() {
    const offline = this.offlineChannels.list();
    return {
      offline: {
        maintenance: this.config('rechargeOfflineMaintenance') === 'Y',
        currencies: offline.map((c) => c.currency),
        channels: offline,
      },
      crypto: {
        maintenance: this.config('rechargeCryptoMaintenance') === 'Y',
        networks: this.book.list().flatMap((c) => {
          const networks = networksOf(c.code);
          return networks.length === 0
            ? []
            : [
                {
                  currency: c.code,
                  networks: networks.map((n) => ({ network: n, name: NETWORKS[n].name, confirmations: NETWORKS[n].confirmations })),
                },
              ];
        }),
      },
      limits: this.book.list().map((c) => ({
        currency: c.code,
        scale: c.scale,
        min: this.book.format(c.code, c.minDeposit),
        max: c.maxDeposit > 0n ? this.book.format(c.code, c.maxDeposit) : null,
      })),
    };
  }

  /**
   * The user's own address for a crypto deposit of `currency` on `network` (one of its networks:
   * the route's schema checks it), derived and kept the first time it is asked for.
   */
  ownAddress(userId: number, currency: string, network: Network): DepositAddressView {
    if (this.config('rechargeCryptoMaintenance') === 'Y') throw new AppError('RECHARGE_MAINTENANCE');
    const c = this.book.get(currency);
    const own = this.addresses.ensure(userId, network);
    return {
      currency,
      network,
      networkName: NETWORKS[network].name,
      address: own.address,
      confirmations: own.confirmations,
      minDeposit: this.book.format(currency, c.minDeposit),
      memo: null,
    };
  }

  view(r: DepositRow) {
    return {
      id: Number(r.id),
      channel: r.channel,
      currency: r.currency,
      amount: this.book.format(r.currency, r.amount),
      status: r.status,
      rejectReason: r.rejectReason,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      reviewedAt: r.reviewedAt === null ? null : new Date(Number(r.reviewedAt)).toISOString(),
      reference: r.reference || null,
    };
  }

  staffView(r: DepositRow) {
    return {
      ...this.view(r),
      userId: Number(r.userId),
      remitterName: r.remitterName,
      remitterCard: r.remitterCard,
      remitterAddress: r.remitterAddress,
      customerIdNumber: r.customerIdNumber,
      chain: r.chain,
      txHash: r.txHash,
      proofUploadId: Number(r.proofUploadId),
    };
  }

  private row(id: number) {
    return this.repo.deposit(id);
  }

  /** The payee account of a bank transfer in `currency`: refused under maintenance and for a currency without one. */
  private payee(currency: string) {
    if (this.config('rechargeOfflineMaintenance') === 'Y') throw new AppError('RECHARGE_MAINTENANCE');
    const payee = this.offlineChannels.list().find((ch) => ch.currency === currency);
    if (!payee) throw new AppError('CURRENCY_UNKNOWN', { currency });
    return payee;
  }

  /** The caller's open reference code for a bank transfer in `currency` (issued now if none), with the payee to send it to. */
  bankReference(userId: number, currency: string) {
    const payee = this.payee(currency);
    return { currency, reference: this.references.openOrIssue(userId, currency), payee };
  }

  create(userId: number, body: RechargeBody) {
    if (body.channel === 'crypto' && this.config('rechargeCryptoMaintenance') === 'Y') throw new AppError('RECHARGE_MAINTENANCE');
    if (body.channel === 'offline') this.payee(body.currency);
    const c = this.book.get(body.currency);
    if (body.channel === 'crypto') requireNetworkOf(body.currency, body.chain);
    const amount = this.book.parse(body.currency, body.amount, { min: c.minDeposit, max: c.maxDeposit });
    // the proof must be the caller's own deposit screenshot
    try {
      this.uploads.find(body.proofUploadId, { userId }, 'deposit-proof');
    } catch {
      throw new AppError('UPLOAD_REQUIRED');
    }
    const offline = body.channel === 'offline' ? body : undefined;
    const crypto = body.channel === 'crypto' ? body : undefined;
    // one screenshot proves one transfer: the deposit and the proof's binding to it are one
    // transaction, and the unique Upload.depositId makes a second binding impossible
    const now = this.ctx.clock.now();
    const id = this.ctx.sqlite
      .transaction(() => {
        this.gate?.check(userId, body.currency, amount, now);
        const reference = offline ? this.references.toBind(userId, body.currency, offline.reference) : '';
        const depositId = this.repo.insertDeposit({
          userId,
          channel: body.channel,
          currency: body.currency,
          amount,
          remitterName: offline?.remitterName ?? '',
          remitterCard: offline?.remitterCard ?? '',
          remitterAddress: offline?.remitterAddress ?? '',
          customerIdNumber: offline?.customerIdNumber ?? '',
          chain: crypto?.chain ?? '',
          txHash: crypto?.txHash ?? '',
          proofUploadId: body.proofUploadId,
          createdAt: now,
          reference,
        });
        if (!this.repo.bindProof(depositId, body.proofUploadId)) throw new AppError('UPLOAD_ALREADY_USED');
        // one code matches one transfer: the next GET /api/recharge/reference issues a new one
        this.references.bind(reference, depositId);
        this.gate?.record(depositId, userId, body.currency, amount, now);
        return depositId;
      })
      .immediate();
    this.answerMagic(id, body.amount);
    return this.view(this.row(id) as DepositRow);
  }

  /**
   * A sandbox's magic values (issue 41, decision 097): an amount ending in .11 is approved at
   * once, .22 rejected, by the sandbox through the reviewers' own path (audited, the credit a
   * balanced journal from deposit clearing). A crypto claim is credited without a recorded
   * transfer: the sandbox's chain is make-believe.
   */
  private answerMagic(id: number, amount: string) {
    if (!this.ctx.config.sandbox) return;
    const magic = depositMagic(amount);
    if (magic === 'approve') this.credit(id, SANDBOX_ACTOR);
    else if (magic === 'reject') this.reject(id, SANDBOX_ACTOR, DEPOSIT_MAGIC_REJECT_REASON);
  }

  history(userId: number, page?: number, pageSize?: number) {
    return this.repo.depositPage({ userId }, page, pageSize, (r) => this.view(r));
  }

  queue(q: DepositQueueQuery) {
    return this.repo.depositPage({ ...queueFilter(q), reference: q.reference }, q.page, q.pageSize, (r) => this.staffView(r));
  }

  /** One deposit for its reviewer (the proof itself is read through the audited upload view). */
  detail(id: number) {
    const d = this.row(id);
    if (!d) throw new AppError('NOT_FOUND');
    return this.staffView(d);
  }

  approve(id: number, actor: StaffActor) {
    // a crypto claim is credited by recording its transfer (four-eyes, decision 091)
    const d = this.row(id);
    if (d?.channel === 'crypto' && d.status === 'reviewing') throw new AppError('DEPOSIT_NEEDS_TRANSFER');
    return this.credit(id, actor);
  }

  /** Approves a deposit and credits it: status, audit row, journal, message and bonus in one transaction. */
  private credit(id: number, actor: AuditActor) {
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      const d = this.row(id);
      if (!d) throw new AppError('NOT_FOUND');
      if (!this.repo.approveDeposit(id, actor.staffId, now)) throw new AppError('ALREADY_REVIEWED');
      this.recordReview(actor, d, 'success');
      const userId = Number(d.userId);
      this.ctx.ledger.post({
        key: `deposit:${id}:credit`,
        type: 'deposit',
        userId,
        reference: `deposit:${id}`,
        legs: [
          { account: { platform: 'deposit_clearing', currency: d.currency }, amount: -d.amount },
          { account: { userId, kind: 'available', currency: d.currency }, amount: d.amount },
        ],
      });
      this.messages.send(userId, 'depositApproved', this.messageParams(d));
      this.onApproved(userId, now);
    });
    return this.staffView(this.row(id) as DepositRow);
  }

  /**
   * A crypto claim answered by a recorded transfer (inside that approval's transaction): marked
   * approved with its audit row, crediting nothing here (the transfer's own journal credits it,
   * and its message tells the customer). false: it was reviewed meanwhile.
   */
  closeByTransfer(id: number, actor: StaffActor, transfer: string): boolean {
    const d = this.row(id);
    if (!d || !this.repo.approveDeposit(id, actor.staffId, this.ctx.clock.now())) return false;
    this.recordReview(actor, d, 'success', transfer);
    return true;
  }

  reject(id: number, actor: AuditActor, reason: string) {
    // the status and the user's message are one transaction: one message per review
    this.ctx.sqlite
      .transaction(() => {
        const d = this.row(id);
        if (!d) throw new AppError('NOT_FOUND');
        if (!this.repo.rejectDeposit(id, reason, actor.staffId, this.ctx.clock.now())) throw new AppError('ALREADY_REVIEWED');
        this.recordReview(actor, d, 'rejected', reason);
        this.messages.send(Number(d.userId), 'depositRejected', { ...this.messageParams(d), reason });
      })
      .immediate();
    return this.staffView(this.row(id) as DepositRow);
  }

  /** The review's audit row, in the review's own transaction. */
  private recordReview(actor: AuditActor, d: DepositRow, status: 'success' | 'rejected', reason?: string) {
    const amount = this.book.format(d.currency, d.amount);
    this.audit.record({
      ...actor,
      action: status === 'success' ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit',
      targetId: Number(d.id),
      before: {
        status: d.status,
        userId: Number(d.userId),
        currency: d.currency,
        amount,
        ...(d.reference ? { reference: d.reference } : {}),
      },
      after: { status },
      reason,
    });
  }

  private messageParams(d: DepositRow) {
    return { id: Number(d.id), amount: this.book.format(d.currency, d.amount), currency: d.currency };
  }
}
