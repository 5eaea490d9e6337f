// The security centre (issue 17.2, docs/decisions/044-security-centre.md): two-factor
// authentication with an authenticator app (TOTP) and recovery codes, the login's second
// step, the anti-phishing code, the open sessions and the login history.
import { z } from 'zod';
import { ANTI_PHISHING_CODE, RECOVERY_CODE, TOTP_CODE } from '../patterns.ts';
import { UserInfo } from './auth.ts';
import { appKeyParam, err, IsoDate } from './common.ts';

/** A 6-digit authenticator code. */
export const TotpCode = z.string().trim().regex(TOTP_CODE, err('TOTP_INVALID'));
/** An authenticator code, or one of the recovery codes (XXXXX-XXXXX, the dash optional). */
export const SecondFactorCode = z
  .string()
  .trim()
  .max(16, err('TOTP_INVALID'))
  .refine((c) => TOTP_CODE.test(c) || RECOVERY_CODE.test(c), err('TOTP_INVALID'));

export const SecurityOverview = z
  .object({
    twoFactor: z.object({
      enabled: z.boolean(),
      enabledAt: IsoDate.nullable(),
      recoveryCodesLeft: z.number().int().meta({ description: 'unused recovery codes' }),
    }),
    antiPhishingCode: z.string().nullable().meta({ description: 'shown in every message and e-mail or SMS text the platform sends you' }),
    passwordChangedAt: IsoDate.nullable(),
    withdrawalsBarredUntil: IsoDate.nullable().meta({
      description: 'withdrawals are barred for 24 hours after the login password is changed or reset; null when not barred',
    }),
  })
  .meta({ id: 'SecurityOverview' });
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const TwoFactorSetup = z
  .object({
    secret: z.string().meta({ description: 'base32, for typing into an authenticator app by hand' }),
    otpauthUri: z.string().meta({ description: 'the otpauth:// URI an authenticator app scans as a QR code' }),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorConfirmBody = z.strictObject({ ...appKeyParam, code: TotpCode }).meta({ id: 'TwoFactorConfirmBody' });
export const SecondFactorBody = z.strictObject({ ...appKeyParam, code: SecondFactorCode }).meta({ id: 'SecondFactorBody' });
export type SecondFactorBody = z.infer<typeof SecondFactorBody>;

export const RecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).meta({ description: 'shown once: each logs in (or confirms) once instead of a code' }) })
  .meta({ id: 'RecoveryCodes' });

export const AntiPhishingBody = z
  .strictObject({
    ...appKeyParam,
    code: z.string().trim().regex(ANTI_PHISHING_CODE, err('ANTI_PHISHING_CODE_FORMAT')).nullable().meta({ description: 'null removes it' }),
  })
  .meta({ id: 'AntiPhishingBody' });

/** The second step of a login with two-factor on: the challenge from POST /api/login and a code. */
export const LoginChallengeBody = z
  .strictObject({
    ...appKeyParam,
    challenge: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, err('LOGIN_CHALLENGE_EXPIRED')),
    code: SecondFactorCode,
  })
  .meta({ id: 'LoginChallengeBody' });
export type LoginChallengeBody = z.infer<typeof LoginChallengeBody>;

export const LoginChallenge = z
  .object({
    twoFactor: z.object({
      challenge: z.string().meta({ description: 'send it with the code to POST /api/login/two-factor' }),
      expiresInSeconds: z.number().int(),
    }),
  })
  .meta({ id: 'LoginChallenge' });
export type LoginChallenge = z.infer<typeof LoginChallenge>;

/** What POST /api/login answers: the user (token in the Authorization header), or the second step. */
export const LoginResponse = z.union([UserInfo, LoginChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SessionView = z
  .object({
    id: z.string().meta({ description: 'names the session here; not its token' }),
    ip: z.string(),
    userAgent: z.string(),
    createdAt: IsoDate,
    lastUsedAt: IsoDate.meta({ description: 'to the minute' }),
    current: z.boolean().meta({ description: 'the session of this request' }),
  })
  .meta({ id: 'Session' });
export type SessionView = z.infer<typeof SessionView>;
export const SessionList = z.array(SessionView);

export const SessionIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, err('SESSION_NOT_FOUND')) });
