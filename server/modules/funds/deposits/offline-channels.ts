// Offline (bank transfer) recharge channels: per currency, the payee account users send
// money to (payee, bank, account number, branch, an optional payment QR code), set by
// staff. Users see the enabled ones on the recharge form; a currency without an enabled
// channel cannot be deposited by transfer.
import type { OfflineChannelBody } from '../../../../shared/schemas/funds.ts';
import type { AppContext } from '../../../context.ts';
import type { FileStore } from '../../../db/store/files.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../../audit/service.ts';
import { assertImageInStore, imageStore } from '../../image/store.ts';
import type { ChannelRow, FundsRepository } from '../repository.ts';

export class OfflineChannelService {
  private readonly images: FileStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
  ) {
    this.images = imageStore(ctx);
  }

  private view(r: ChannelRow) {
    return {
      id: r.id,
      currency: r.currency,
      payeeName: r.payeeName,
      bankName: r.bankName,
      accountNumber: r.accountNumber,
      bankBranch: r.bankBranch,
      qrImage: r.qrImage || null,
    };
  }

  private staffView(r: ChannelRow) {
    return { ...this.view(r), enabled: r.enabled === 1, updatedAt: r.updatedAt === null ? null : new Date(r.updatedAt).toISOString() };
  }

  /** The channels users may send a transfer to. */
  list() {
    return this.repo.channels('enabled').map((r) => this.view(r));
  }

  staffList() {
    return this.repo.channels('all').map((r) => this.staffView(r));
  }

  update(id: number, body: OfflineChannelBody, actor: StaffActor) {
    // a QR code users cannot load would be worse than none
    if (body.qrImage !== null) assertImageInStore(this.images, body.qrImage);
    return this.ctx.ledger.transaction(() => {
      const before = this.repo.channel(id);
      if (!before || !this.repo.updateChannel(id, { ...body, qrImage: body.qrImage ?? '' }, actor.staffId, this.ctx.clock.now()))
        throw new AppError('NOT_FOUND');
      const after = this.staffView(this.repo.channel(id) as ChannelRow);
      const { updatedAt: _before, ...was } = this.staffView(before);
      const { updatedAt: _after, ...now } = after;
      this.audit.record({
        ...actor,
        action: 'recharge-channel.update',
        targetType: 'recharge-channel',
        targetId: id,
        before: was,
        after: now,
      });
      return after;
    });
  }
}
