// The second code of a withdrawal and of turning the withdrawal allow-list off (issue 38 point 4,
// decision 089): with two-factor on, the authenticator's code (or a recovery code); otherwise a
// code sent to the account's e-mail or phone (the auth module's verification codes, purpose
// `withdraw` or `allow-list`), bound to what it confirms.
import type { Locale } from '../../../../shared/locales.ts';
import { maskContact, type WithdrawConfirmation } from '../../../../shared/withdrawals.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BoundCode, VerificationCodes } from '../../auth/verification-codes.ts';

/** The security centre's two-factor, as a withdrawal asks it (decision 044). */
export interface SecondFactor {
  isEnabled(userId: number): boolean;
  /** null when two-factor is off; else the code is checked (TOTP_REQUIRED without one) and its kind told. */
  requireCode(userId: number, code: string | undefined): Promise<'totp' | 'recovery' | null>;
}

type Codes = Pick<VerificationCodes, 'sendToUser' | 'contactOfUser' | 'check' | 'use'>;
type Purpose = 'withdraw' | 'allow-list';

/** A second code that matched: how it was confirmed, and `use` to call inside the transaction that acts on it. */
export interface Confirmed {
  with: WithdrawConfirmation;
  /** Uses a sent code up (WITHDRAW_CODE_INVALID when another request used it first); nothing for the authenticator's. */
  use(): void;
}

export class SecondCode {
  constructor(
    private readonly auth: { codes: Codes },
    private readonly twoFactor: SecondFactor,
  ) {}

  /** Sends the code of `purpose` bound to what it confirms, when two-factor is off; tells where it went, masked. */
  send(userId: number, purpose: Purpose, ip: string, locale: Locale, bound: BoundCode) {
    if (this.twoFactor.isEnabled(userId)) throw new AppError('WITHDRAW_CODE_NOT_NEEDED');
    const sent = this.auth.codes.sendToUser(userId, purpose, ip, locale, bound);
    return {
      channel: sent.channel,
      sentTo: maskContact(sent.target),
      expiresInSeconds: sent.expiresInSeconds,
      resendInSeconds: sent.resendInSeconds,
    };
  }

  /**
   * Checks the second code before the caller's transaction: the authenticator's (spent now), or
   * the sent code bound to `binding` (a wrong one counts one of its 5 tries; a good one is used
   * by `use()` in the transaction, so a request refused for any other reason leaves it usable).
   */
  async check(userId: number, purpose: Purpose, binding: string, code: { authenticator?: string; sent?: string }): Promise<Confirmed> {
    const kind = await this.twoFactor.requireCode(userId, code.authenticator);
    if (kind) return { with: kind === 'totp' ? 'authenticator' : 'recovery-code', use: () => {} };
    const sent = code.sent;
    if (!sent) throw new AppError('WITHDRAW_CODE_REQUIRED');
    const codes = this.auth.codes;
    const { target, channel } = codes.contactOfUser(userId);
    if (!codes.check(purpose, target, sent, binding)) throw new AppError('WITHDRAW_CODE_INVALID');
    return {
      with: channel,
      use: () => {
        if (codes.use(purpose, target, sent, () => true, binding) === 'bad-code') throw new AppError('WITHDRAW_CODE_INVALID');
      },
    };
  }
}
