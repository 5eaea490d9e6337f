// Client-side checks with the patterns of the server's schemas (shared/patterns.ts); they
// return i18n keys. The server checks again and answers with a localized message.
import type { ParseKeys } from 'i18next';
import { isCommonPassword } from '../../../../shared/guessable.ts';
import { EMAIL, EMAIL_MAX_LENGTH, INVITE_CODE, PASSWORD, PHONE, VERIFY_CODE } from '../../../../shared/patterns.ts';

type Key = ParseKeys;

export const checks = {
  phone(value: string): Key | null {
    if (!value.trim()) return 'validation.phoneRequired';
    return PHONE.test(value.trim()) ? null : 'validation.phoneInvalid';
  },
  areaCode(value: string | null): Key | null {
    return value ? null : 'validation.areaCodeRequired';
  },
  email(value: string): Key | null {
    if (!value.trim()) return 'validation.emailRequired';
    return EMAIL.test(value.trim()) && value.trim().length <= EMAIL_MAX_LENGTH ? null : 'validation.emailInvalid';
  },
  loginPassword(value: string): Key | null {
    return value ? null : 'validation.passwordRequired';
  },
  newPassword(value: string): Key | null {
    if (!value) return 'validation.passwordRequired';
    // say which rule failed: a short password is far likelier than a Chinese character in it
    if ([...value].length < 6 || [...value].length > 32) return 'validation.passwordFormat';
    if (!PASSWORD.test(value)) return 'validation.passwordCharacters';
    return isCommonPassword(value) ? 'validation.passwordTooCommon' : null;
  },
  confirm(value: string, password: string): Key | null {
    if (!value) return 'validation.confirmRequired';
    return value === password ? null : 'validation.passwordsMismatch';
  },
  code(value: string): Key | null {
    if (!value.trim()) return 'validation.codeRequired';
    return VERIFY_CODE.test(value.trim()) ? null : 'validation.codeInvalid';
  },
  invite(value: string, required: boolean): Key | null {
    const v = value.trim();
    if (!v) return required ? 'validation.inviteRequired' : null;
    return INVITE_CODE.test(v) ? null : 'validation.inviteInvalid';
  },
};

/** The checks of the account a form names: area code and phone, or e-mail. */
export function accountChecks(v: {
  type: 'phone' | 'email';
  areaCodeId: string | null;
  phone: string;
  email: string;
}): Record<string, Key | null> {
  return v.type === 'phone'
    ? { areaCodeId: checks.areaCode(v.areaCodeId), phone: checks.phone(v.phone) }
    : { email: checks.email(v.email) };
}

/** The checks of the verification code and the new password twice (register, reset). */
export function codePasswordChecks(v: { code: string; password: string; confirmPassword: string }): Record<string, Key | null> {
  return {
    code: checks.code(v.code),
    password: checks.newPassword(v.password),
    confirmPassword: checks.confirm(v.confirmPassword, v.password),
  };
}
