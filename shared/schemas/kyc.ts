// Certification (KYC) (issue 17.1, docs/decisions/043-certification.md): the user's two
// tiers with their states, the junior and advanced submissions, and the staff review queue.
// Document numbers only ever travel masked.
import { z } from 'zod';
import {
  DOCUMENT_NUMBER,
  KYC_ID_TYPES,
  KYC_LEVELS,
  KYC_STATES,
  KYC_SUBMISSION_STATES,
  KYC_TIERS,
  normaliseDocumentNumber,
  REAL_NAME,
} from '../kyc.ts';
import { appKeyParam, Dec, err, IdText, IsoDate, Paged, pageParams } from './common.ts';

export const KycTier = z.enum(KYC_TIERS).meta({ description: 'none, junior (authenticated) or advanced (authenticated)' });
export const KycLevel = z.enum(KYC_LEVELS);
export const KycState = z.enum(KYC_STATES);
export const KycIdType = z.enum(KYC_ID_TYPES, err('KYC_ID_TYPE_REQUIRED'));
const UploadId = z
  .number({ error: 'KYC_PHOTO_REQUIRED' })
  .int(err('KYC_PHOTO_REQUIRED'))
  .positive(err('KYC_PHOTO_REQUIRED'))
  .max(2_147_483_647);

export const JuniorBody = z
  .strictObject({
    idType: KycIdType,
    realName: z.string(err('KYC_NAME_INVALID')).trim().max(64, err('KYC_NAME_INVALID')).regex(REAL_NAME, err('KYC_NAME_INVALID')),
    docNumber: z
      .string(err('KYC_DOCUMENT_NUMBER_INVALID'))
      .max(60, err('KYC_DOCUMENT_NUMBER_INVALID'))
      .refine((v) => DOCUMENT_NUMBER.test(normaliseDocumentNumber(v)), err('KYC_DOCUMENT_NUMBER_INVALID')),
  })
  .meta({ id: 'KycJuniorBody' });
export type JuniorBody = z.infer<typeof JuniorBody>;

export const AdvancedBody = z
  .strictObject({
    frontUploadId: UploadId.meta({ description: 'POST /api/upload/image?purpose=kyc' }),
    backUploadId: UploadId,
    handUploadId: UploadId.meta({ description: 'the hand-held photo' }),
  })
  .meta({ id: 'KycAdvancedBody' });
export type AdvancedBody = z.infer<typeof AdvancedBody>;

const Photos = z.object({ front: z.number().int(), back: z.number().int(), hand: z.number().int() });

/** One tier as its owner sees it. */
const TierView = z.object({
  state: KycState,
  rejectReason: z.string().nullable().meta({ description: "the reviewer's reason when rejected" }),
  submittedAt: IsoDate.nullable(),
  reviewedAt: IsoDate.nullable(),
});
export const TierLimitsView = z.object({ tier: KycTier, daily: Dec, monthly: Dec }).meta({ id: 'KycTierLimits' });

export const KycStatus = z
  .object({
    tier: KycTier,
    junior: TierView.extend({
      idType: KycIdType.nullable(),
      realName: z.string().nullable(),
      docNumber: z.string().nullable().meta({ description: 'masked: only the last four characters shown' }),
    }),
    advanced: TierView.extend({ photos: Photos.nullable().meta({ description: 'upload ids: GET /api/kyc/photo/{id}' }) }),
    limits: z.array(TierLimitsView).meta({ description: 'withdrawal limits per tier (USDT per UTC day and month); empty: none' }),
  })
  .meta({ id: 'KycStatus' });
export type KycStatus = z.infer<typeof KycStatus>;

// ------------------------------------------------------------------ staff review
export const KycQueueQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  status: z.enum(KYC_SUBMISSION_STATES).optional(),
  tier: KycLevel.optional(),
  userId: IdText.optional(),
});
export type KycQueueQuery = z.infer<typeof KycQueueQuery>;

export const StaffKycSubmission = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    account: z.string(),
    tier: KycLevel,
    status: z.enum(KYC_SUBMISSION_STATES),
    idType: KycIdType.nullable(),
    realName: z.string().nullable(),
    docNumber: z.string().nullable().meta({ description: 'masked' }),
    photos: Photos.nullable().meta({ description: 'upload ids: GET /api/admin/uploads/{id} (each view audited)' }),
    rejectReason: z.string(),
    createdAt: IsoDate,
    reviewedAt: IsoDate.nullable(),
  })
  .meta({ id: 'StaffKycSubmission' });
export const StaffKycPage = Paged(StaffKycSubmission);
export const StaffKycDetail = StaffKycSubmission.extend({
  userTier: KycTier,
  /** For an advanced submission: the junior details it must match (name, type, masked number). */
  junior: z.object({ idType: KycIdType, realName: z.string(), docNumber: z.string() }).nullable(),
}).meta({ id: 'StaffKycDetail' });
export type StaffKycDetail = z.infer<typeof StaffKycDetail>;
/** A submission's full document number, revealed to compliance (each reveal audited: decision 070). */
export const KycDocumentReveal = z.object({ docNumber: z.string() }).meta({ id: 'KycDocumentReveal' });
export type KycDocumentReveal = z.infer<typeof KycDocumentReveal>;
