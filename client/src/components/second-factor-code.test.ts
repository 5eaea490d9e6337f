// The check the second-factor forms run before sending (was shown through chromium by
// tests/browser/security.test.ts: a 5-digit code refused with the message below).
import { describe, expect, it } from 'vitest';
import account from '../locales/account/en-US.json';
import { secondFactorIssue, secondFactorValue } from './second-factor-code';

describe('secondFactorIssue', () => {
  it('takes a 6-digit authenticator code, spaces or not', () => {
    expect(secondFactorIssue('123456')).toBeNull();
    expect(secondFactorIssue(' 123 456 ')).toBeNull();
    expect(secondFactorValue(' 123 456 ')).toBe('123456');
  });

  it('refuses a code of another length or with letters, and asks for one when empty', () => {
    for (const typed of ['12345', '1234567', '12a456']) expect(secondFactorIssue(typed), typed).toBe('security.code.format');
    expect(secondFactorIssue('')).toBe('security.code.required');
    expect(secondFactorIssue('   ')).toBe('security.code.required');
  });

  it('takes a recovery code where recovery is allowed (login, withdrawal), not when turning two-factor on', () => {
    expect(secondFactorIssue('ABCDE-FGHJK')).toBeNull();
    expect(secondFactorIssue('abcdefghjk')).toBeNull();
    expect(secondFactorIssue('ABCDE-FGHJK', false)).toBe('security.code.format');
    expect(secondFactorIssue('12345', false)).toBe('security.code.format');
  });

  it('names the English message the form shows', () => {
    expect(account.security.code.format).toBe('Enter 6 digits, or a recovery code such as ABCDE-FGHJK');
  });
});
