// Accounts: registration, login, verification codes, password recovery and change.
import { z } from 'zod';
import { isCommonPassword } from '../guessable.ts';
import { KYC_TIERS } from '../kyc.ts';
import { AREA_CODE, EMAIL, EMAIL_MAX_LENGTH, INVITE_CODE, PASSWORD, PHONE, VERIFY_CODE } from '../patterns.ts';
import { appKeyParam, err, IsoDate } from './common.ts';

/** A new login password (registration, reset, change): the format, and not one of the common ones. */
export const Password = z
  .string()
  .max(32, err('PASSWORD_FORMAT'))
  .regex(PASSWORD, err('PASSWORD_FORMAT'))
  .refine((p) => !isCommonPassword(p), err('PASSWORD_TOO_COMMON'));
/** At login the format is not re-checked (older accounts), only bounded. */
export const LoginPassword = z.string().min(1, err('ACCOUNT_OR_PASSWORD_WRONG')).max(64, err('ACCOUNT_OR_PASSWORD_WRONG'));
export const AreaCodeValue = z.string().regex(AREA_CODE, err('AREA_CODE_UNKNOWN'));
export const PhoneNumber = z.string().regex(PHONE, err('PHONE_INVALID'));
export const EmailAddress = z
  .string()
  .max(EMAIL_MAX_LENGTH, err('EMAIL_INVALID'))
  .pipe(z.email({ pattern: EMAIL, ...err('EMAIL_INVALID') }))
  .transform((e) => e.toLowerCase());
export const VerifyCode = z.string().regex(VERIFY_CODE, err('VERIFY_CODE_INVALID'));
export const InviteCode = z.string().trim().max(32, err('INVITE_CODE_INVALID')).regex(INVITE_CODE, err('INVITE_CODE_INVALID'));

const phoneAccount = { type: z.literal('phone'), areaCode: AreaCodeValue, phone: PhoneNumber };
const emailAccount = { type: z.literal('email'), email: EmailAddress };

function samePasswords(v: { password: string; confirmPassword: string }) {
  return v.password === v.confirmPassword;
}
const mismatch = { ...err('PASSWORDS_DO_NOT_MATCH'), path: ['confirmPassword'] };

const registerFields = {
  ...appKeyParam,
  password: Password,
  confirmPassword: z.string().max(64, err('PASSWORDS_DO_NOT_MATCH')),
  code: VerifyCode,
  inviteCode: InviteCode.optional(),
  agreement: z.literal(true, err('AGREEMENT_REQUIRED')),
};

export const RegisterBody = z
  .discriminatedUnion('type', [
    z.strictObject({ ...phoneAccount, ...registerFields }),
    z.strictObject({ ...emailAccount, ...registerFields }),
  ])
  .refine(samePasswords, mismatch)
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z
  .discriminatedUnion('type', [
    z.strictObject({ ...phoneAccount, password: LoginPassword }),
    z.strictObject({ ...emailAccount, password: LoginPassword }),
  ])
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;

export const CodePurpose = z.enum(['register', 'reset']);
export type CodePurpose = z.infer<typeof CodePurpose>;

export const SendCodeBody = z
  .discriminatedUnion('type', [
    z.strictObject({ ...phoneAccount, purpose: CodePurpose }),
    z.strictObject({ ...emailAccount, purpose: CodePurpose }),
  ])
  .meta({ id: 'SendCodeBody' });
export type SendCodeBody = z.infer<typeof SendCodeBody>;

const resetFields = { password: Password, confirmPassword: z.string().max(64, err('PASSWORDS_DO_NOT_MATCH')), code: VerifyCode };
export const ResetPasswordBody = z
  .discriminatedUnion('type', [z.strictObject({ ...phoneAccount, ...resetFields }), z.strictObject({ ...emailAccount, ...resetFields })])
  .refine(samePasswords, mismatch)
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .strictObject({
    oldPassword: LoginPassword,
    password: Password,
    confirmPassword: z.string().max(64, err('PASSWORDS_DO_NOT_MATCH')),
  })
  .refine(samePasswords, mismatch)
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** What the client stores as `userInfo` (spec section 3: holds userId and phone). */
export const UserInfo = z
  .object({
    userId: z.number().int(),
    account: z.string().meta({ description: 'The login account: "+areaCode phone" or the e-mail' }),
    areaCode: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(['user', 'guest']).meta({ description: 'guest: a visitor trading demo mode on /demo' }),
    status: z.enum(['active', 'frozen', 'cancelled']).meta({ description: 'cancelled: closed by its owner (decision 047)' }),
    inviteCode: z.string(),
    creditScore: z.number().int(),
    createdAt: IsoDate,
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;
/** GET /api/user/info: the user with their certification tier (issue 17.1, decision 043). */
export const CurrentUser = UserInfo.extend({
  kycTier: z.enum(KYC_TIERS).meta({ description: 'none, junior or advanced: the highest authenticated certification tier' }),
}).meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * How a login attempt on an existing account ended: challenge = the password was right and
 * the authenticator code is awaited (two-factor on); a wrong code is a failure.
 */
export const LoginResult = z.enum(['success', 'failure', 'locked', 'challenge']);
export type LoginResult = z.infer<typeof LoginResult>;

export const SendCodeResult = z
  .object({
    target: z.string(),
    expiresInSeconds: z.number().int(),
    resendInSeconds: z.number().int(),
  })
  .meta({ id: 'SendCodeResult' });
