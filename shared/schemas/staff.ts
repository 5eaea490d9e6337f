// The back office's staff accounts, sessions and audit log (issue 14 points 1 and 5).
import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES } from '../staff.ts';
import { appKeyParam, err, IdText, IsoDate, pageParams, ProposalReason } from './common.ts';

export const StaffRoleValue = z.enum(STAFF_ROLES);
export const PermissionValue = z.enum(PERMISSIONS);

/** Lower case letters, digits, dots, hyphens, underscores; typed in any case. */
export const StaffUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, err('STAFF_USERNAME_FORMAT'));
/** Staff passwords are longer than customers' (the back office moves money). */
export const StaffPassword = z.string().min(10, err('STAFF_PASSWORD_FORMAT')).max(128, err('STAFF_PASSWORD_FORMAT'));
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, err('TOTP_INVALID'));

export const StaffLoginBody = z
  .strictObject({
    username: z.string().trim().toLowerCase().min(1, err('ACCOUNT_OR_PASSWORD_WRONG')).max(64, err('ACCOUNT_OR_PASSWORD_WRONG')),
    password: z.string().min(1, err('ACCOUNT_OR_PASSWORD_WRONG')).max(128, err('ACCOUNT_OR_PASSWORD_WRONG')),
    /** The authenticator's current code; absent before two-factor is set up. */
    code: TotpCode.optional(),
  })
  .meta({ id: 'StaffLoginBody' });
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffEnrolBody = z.strictObject({ token: z.string().min(16).max(128), code: TotpCode }).meta({ id: 'StaffEnrolBody' });
export type StaffEnrolBody = z.infer<typeof StaffEnrolBody>;

export const StaffMe = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    role: StaffRoleValue,
    permissions: z.array(PermissionValue),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

/** A staff session: the token to send as Authorization on /api/admin calls. */
export const StaffSessionView = z.object({ token: z.string(), expiresAt: IsoDate, idleMinutes: z.number().int(), staff: StaffMe });
export type StaffSessionView = z.infer<typeof StaffSessionView>;

/** Either the session, or (no two-factor yet) the enrolment step: scan the URI, send its first code. */
export const StaffLoginResult = z
  .union([
    z.object({ session: StaffSessionView }),
    z.object({ enrol: z.object({ token: z.string(), otpauthUri: z.string(), expiresInSeconds: z.number().int() }) }),
  ])
  .meta({ id: 'StaffLoginResult' });
export type StaffLoginResult = z.infer<typeof StaffLoginResult>;

// ---------------------------------------------------------------- staff management

export const StaffView = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    role: StaffRoleValue,
    status: z.enum(['active', 'disabled']),
    /** Two-factor set up (false: the next login enrols). */
    enrolled: z.boolean(),
    lockedUntil: IsoDate.nullable(),
    lastLoginAt: IsoDate.nullable(),
    createdAt: IsoDate,
  })
  .meta({ id: 'StaffView' });
export type StaffView = z.infer<typeof StaffView>;

const DisplayName = z.string().trim().min(1).max(64);

/** A new staff account: proposed, created when a second administrator approves (decision 031). */
export const CreateStaffBody = z
  .strictObject({
    username: StaffUsername,
    displayName: DisplayName,
    role: StaffRoleValue,
    password: StaffPassword,
    /** What the approving administrator reads. */
    reason: ProposalReason,
  })
  .meta({ id: 'CreateStaffBody' });
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

/** A role change: a raise (any permission the old role lacked) is proposed, a lowering applies at once; the reason is recorded either way. */
export const StaffRoleBody = z.strictObject({ role: StaffRoleValue, reason: ProposalReason }).meta({ id: 'StaffRoleBody' });

/** What a staff change did: `applied` (the account as it is now) or `proposed` (waiting for a second administrator). */
export const StaffChange = z
  .object({
    outcome: z.enum(['applied', 'proposed']),
    /** The proposal a second administrator approves; null when applied. */
    proposalId: z.number().int().nullable(),
    /** The account as it is now; null for an account not created yet. */
    staff: StaffView.nullable(),
  })
  .meta({ id: 'StaffChange' });
export type StaffChange = z.infer<typeof StaffChange>;

/**
 * The `staff-create` proposal's payload: the account the approval creates, with the password
 * already hashed (the proposal's views and audit rows never show the hash).
 */
export const StaffCreatePayload = z.strictObject({
  username: StaffUsername,
  displayName: DisplayName,
  role: StaffRoleValue,
  passwordHash: z.string().min(1).max(512),
});
/** The `staff-role` proposal's payload: a raise of an account's role. */
export const StaffRolePayload = z.strictObject({ staffId: z.number().int().min(1).max(2_147_483_647), role: StaffRoleValue });

// ---------------------------------------------------------------- audit log

export const AuditQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  staffId: IdText.optional(),
  action: z
    .string()
    .regex(/^[a-z0-9._-]{1,64}$/)
    .optional(),
  targetType: z
    .string()
    .regex(/^[a-z0-9._-]{1,32}$/)
    .optional(),
  targetId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/)
    .optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: IsoDate,
    staffId: z.number().int().nullable(),
    staffUsername: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.string().meta({ description: 'canonical JSON' }),
    after: z.string().meta({ description: 'canonical JSON' }),
    reason: z.string(),
    ip: z.string(),
    hash: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The chain check: ok, or the first row whose hash does not match. */
export const AuditVerification = z.object({ ok: z.boolean(), rows: z.number().int(), brokenAt: z.number().int().nullable() });
export type AuditVerification = z.infer<typeof AuditVerification>;

export const StaffList = z.array(StaffView);
