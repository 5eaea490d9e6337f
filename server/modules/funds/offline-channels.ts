// Offline (bank transfer) recharge channels: per currency, the payee account users send
// money to (payee, bank, account number, branch, an optional payment QR code), set by
// staff. Users see the enabled ones on the recharge form; a currency without an enabled
// channel cannot be deposited by transfer.
import fs from 'node:fs';
import type { OfflineChannel, OfflineChannelBody } from '../../../shared/schemas/funds.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { imageFileOf, imageStoreRoot } from '../image/store.ts';

/** A row as stored: no QR code is "", the flag and the time are integers. */
type ChannelRow = Omit<OfflineChannel, 'qrImage'> & { qrImage: string; enabled: number; updatedAt: number | null };
const COLUMNS = 'id, currency, payeeName, bankName, accountNumber, bankBranch, qrImage, enabled, updatedAt';

export class OfflineChannelService {
  private readonly q;

  constructor(private readonly ctx: AppContext) {
    const db = ctx.sqlite;
    this.q = {
      all: db.prepare<[], ChannelRow>(`SELECT ${COLUMNS} FROM "OfflineChannel" ORDER BY sort, id`),
      enabled: db.prepare<[], ChannelRow>(`SELECT ${COLUMNS} FROM "OfflineChannel" WHERE enabled = 1 ORDER BY sort, id`),
      byId: db.prepare<[number], ChannelRow>(`SELECT ${COLUMNS} FROM "OfflineChannel" WHERE id = ?`),
      update: db.prepare(
        `UPDATE "OfflineChannel" SET payeeName = @payeeName, bankName = @bankName, accountNumber = @accountNumber, bankBranch = @bankBranch,
           qrImage = @qrImage, enabled = @enabled, updatedBy = @staffId, updatedAt = @now WHERE id = @id`,
      ),
    };
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
    return this.q.enabled.all().map((r) => this.view(r));
  }

  staffList() {
    return this.q.all.all().map((r) => this.staffView(r));
  }

  update(id: number, body: OfflineChannelBody, staffId: number) {
    // a QR code users cannot load would be worse than none
    if (body.qrImage !== null) {
      const file = imageFileOf(imageStoreRoot(this.ctx.config.imageDir), body.qrImage);
      if (!file || !fs.statSync(file).isFile()) throw new AppError('IMAGE_NOT_IN_STORE', { path: body.qrImage });
    }
    const changed = this.q.update.run({ ...body, qrImage: body.qrImage ?? '', enabled: body.enabled ? 1 : 0, staffId, now: this.ctx.clock.now(), id });
    if (changed.changes === 0) throw new AppError('NOT_FOUND');
    return this.staffView(this.q.byId.get(id) as ChannelRow);
  }
}
