// Certification (KYC) in two tiers (issue 17.1, docs/decisions/043-certification.md).
// Junior: document type, real name, document number; advanced: front, back and hand-held
// photos, only once junior is authenticated. Each tier is unverified, authenticating,
// rejected (with the reviewer's reason; the user may submit again) or authenticated, read
// from its latest submission. A document number is one account's on the whole platform:
// compared by its keyed hash (HMAC-SHA256 with `<dataDir>/kyc-secret`) of the normalised
// number, shown only masked; the plain number is not kept. Staff review a queue; the
// customer hears of the outcome in the message centre. Other features learn a user's tier
// from `tierOf` and hear of each authentication through `onAuthenticated`.
import { createHmac } from 'node:crypto';
import { type KycLevel, type KycTier, maskDocumentNumber, normaliseDocumentNumber } from '../../../shared/kyc.ts';
import type { AdvancedBody, JuniorBody, KycQueueQuery, KycStatus, StaffKycDetail } from '../../../shared/schemas/kyc.ts';
import { isMagicRejectName, KYC_MAGIC_REJECT_REASON } from '../../../shared/sandbox.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { Sealer } from '../../lib/sealing.ts';
import { configuredSecret } from '../../lib/data-secret.ts';
import { type AuditActor, type AuditService, SANDBOX_ACTOR, type StaffActor } from '../audit/service.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { UploadService } from '../funds/uploads.ts';
import type { KycRepository, KycRow, StaffKycRow } from './repository.ts';
import { RowCache } from '../../db/store/row-cache.ts';

/** What a listener of `onAuthenticated` hears: whose tier, which tier, from which submission. */
export interface KycAuthenticated {
  userId: number;
  tier: KycLevel;
  submissionId: number;
}

