// Six-digit codes sent by SMS or e-mail that prove an address: to register it, to reset its
// password, or (logged in) to recover the security password, confirm a withdrawal or turn the
// withdrawal allow-list off. Only a hash is stored, only the newest code of an address and
// purpose is valid, and a code is burnt after a few wrong tries. A code may be bound to what it
// confirms (a withdrawal's amount and destination): its hash covers that, so it confirms nothing else.
// Checks are synchronous better-sqlite3 transactions, so parallel guesses are counted one by one.
import { createHash } from 'node:crypto';
import { serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { MessageParams } from '../../../shared/errors.ts';
import type { ServerMessageKey } from '../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { isMagicEmail, MAGIC_CODE } from '../../../shared/sandbox.ts';
import type { SendCodeBody } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountTarget, checkAreaCode, targetOf, userAt } from './account-address.ts';
import type { AuthRepository } from './repository.ts';

/** What a verification code is for. */
export type CodeUse = 'register' | 'reset' | 'security' | 'withdraw' | 'allow-list';

/**
 * A code that confirms one thing: `binding` (what it confirms, e.g. a withdrawal's fingerprint)
 * goes into its hash, and the message says what it confirms (`params`; the code and its minutes
 * are added).
 */
export interface BoundCode {
  binding: string;
  subject: ServerMessageKey;
  body: ServerMessageKey;
  params?: MessageParams;
}

/** Where a logged-in user's codes go: their e-mail address when they have one, else their phone. */
export interface Contact {
  target: string;
  channel: 'sms' | 'email';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sending limits and a code's life; part of AUTH_POLICY (docs/decisions/004). */
export const CODE_POLICY = {
  codePerTarget: { limit: 1, windowMs: MINUTE },
  codePerTargetDaily: { limit: 10, windowMs: 24 * HOUR },
  codePerIp: { limit: 20, windowMs: HOUR },
  codeTtlMs: 10 * MINUTE,
  codeMaxAttempts: 5,
} as const;

/** What sending a code answers (the same whether a code went out or not). */
export interface SentCode {
  target: string;
  expiresInSeconds: number;
  resendInSeconds: number;
}

type CodeRepository = Pick<
  AuthRepository,
  'latestCode' | 'codeFailed' | 'codeUsed' | 'burnCodes' | 'insertCode' | 'userById' | 'userByPhone' | 'userByEmail' | 'areaCodeKnown'
>;

export class VerificationCodes {
  constructor(
    private readonly ctx: Pick<AppContext, 'sqlite' | 'clock' | 'random' | 'limiter' | 'notifier' | 'config'>,
    private readonly repo: CodeRepository,
  ) {}

