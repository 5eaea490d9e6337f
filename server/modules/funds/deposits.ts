// Recharge (deposit) requests: offline transfer or crypto, each with a proof screenshot;
// under review until staff approve (the ledger credits the user from deposit clearing) or
// reject with a reason. The status change and the posting are one transaction, guarded by
// the current status, so a deposit is credited at most once.
import type { RechargeBody } from '../../../shared/schemas/funds.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { CurrencyBook } from './currencies.ts';
import type { OfflineChannelService } from './offline-channels.ts';
import type { UploadService } from './uploads.ts';

/** A Deposit row as read with BigInt integers (the amount never becomes a JS number). */
interface DepositRow {
  id: bigint;
  userId: bigint;
  channel: 'offline' | 'crypto';
  currency: string;
  amount: bigint;
  remitterName: string;
  remitterCard: string;
  remitterAddress: string;
  customerIdNumber: string;
  chain: string;
  txHash: string;
  proofUploadId: bigint;
  status: 'reviewing' | 'success' | 'rejected';
  rejectReason: string;
  createdAt: bigint;
  reviewedAt: bigint | null;
}

const COLUMNS =
  'id, userId, channel, currency, amount, remitterName, remitterCard, remitterAddress, customerIdNumber, chain, txHash, proofUploadId, status, rejectReason, createdAt, reviewedAt';

export class DepositService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly uploads: UploadService,
    private readonly offlineChannels: OfflineChannelService,
    private readonly messages: UserMessages,
  ) {}

  private config(identify: string) {
    return this.ctx.sqlite.prepare<[string], { v: string }>('SELECT configValue AS v FROM "ConfigItem" WHERE identify = ?').get(identify)?.v;
  }

  channels() {
    const addresses = this.ctx.sqlite
      .prepare<[], { currency: string; chain: string; address: string }>('SELECT currency, chain, address FROM "RechargeAddress" WHERE enabled = 1 ORDER BY id')
      .all();
    const offline = this.offlineChannels.list();
    return {
      offline: { maintenance: this.config('rechargeOfflineMaintenance') === 'Y', currencies: offline.map((c) => c.currency), channels: offline },
      crypto: { maintenance: this.config('rechargeCryptoMaintenance') === 'Y', addresses },
      limits: this.book.list().map((c) => ({
        currency: c.code,
        scale: c.scale,
        min: this.book.format(c.code, c.minDeposit),
        max: c.maxDeposit > 0n ? this.book.format(c.code, c.maxDeposit) : null,
      })),
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
    return this.ctx.sqlite.prepare(`SELECT ${COLUMNS} FROM "Deposit" WHERE id = ?`).safeIntegers(true).get(id) as DepositRow | undefined;
  }

  create(userId: number, body: RechargeBody) {
    const maintenance = this.config(body.channel === 'offline' ? 'rechargeOfflineMaintenance' : 'rechargeCryptoMaintenance');
    if (maintenance === 'Y') throw new AppError('RECHARGE_MAINTENANCE');
    const c = this.book.get(body.currency);
    if (body.channel === 'offline' && !this.offlineChannels.list().some((ch) => ch.currency === body.currency)) {
      throw new AppError('CURRENCY_UNKNOWN', { currency: body.currency });
    }
    if (body.channel === 'crypto') {
      const address = this.ctx.sqlite
        .prepare<[string, string], { id: number }>('SELECT id FROM "RechargeAddress" WHERE currency = ? AND chain = ? AND enabled = 1')
        .get(body.currency, body.chain);
      if (!address) throw new AppError('CHAIN_UNSUPPORTED', { coin: body.currency, chain: body.chain });
    }
    const amount = this.book.parse(body.currency, body.amount, { min: c.minDeposit, max: c.maxDeposit });
    // the proof must be the caller's own deposit screenshot
    try {
      this.uploads.find(body.proofUploadId, { userId, role: 'user' }, 'deposit-proof');
    } catch {
      throw new AppError('UPLOAD_REQUIRED');
    }
    const offline = body.channel === 'offline' ? body : undefined;
    const crypto = body.channel === 'crypto' ? body : undefined;
    // one screenshot proves one transfer: the deposit and the proof's binding to it are one
    // transaction, and the unique Upload.depositId makes a second binding impossible
    const id = this.ctx.sqlite.transaction(() => {
      const info = this.ctx.sqlite
        .prepare(
          `INSERT INTO "Deposit" (userId, channel, currency, amount, remitterName, remitterCard, remitterAddress, customerIdNumber, chain, txHash, proofUploadId, status, createdAt)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reviewing', ?)`,
        )
        .run(
          userId,
          body.channel,
          body.currency,
          amount,
          offline?.remitterName ?? '',
          offline?.remitterCard ?? '',
          offline?.remitterAddress ?? '',
          offline?.customerIdNumber ?? '',
          crypto?.chain ?? '',
          crypto?.txHash ?? '',
          body.proofUploadId,
          this.ctx.clock.now(),
        );
      const depositId = Number(info.lastInsertRowid);
      const bound = this.ctx.sqlite.prepare('UPDATE "Upload" SET depositId = ? WHERE id = ? AND depositId IS NULL').run(depositId, body.proofUploadId);
      if (bound.changes !== 1) throw new AppError('UPLOAD_ALREADY_USED');
      return depositId;
    }).immediate();
    return this.view(this.row(id) as DepositRow);
  }

  history(userId: number, page?: number, pageSize?: number) {
    return pageOf(this.ctx.sqlite, { columns: COLUMNS, from: 'FROM "Deposit" WHERE userId = ?', order: 'id DESC', params: [userId] }, page, pageSize, (r: DepositRow) =>
      this.view(r),
    );
  }

  queue(status: string | undefined, page?: number, pageSize?: number) {
    const q = { columns: COLUMNS, from: 'FROM "Deposit" WHERE (? IS NULL OR status = ?)', order: 'id DESC', params: [status ?? null, status ?? null] };
    return pageOf(this.ctx.sqlite, q, page, pageSize, (r: DepositRow) => this.staffView(r));
  }

  approve(id: number, staffId: number) {
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      const d = this.row(id);
      if (!d) throw new AppError('NOT_FOUND');
      const r = this.ctx.sqlite
        .prepare(`UPDATE "Deposit" SET status = 'success', reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'reviewing'`)
        .run(staffId, now, id);
      if (r.changes === 0) throw new AppError('ALREADY_REVIEWED');
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
    });
    return this.staffView(this.row(id) as DepositRow);
  }

  reject(id: number, staffId: number, reason: string) {
    // the status and the user's message are one transaction: one message per review
    this.ctx.sqlite
      .transaction(() => {
        const d = this.row(id);
        if (!d) throw new AppError('NOT_FOUND');
        const r = this.ctx.sqlite
          .prepare(`UPDATE "Deposit" SET status = 'rejected', rejectReason = ?, reviewedBy = ?, reviewedAt = ? WHERE id = ? AND status = 'reviewing'`)
          .run(reason, staffId, this.ctx.clock.now(), id);
        if (r.changes === 0) throw new AppError('ALREADY_REVIEWED');
        this.messages.send(Number(d.userId), 'depositRejected', { ...this.messageParams(d), reason });
      })
      .immediate();
    return this.staffView(this.row(id) as DepositRow);
  }

  private messageParams(d: DepositRow) {
    return { id: Number(d.id), amount: this.book.format(d.currency, d.amount), currency: d.currency };
  }
}
