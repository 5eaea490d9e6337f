// The second-factor code as the forms check it, before anything is sent (the login's second
// step, a withdrawal, turning two-factor on or off): pure, beside its unit test.
import { RECOVERY_CODE, TOTP_CODE } from '../../../shared/patterns.ts';

/** The code as sent: spaces dropped (authenticator apps show "123 456"). */
export const secondFactorValue = (typed: string) => typed.replace(/\s/g, '');

/** null when `typed` is a 6-digit authenticator code (or, where `recovery` allows, a recovery code); else the message key. */
export function secondFactorIssue(typed: string, recovery = true): 'security.code.required' | 'security.code.format' | null {
  const code = secondFactorValue(typed);
  if (!code) return 'security.code.required';
  return TOTP_CODE.test(code) || (recovery && RECOVERY_CODE.test(code)) ? null : 'security.code.format';
}
