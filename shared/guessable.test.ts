import { describe, expect, it } from 'vitest';
import { isCommonPassword, isGuessablePin } from './guessable.ts';
import { ChangePasswordBody } from './schemas/auth.ts';
import { ChangeSecurityPasswordBody, SetSecurityPasswordBody } from './schemas/funds.ts';

describe('common login passwords', () => {
  it('refuses the top-list passwords whatever their case, and lets others through', () => {
    for (const p of ['password', 'Password', 'PASSWORD1', '123456', 'qwerty123', 'iloveyou', 'letmein', 'abc123456']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['secret-pass1', 'Blue42Fox', 'journey-pass1', 'correct horse battery']) expect(isCommonPassword(p), p).toBe(false);
  });
  it('is the schema rule of a new password with its own reason, never of the old one', () => {
    const r = ChangePasswordBody.safeParse({ oldPassword: 'password', password: 'password', confirmPassword: 'password' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'PASSWORD_TOO_COMMON']]);
  });
});

describe('guessable withdrawal PINs', () => {
  it('refuses repeats, runs up and down, and the common PINs', () => {
    for (const p of [
      '111111',
      '000000',
      '999999',
      '123456',
      '654321',
      '012345',
      '987654',
      '234567',
      '121212',
      '112233',
      '123123',
      '520520',
      '159753',
      '147258',
      '789456',
      '123321',
      '666666',
    ]) {
      expect(isGuessablePin(p), p).toBe(true);
    }
    for (const p of ['135790', '246802', '975310', '901234', '482915', '123457']) expect(isGuessablePin(p), p).toBe(false);
  });
  it('is the schema rule of a new PIN with its own reason; the old PIN is only checked for its format', () => {
    const set = SetSecurityPasswordBody.safeParse({ password: '123456', confirmPassword: '123456' });
    expect(set.error?.issues.map((i) => i.message)).toEqual(['SECURITY_PASSWORD_TOO_EASY']);
    expect(ChangeSecurityPasswordBody.safeParse({ oldPassword: '111111', password: '482915', confirmPassword: '482915' }).success).toBe(
      true,
    );
  });
});
