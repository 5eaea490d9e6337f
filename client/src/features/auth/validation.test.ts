// The client's checks and the server's schemas use one set of patterns (shared/patterns.ts):
// whatever the server refuses, the form refuses before sending, and the reverse.
import { describe, expect, it } from 'vitest';
import { EmailAddress, InviteCode, Password, PhoneNumber, VerifyCode } from '../../../../shared/schemas/auth.ts';
import { checks } from './validation';

const cases = {
  email: [
    'user@example.com',
    'first.last+tag@mail.example.org',
    'a@b.c',
    'a@b',
    'a b@example.com',
    '.a@example.com',
    'a..b@example.com',
    `${'a'.repeat(250)}@example.com`,
  ],
  newPassword: ['secret1', 'pass word!', '12345', 'a'.repeat(32), 'a'.repeat(33), '密码密码密码', 'abc\u0007def'],
  phone: ['13800000000', '1234', '1234567890123456', '138-0000'],
  code: ['123456', '12345', '1234567', 'abcdef'],
  invite: ['ABC123', 'a'.repeat(32), 'a'.repeat(33), 'AB-12'],
} as const;

const schemas = { email: EmailAddress, newPassword: Password, phone: PhoneNumber, code: VerifyCode, invite: InviteCode };

describe('client checks agree with the server schemas', () => {
  for (const [field, values] of Object.entries(cases) as [keyof typeof cases, readonly string[]][]) {
    it.each(values)(`${field}: %s`, (value) => {
      const serverAccepts = schemas[field].safeParse(value).success;
      const clientIssue = field === 'invite' ? checks.invite(value, true) : checks[field](value);
      expect(clientIssue === null).toBe(serverAccepts);
    });
  }
});

it('says which rule a new password breaks: its length, or the characters it may not contain', () => {
  expect(checks.newPassword('12345')).toBe('validation.passwordFormat');
  expect(checks.newPassword('a'.repeat(33))).toBe('validation.passwordFormat');
  expect(checks.newPassword('密码密码密码')).toBe('validation.passwordCharacters');
  expect(checks.newPassword('ｐａｓｓｗｏｒｄ')).toBe('validation.passwordCharacters');
});
