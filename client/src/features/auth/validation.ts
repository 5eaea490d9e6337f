// Client-side checks mirroring the server's schemas (shared/schemas/auth.ts); they return
// i18n keys. The server checks again and answers with a localized message.
import type { ParseKeys } from 'i18next';

type Key = ParseKeys;

// 6 to 32 characters without Chinese characters or control characters (same pattern as the
// server's Password schema; repeated here so the client bundle does not carry zod).
const PASSWORD_PATTERN = /^[^\p{Cc}\u2E80-\u2FDF\u3000-\u303F\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]{6,32}$/u;
const PHONE_PATTERN = /^\d{5,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = /^\d{6}$/;
const INVITE_PATTERN = /^[A-Za-z0-9]{0,32}$/;

export const checks = {
  phone(value: string): Key | null {
    if (!value.trim()) return 'validation.phoneRequired';
    return PHONE_PATTERN.test(value.trim()) ? null : 'validation.phoneInvalid';
  },
  areaCode(value: string | null): Key | null {
    return value ? null : 'validation.areaCodeRequired';
  },
  email(value: string): Key | null {
    if (!value.trim()) return 'validation.emailRequired';
    return EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254 ? null : 'validation.emailInvalid';
  },
  loginPassword(value: string): Key | null {
    return value ? null : 'validation.passwordRequired';
  },
  newPassword(value: string): Key | null {
    if (!value) return 'validation.passwordRequired';
    return PASSWORD_PATTERN.test(value) ? null : 'validation.passwordFormat';
  },
  confirm(value: string, password: string): Key | null {
    if (!value) return 'validation.confirmRequired';
    return value === password ? null : 'validation.passwordsMismatch';
  },
  code(value: string): Key | null {
    if (!value.trim()) return 'validation.codeRequired';
    return CODE_PATTERN.test(value.trim()) ? null : 'validation.codeInvalid';
  },
  invite(value: string, required: boolean): Key | null {
    const v = value.trim();
    if (!v) return required ? 'validation.inviteRequired' : null;
    return INVITE_PATTERN.test(v) ? null : 'validation.inviteInvalid';
  },
};