/** How many users' tiers are kept in memory (SQLite only). */
const TIER_CACHE_SIZE = 20_000;
const iso = (ms: number | bigint | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const idOrNull = (v: number | bigint | null) => (v === null ? null : Number(v));

export class KycService {
  /**
   * Called after a tier is authenticated (after the commit; a listener that throws is logged
   * and does not undo the approval nor stop the others). The hook for the "passing KYC" bonus
   * (issue 17.5): composition.ts adds the bonus service's grant here.
   */
  readonly onAuthenticated: ((event: KycAuthenticated) => void)[] = [];
  private readonly key: string;
  /** The AES-256-GCM key a document number is sealed with for compliance's audited view (decision 070). */
  private readonly sealer: Sealer;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: KycRepository,
    private readonly uploads: UploadService,
    private readonly messages: UserMessages,
    private readonly audit: AuditService,
    /** The withdrawal limits per tier in USDT, shown to the user. */
    private readonly limits: () => { tier: KycTier; daily: string; monthly: string }[],
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    const { config } = ctx;
    this.key = configuredSecret(config.kycSecret, config.dataDir, 'kyc-secret');
    this.sealer = new Sealer(configuredSecret(config.kycSealKey, config.dataDir, 'kyc-seal-key'));
    this.tiers = RowCache.on<number, KycTier>(ctx.sqlite, TIER_CACHE_SIZE);
    this.tiers?.dropOnWrite('KycSubmission', 'userId', (userId) => userId as number);
  }

  // user id -> tier, read with every /api/user/info (decision 108): any write to one of the
  // user's submissions drops it
  private readonly tiers: RowCache<number, KycTier> | undefined;

  /** The keyed hash a document number is compared by (formatting ignored). */
  documentHash(typed: string): string {
    return createHmac('sha256', this.key)
      .update(`kyc-document:${normaliseDocumentNumber(typed)}`)
      .digest('hex');
  }

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url): the number, readable only with `<dataDir>/kyc-seal-key`. */
  private seal(normalised: string): string {
    return this.sealer.seal(normalised);
  }

  private unseal(sealed: string): string {
    return this.sealer.unseal(sealed);
  }

  /**
   * The full document number of a submission (an advanced one: of the junior details on file)
   * for compliance beside the photos: each reveal is an audit row (`kyc.document.view`), in
   * the same transaction as the read (decision 070). A number sent before numbers were sealed
   * is KYC_DOCUMENT_NOT_KEPT.
   */
  revealDocument(id: number, actor: StaffActor): { docNumber: string } {
    return this.ctx.sqlite
      .transaction(() => {
        const r = this.repo.byId(id);
        if (!r) throw new AppError('NOT_FOUND');
        const junior = r.tier === 'junior' ? r : this.repo.latest(r.userId, 'junior');
        // (an advanced one shows the authenticated junior details: those are the ones revealed)
        if (!junior || (r.tier === 'advanced' && junior.status !== 'authenticated')) throw new AppError('NOT_FOUND');
        if (!junior.docSealed) throw new AppError('KYC_DOCUMENT_NOT_KEPT');
        this.audit.record({
          ...actor,
          action: 'kyc.document.view',
          targetType: 'kyc',
          targetId: Number(junior.id),
          after: { userId: Number(junior.userId), viewedFrom: id },
        });
        return { docNumber: this.unseal(junior.docSealed) };
      })
      .immediate();
  }

  /** A user's tier: advanced when both are authenticated, junior when junior is, none otherwise. */
  tierOf(userId: number): KycTier {
    const kept = this.tiers?.get(userId);
    if (kept) return kept;
    const done = this.repo.authenticatedTiers(userId);
    const tier = done.has('junior') && done.has('advanced') ? 'advanced' : done.has('junior') ? 'junior' : 'none';
    this.tiers?.set(userId, tier);
    return tier;
  }

  status(userId: number): KycStatus {
    const junior = this.repo.latest(userId, 'junior');
    const advanced = this.repo.latest(userId, 'advanced');
    return {
      tier: this.tierOf(userId),
      junior: {
        ...this.tierView(junior),
        idType: (junior?.idType ?? null) as KycStatus['junior']['idType'],
        realName: junior?.realName ?? null,
        docNumber: junior?.docMasked ?? null,
      },
      advanced: { ...this.tierView(advanced), photos: advanced ? photosOf(advanced) : null },
      limits: this.limits(),
    };
  }

  private tierView(row: KycRow | undefined) {
    if (!row) return { state: 'unverified' as const, rejectReason: null, submittedAt: null, reviewedAt: null };
    return {
      state: row.status as 'authenticating' | 'rejected' | 'authenticated',
      rejectReason: row.status === 'rejected' ? row.rejectReason : null,
      submittedAt: iso(row.createdAt),
      reviewedAt: iso(row.reviewedAt),
    };
  }

  /** A tier may be submitted when it is unverified or rejected. */
  private assertSubmittable(userId: number, tier: KycLevel) {
    const latest = this.repo.latest(userId, tier);
    if (latest?.status === 'authenticating') throw new AppError('KYC_UNDER_REVIEW');
    if (latest?.status === 'authenticated') throw new AppError('KYC_ALREADY_AUTHENTICATED');
  }

  submitJunior(userId: number, body: JuniorBody): KycStatus {
    const normalised = normaliseDocumentNumber(body.docNumber);
    const docHash = this.documentHash(normalised);
    // the checks and the claim in one synchronous transaction: of two accounts sending one
    // number at once, one gets it (and the key of KycDocument would stop a second anyway)
    this.ctx.sqlite
      .transaction(() => {
        this.assertSubmittable(userId, 'junior');
        const owner = this.repo.documentOwner(docHash);
        if (owner !== undefined && owner !== userId) throw new AppError('KYC_DOCUMENT_TAKEN');
        const id = this.repo.insertJunior({
          userId,
          idType: body.idType,
          realName: body.realName,
          docHash,
          docMasked: maskDocumentNumber(normalised),
          docSealed: this.seal(normalised),
          createdAt: this.ctx.clock.now(),
        });
        // a sandbox's magic value: this name is rejected at once, as a reviewer would
        if (this.ctx.config.sandbox && isMagicRejectName(body.realName))
          this.review(id, SANDBOX_ACTOR, 'rejected', KYC_MAGIC_REJECT_REASON);
      })
      .immediate();
    return this.status(userId);
  }

  submitAdvanced(userId: number, body: AdvancedBody): KycStatus {
    const ids = [body.frontUploadId, body.backUploadId, body.handUploadId];
    if (new Set(ids).size !== 3) throw new AppError('KYC_PHOTO_REQUIRED');
    this.ctx.sqlite
      .transaction(() => {
        if (this.repo.latest(userId, 'junior')?.status !== 'authenticated') throw new AppError('KYC_JUNIOR_FIRST');
        this.assertSubmittable(userId, 'advanced');
        // each photo an identity photo of this user's (someone else's id is refused as missing)
        for (const id of ids) {
          try {
            this.uploads.ownPhoto(id, userId, 'kyc');
          } catch {
            throw new AppError('KYC_PHOTO_REQUIRED');
          }
        }
        this.repo.insertAdvanced({
          userId,
          frontUploadId: body.frontUploadId,
          backUploadId: body.backUploadId,
          handUploadId: body.handUploadId,
          createdAt: this.ctx.clock.now(),
        });
      })
      .immediate();
    return this.status(userId);
  }

  /**
   * A sandbox fixture's authenticated junior tier (decision 097), inside the caller's
   * transaction: a submission with a document number of its own, approved by the sandbox. The
   * `onAuthenticated` listeners are not called (a fixture's balances are the ones it asks for).
   */
  certifyFixture(userId: number) {
    const normalised = normaliseDocumentNumber(`SBX${userId}`);
    const id = this.repo.insertJunior({
      userId,
      idType: 'passport',
      realName: 'Sandbox Fixture',
      docHash: this.documentHash(normalised),
      docMasked: maskDocumentNumber(normalised),
      docSealed: this.seal(normalised),
      createdAt: this.ctx.clock.now(),
    });
    this.review(id, SANDBOX_ACTOR, 'authenticated');
  }

  /** An identity photo for its owner: FORBIDDEN for anyone else's. */
  photo(userId: number, uploadId: number) {
    return this.uploads.ownPhoto(uploadId, userId, 'kyc');
  }

  // ---------------------------------------------------------------- staff review

  private staffView(r: StaffKycRow) {
    return {
      id: Number(r.id),
      userId: Number(r.userId),
      account: r.account ?? '',
      tier: r.tier as KycLevel,
      status: r.status as 'authenticating' | 'rejected' | 'authenticated',
      idType: (r.idType ?? null) as StaffKycDetail['idType'],
      realName: r.realName,
      docNumber: r.docMasked,
      photos: r.tier === 'advanced' ? photosOf(r) : null,
      rejectReason: r.rejectReason,
      createdAt: iso(r.createdAt) as string,
      reviewedAt: iso(r.reviewedAt),
    };
  }

  queue(q: KycQueueQuery) {
    return this.repo.queue(q, q.page, q.pageSize, (r) => this.staffView(r));
  }

  /** One submission for its reviewer; an advanced one with the authenticated junior details its photos must match. */
  detail(id: number): StaffKycDetail {
    const r = this.repo.byId(id);
    if (!r) throw new AppError('NOT_FOUND');
    const junior = r.tier === 'advanced' ? this.repo.latest(r.userId, 'junior') : undefined;
    return {
      ...this.staffView(r),
      userTier: this.tierOf(r.userId),
      junior:
        junior?.status === 'authenticated'
          ? {
              idType: junior.idType as NonNullable<StaffKycDetail['idType']>,
              realName: junior.realName ?? '',
              docNumber: junior.docMasked ?? '',
            }
          : null,
    };
  }

  approve(id: number, actor: StaffActor) {
    const row = this.review(id, actor, 'authenticated');
    const event = { userId: row.userId, tier: row.tier, submissionId: row.id };
    for (const listener of this.onAuthenticated) {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err, ...event }, 'a listener of an authenticated certification failed');
      }
    }
    return row;
  }

  reject(id: number, actor: StaffActor, reason: string) {
    return this.review(id, actor, 'rejected', reason);
  }

  /** The status, its audit row and the customer's message: one transaction, so one message per review. */
  private review(id: number, actor: AuditActor, to: 'authenticated' | 'rejected', reason = '') {
    this.ctx.sqlite
      .transaction(() => {
        const r = this.repo.byId(id);
        if (!r) throw new AppError('NOT_FOUND');
        if (!this.repo.review(id, to, reason, actor.staffId, this.ctx.clock.now())) throw new AppError('ALREADY_REVIEWED');
        this.audit.record({
          ...actor,
          action: to === 'authenticated' ? 'kyc.approve' : 'kyc.reject',
          targetType: 'kyc',
          targetId: id,
          before: { status: r.status, userId: r.userId, tier: r.tier },
          after: { status: to },
          reason,
        });
        const template =
          r.tier === 'junior'
            ? to === 'authenticated'
              ? 'kycJuniorApproved'
              : 'kycJuniorRejected'
            : to === 'authenticated'
              ? 'kycAdvancedApproved'
              : 'kycAdvancedRejected';
        this.messages.send(r.userId, template, { reason });
      })
      .immediate();
    return this.staffView(this.repo.byId(id) as StaffKycRow);
  }
}

function photosOf(r: { frontUploadId: number | null; backUploadId: number | null; handUploadId: number | null }) {
  const front = idOrNull(r.frontUploadId);
  const back = idOrNull(r.backUploadId);
  const hand = idOrNull(r.handUploadId);
  return front === null || back === null || hand === null ? null : { front, back, hand };
}
