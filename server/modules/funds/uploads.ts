// Private uploads (deposit proofs, identity photos). The content decides the type: only
// JPEG, PNG and WebP pass (a script renamed .jpg or an SVG does not); files get random
// names outside every served folder and are only ever sent back as data, to their owner
// or to staff (whose every view is audited). Identity photos go through the safe image
// pipeline first (server/lib/safe-image.ts: JPEG or PNG, at most 10 MB and 50 megapixels,
// re-encoded without metadata), and only the re-encoded file is stored (decision 043).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectImage, reencodeOrRefuse, SAFE_IMAGE_LIMITS } from '../../lib/safe-image.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { UploadPurpose } from '../../../shared/schemas/funds.ts';
import type { FundsRepository } from './repository.ts';

/** A private upload goes out as data only: never sniffed, never run, never cached. */
export function sendPrivateFile(reply: FastifyReply, u: { mime: string; file: string }) {
  reply
    .type(u.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline');
  return reply.send(fs.createReadStream(u.file) as never);
}

export class UploadService {
  readonly dir: string;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
  ) {
    this.dir = path.resolve(ctx.config.dataDir, 'uploads');
  }

  /** The largest file a purpose takes (the multipart parser's limit for its request). */
  maxBytes(purpose: UploadPurpose): number {
    return purpose === 'kyc' ? SAFE_IMAGE_LIMITS.maxBytes : this.ctx.config.uploadLimitBytes;
  }

  /** An upload as received: identity photos through the safe image pipeline first. */
  async receive(userId: number, purpose: UploadPurpose, received: Buffer) {
    if (purpose !== 'kyc') return this.store(userId, purpose, received);
    const { content, kind } = await this.safePhoto(received);
    return this.write(userId, purpose, content, kind);
  }

  /** A deposit proof, stored as sent: JPEG, PNG or WebP by content, within the upload limit. */
  store(userId: number, purpose: Exclude<UploadPurpose, 'kyc'>, content: Buffer) {
    const kind = detectImage(content);
    if (!kind || content.length > this.ctx.config.uploadLimitBytes)
      throw new AppError('UPLOAD_INVALID', { maxMb: Math.floor(this.ctx.config.uploadLimitBytes / 1_048_576) });
    return this.write(userId, purpose, content, kind);
  }

  private write(userId: number, purpose: UploadPurpose, content: Buffer, kind: { mime: string; ext: string }) {
    const now = this.ctx.clock.now();
    const relative = path.join(new Date(now).toISOString().slice(0, 7), `${randomBytes(16).toString('hex')}.${kind.ext}`);
    const file = path.join(this.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content, { mode: 0o600 });
    const id = this.repo.insertUpload({ userId, purpose, path: relative, mime: kind.mime, size: content.length }, now);
    return { id, purpose, size: content.length, mime: kind.mime };
  }

  /** An identity photo: through the safe image pipeline; what is stored is its re-encoded copy. */
  private async safePhoto(received: Buffer) {
    const image = await reencodeOrRefuse(received, { tooLarge: 'KYC_PHOTO_TOO_LARGE', invalid: 'KYC_PHOTO_INVALID' });
    return { content: image.content, kind: image };
  }

  /** The upload if `owner.userId` owns it; otherwise NOT_FOUND. */
  find(id: number, owner: { userId: number }, purpose?: string) {
    const row = this.repo.upload(id);
    if (!row || row.userId !== owner.userId || (purpose && row.purpose !== purpose)) throw new AppError('NOT_FOUND');
    return { ...row, file: path.join(this.dir, row.path) };
  }

  /**
   * A photo of `purpose` for its owner: FORBIDDEN when it is someone else's (identity photos
   * say so plainly: the id is not secret, the content is), NOT_FOUND when there is none.
   */
  ownPhoto(id: number, userId: number, purpose: UploadPurpose) {
    const row = this.repo.upload(id);
    if (!row || row.purpose !== purpose) throw new AppError('NOT_FOUND');
    if (row.userId !== userId) throw new AppError('FORBIDDEN');
    return { ...row, file: path.join(this.dir, row.path) };
  }

  /** Any customer's upload, for staff: the view is recorded in the audit log before the file is sent. */
  viewAsStaff(id: number, actor: StaffActor) {
    const row = this.repo.upload(id);
    if (!row) throw new AppError('NOT_FOUND');
    this.audit.record({
      ...actor,
      action: 'upload.view',
      targetType: 'upload',
      targetId: id,
      after: { userId: row.userId, purpose: row.purpose },
    });
    return { ...row, file: path.join(this.dir, row.path) };
  }
}
