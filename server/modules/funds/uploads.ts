// Private uploads (deposit proofs, identity photos). Both go through the safe image pipeline
// (server/lib/safe-image.ts): the content decides the type, only JPEG and PNG pass (a script
// renamed .jpg or an SVG does not), at most 50 megapixels (read from the header), and only the
// re-encoded copy, without EXIF/GPS or any other metadata, is stored (decision 043). Identity
// photos take up to 10 MB, deposit proofs the upload limit. Files get random names in a
// private area of the file store (never the public images) and are only ever sent back as
// data, to their owner or to staff (whose every view is audited).
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type FileStore, fileStoreOf } from '../../db/store/files.ts';
import { AppError } from '../../lib/app-error.ts';
import { reencodeOrRefuse, SAFE_IMAGE_LIMITS } from '../../lib/safe-image.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { UploadPurpose } from '../../../shared/schemas/funds.ts';
import type { FundsRepository } from './repository.ts';

/** A private file as a service hands it out: its type, and its bytes read when it is sent (null: gone). */
export interface PrivateFile {
  mime: string;
  content(): Buffer | null;
}

/** A private upload goes out as data only: never sniffed, never run, never cached. */
export function sendPrivateFile(reply: FastifyReply, u: PrivateFile) {
  const content = u.content();
  if (!content) throw new AppError('NOT_FOUND');
  reply
    .type(u.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline');
  return reply.send(content as never);
}

export class UploadService {
  /** The private uploads' area of the file store. */
  readonly files: FileStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
  ) {
    this.files = fileStoreOf(ctx, 'uploads');
  }

  private withContent<R extends { path: string; mime: string }>(row: R): R & PrivateFile {
    return { ...row, content: () => this.files.read(row.path) };
  }

  /** The largest file a purpose takes (the multipart parser's limit for its request). */
  maxBytes(purpose: UploadPurpose): number {
    return purpose === 'kyc' ? SAFE_IMAGE_LIMITS.maxBytes : this.ctx.config.uploadLimitBytes;
  }

  /**
   * An upload as received, either purpose through the same safe image pipeline (refused with
   * the same errors): what is stored is its re-encoded copy, never the sender's bytes.
   */
  async receive(userId: number, purpose: UploadPurpose, received: Buffer) {
    const limits = { maxBytes: this.maxBytes(purpose), maxPixels: SAFE_IMAGE_LIMITS.maxPixels };
    const image = await reencodeOrRefuse(received, { tooLarge: 'KYC_PHOTO_TOO_LARGE', invalid: 'KYC_PHOTO_INVALID' }, limits);
    return this.write(userId, purpose, image.content, image);
  }

  private write(userId: number, purpose: UploadPurpose, content: Buffer, kind: { mime: string; ext: string }) {
    const now = this.ctx.clock.now();
    const relative = `${new Date(now).toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${kind.ext}`;
    this.files.write(relative, content, kind.mime);
    const id = this.repo.insertUpload({ userId, purpose, path: relative, mime: kind.mime, size: content.length }, now);
    return { id, purpose, size: content.length, mime: kind.mime };
  }

  /** The upload if `owner.userId` owns it; otherwise NOT_FOUND. */
  find(id: number, owner: { userId: number }, purpose?: string) {
    const row = this.repo.upload(id);
    if (!row || row.userId !== owner.userId || (purpose && row.purpose !== purpose)) throw new AppError('NOT_FOUND');
    return this.withContent(row);
  }

  /**
   * A photo of `purpose` for its owner: FORBIDDEN when it is someone else's (identity photos
   * say so plainly: the id is not secret, the content is), NOT_FOUND when there is none.
   */
  ownPhoto(id: number, userId: number, purpose: UploadPurpose) {
    const row = this.repo.upload(id);
    if (!row || row.purpose !== purpose) throw new AppError('NOT_FOUND');
    if (row.userId !== userId) throw new AppError('FORBIDDEN');
    return this.withContent(row);
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
    return this.withContent(row);
  }
}
