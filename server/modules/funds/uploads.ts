// Private uploads (deposit proofs, identity photos). The content decides the type: only
// JPEG, PNG and WebP pass (a script renamed .jpg or an SVG does not); files get random
// names outside every served folder and are only ever sent back as data, to their owner
// or to staff (whose every view is audited).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { FundsRepository } from './repository.ts';

const KINDS = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

export function detectImage(content: Buffer): { mime: string; ext: string } | undefined {
  return KINDS.find((k) => k.test(content));
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

  store(userId: number, purpose: string, content: Buffer) {
    const maxMb = Math.floor(this.ctx.config.uploadLimitBytes / 1_048_576);
    const kind = detectImage(content);
    if (!kind || content.length > this.ctx.config.uploadLimitBytes) throw new AppError('UPLOAD_INVALID', { maxMb });
    const now = this.ctx.clock.now();
    const relative = path.join(new Date(now).toISOString().slice(0, 7), `${randomBytes(16).toString('hex')}.${kind.ext}`);
    const file = path.join(this.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content, { mode: 0o600 });
    const id = this.repo.insertUpload({ userId, purpose, path: relative, mime: kind.mime, size: content.length }, now);
    return { id, purpose: purpose as 'deposit-proof' | 'kyc', size: content.length, mime: kind.mime };
  }

  /** The upload if `owner.userId` owns it; otherwise NOT_FOUND. */
  find(id: number, owner: { userId: number }, purpose?: string) {
    const row = this.repo.upload(id);
    if (!row || row.userId !== owner.userId || (purpose && row.purpose !== purpose)) throw new AppError('NOT_FOUND');
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
