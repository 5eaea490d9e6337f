// Certification (KYC) in two tiers (issue 17.1, docs/decisions/043-certification.md): the
// words both sides use, how a document number is normalised and masked, and the default
// withdrawal limits per tier.

export const KYC_TIERS = ['none', 'junior', 'advanced'] as const;
/** A user's certification tier: none, junior authenticated, or advanced authenticated too. */
export type KycTier = (typeof KYC_TIERS)[number];
/** The tiers one submits (the "none" tier is where everyone starts). */
export const KYC_LEVELS = ['junior', 'advanced'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
/** The spec's states of a tier (section 4). */
export const KYC_STATES = ['unverified', 'authenticating', 'rejected', 'authenticated'] as const;
export type KycState = (typeof KYC_STATES)[number];
/** The states a submission row has (unverified is the absence of one). */
export const KYC_SUBMISSION_STATES = ['authenticating', 'rejected', 'authenticated'] as const;
export const KYC_ID_TYPES = ['id-card', 'passport', 'driving-licence'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

/**
 * A document number as compared: upper case, without the spaces, hyphens, dots and slashes
 * people type in different ways ("ab 123-456" and "AB123456" are one number).
 */
export function normaliseDocumentNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-./]/g, '');
}

/** 5 to 30 letters and digits once normalised. */
export const DOCUMENT_NUMBER = /^[A-Z0-9]{5,30}$/;

/** The number as shown anywhere: all but its last four characters masked ("****5678"). */
export function maskDocumentNumber(normalised: string): string {
  return '*'.repeat(Math.max(4, normalised.length - 4)) + normalised.slice(-4);
}

/** A real name: letters (any script) with spaces, dots, apostrophes, hyphens and middle dots between, 2 to 64 characters. */
export const REAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’\-·]{0,62}[\p{L}\p{M}.]$/u;

/** A tier's withdrawal limits in USDT (decimal strings): per UTC day and per UTC month. */
export interface TierLimits {
  daily: string;
  monthly: string;
}

/**
 * The default limits (decision 043): above them a withdrawal is not refused, it waits for a
 * second staff member's approval. Nothing before junior (every withdrawal is reviewed twice),
 * a modest amount at junior, a high one at advanced. KYC_WITHDRAW_LIMITS overrides them.
 */
export const DEFAULT_TIER_LIMITS: Record<KycTier, TierLimits> = {
  none: { daily: '0', monthly: '0' },
  junior: { daily: '2000', monthly: '20000' },
  advanced: { daily: '100000', monthly: '1000000' },
};