  /**
   * Answers the same whether the account exists or not, so the answer tells nothing about who
   * is registered: a message goes to the address either way, but a register code is only sent
   * to a free address and a reset code only to a registered one; otherwise the message says
   * that someone asked, and carries no code.
   */
  send(body: SendCodeBody, ip: string, locale: Locale): SentCode {
    const target = accountTarget(body);
    this.ctx.limiter.enforce(`code:ip:${ip}`, CODE_POLICY.codePerIp);
    checkAreaCode(this.repo, body);
    this.ctx.limiter.enforce(`code:target:${target}`, CODE_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.ctx.limiter.enforce(`code:target-day:${target}`, CODE_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');

    const exists = Boolean(userAt(this.repo, body));
    const channel = body.type === 'phone' ? 'sms' : 'email';
    if (body.purpose === 'register' && exists) this.notify(target, channel, locale, 'registerAttemptSubject', 'registerAttemptBody');
    else if (body.purpose === 'reset' && !exists) this.notify(target, channel, locale, 'resetUnknownSubject', 'resetUnknownBody');
    else this.issue(body.purpose, target, channel, locale);
    return this.sent(target);
  }

  /**
   * Sends a code to a logged-in user's own phone or e-mail (security-password recovery, a
   * withdrawal's confirmation, turning the allow-list off); `bound`: a code for that only.
   */
  sendToUser(userId: number, purpose: CodeUse, ip: string, locale: Locale, bound?: BoundCode): SentCode & Contact {
    const { target, channel } = this.contactOfUser(userId);
    this.ctx.limiter.enforce(`code:ip:${ip}`, CODE_POLICY.codePerIp);
    this.ctx.limiter.enforce(`code:target:${purpose}:${target}`, CODE_POLICY.codePerTarget, 'VERIFY_CODE_TOO_FREQUENT');
    this.ctx.limiter.enforce(`code:target-day:${target}`, CODE_POLICY.codePerTargetDaily, 'VERIFY_CODE_TOO_FREQUENT');
    this.issue(purpose, target, channel, locale, bound);
    return { ...this.sent(target), channel };
  }

  /** Where a user's codes go (SESSION_INVALID for a user that is gone, NO_CONTACT_FOR_CODE for one with neither e-mail nor phone). */
  contactOfUser(userId: number): Contact {
    const user = this.repo.userById(userId);
    if (!user) throw new AppError('SESSION_INVALID');
    if (!user.email && !user.phone) throw new AppError('NO_CONTACT_FOR_CODE');
    return { target: targetOf(user), channel: user.email ? 'email' : 'sms' };
  }

  /** Where a user's codes go (SESSION_INVALID for a user that is gone). */
  targetOfUser(userId: number): string {
    return this.contactOfUser(userId).target;
  }

  /**
   * Checks a code without using it (a wrong one counts an attempt). Callers check before
   * hashing a new password, so wrong guesses cost no hashing, then use the code with `use`
   * once the hash is ready.
   */
  check(purpose: CodeUse, target: string, code: string, binding = ''): boolean {
    return this.match(purpose, target, code, binding, false, () => true) === true;
  }

  /**
   * Checks a code and, when it matches, uses it and runs `onMatch` in the same transaction.
   * A wrong code still counts an attempt (the transaction commits); after too many the code
   * is burnt.
   */
  use<T>(purpose: CodeUse, target: string, code: string, onMatch: () => T, binding = ''): T | 'bad-code' {
    return this.match(purpose, target, code, binding, true, onMatch);
  }

  private match<T>(purpose: CodeUse, target: string, code: string, binding: string, use: boolean, onMatch: () => T): T | 'bad-code' {
    const now = this.ctx.clock.now();
    return this.ctx.sqlite
      .transaction(() => {
        const row = this.repo.latestCode(target, purpose, now);
        if (!row) return 'bad-code' as const;
        if (row.codeHash !== codeHash(purpose, target, code, binding)) {
          this.repo.codeFailed(CODE_POLICY.codeMaxAttempts, now, row.id);
          return 'bad-code' as const;
        }
        if (use) this.repo.codeUsed(now, row.id);
        return onMatch();
      })
      .immediate();
  }

  private sent(target: string): SentCode {
    return { target, expiresInSeconds: CODE_POLICY.codeTtlMs / 1000, resendInSeconds: CODE_POLICY.codePerTarget.windowMs / 1000 };
  }

  private notify(
    target: string,
    channel: 'sms' | 'email',
    locale: Locale,
    subject: 'registerAttemptSubject' | 'resetUnknownSubject',
    body: 'registerAttemptBody' | 'resetUnknownBody',
  ) {
    this.ctx.notifier.send({ channel, target, subject: serverMessage(locale, subject), body: serverMessage(locale, body), locale });
  }

  private issue(purpose: CodeUse, target: string, channel: 'sms' | 'email', locale: Locale, bound?: BoundCode) {
    // (a sandbox's magic value: its test addresses' codes are known, so a client's test can type them)
    const code = this.ctx.config.sandbox && isMagicEmail(target) ? MAGIC_CODE : String(this.ctx.random.int(0, 1_000_000)).padStart(6, '0');
    const now = this.ctx.clock.now();
    const minutes = CODE_POLICY.codeTtlMs / MINUTE;
    this.ctx.sqlite
      .transaction(() => {
        // Only the newest code is valid.
        this.repo.burnCodes(now, target, purpose);
        this.repo.insertCode(purpose, target, codeHash(purpose, target, code, bound?.binding ?? ''), now + CODE_POLICY.codeTtlMs, now);
        this.ctx.notifier.send({
          channel,
          target,
          subject: serverMessage(locale, bound?.subject ?? 'codeMessageSubject'),
          body: serverMessage(locale, bound?.body ?? 'codeMessageBody', { ...bound?.params, code, minutes }),
          locale,
        });
      })
      .immediate();
  }
}

function codeHash(purpose: CodeUse, target: string, code: string, binding: string) {
  return createHash('sha256')
    .update(`${purpose}:${target}:${code}${binding ? `:${binding}` : ''}`)
    .digest('hex');
}
