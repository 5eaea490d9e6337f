// Bank-transfer reference codes (issue 38 point 3, decision 088): each user has one open code
// per currency, shown with the payee details for the transfer's remark and reused until a deposit
// request quotes it; the request binds it (one code, one request) and staff find the request by
// the code the bank statement shows.
import { newBankReference } from '../../../../shared/bank-reference.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BankReferenceRepository } from './reference-repository.ts';

export class BankReferences {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: BankReferenceRepository,
  ) {}

  /** The user's open code for `currency`, issued now if there is none. */
  openOrIssue(userId: number, currency: string): string {
    return this.ctx.sqlite
      .transaction(() => {
        const open = this.repo.open(userId, currency);
        if (open) return open.code;
        const now = this.ctx.clock.now();
        // 40 random bits: a code already issued (to anyone) is drawn again
        for (;;) {
          const code = newBankReference(this.ctx.random);
          if (this.repo.insert(userId, currency, code, now)) return code;
        }
      })
      .immediate();
  }

  /**
   * The code a new deposit request in `currency` binds: the one it quotes, which must be the
   * user's own open code for the currency, or (none quoted) the user's open code, if any ("").
   */
  toBind(userId: number, currency: string, quoted: string | undefined): string {
    if (quoted === undefined) return this.repo.open(userId, currency)?.code ?? '';
    const ref = this.repo.byCode(quoted);
    if (!ref || ref.userId !== userId || ref.currency !== currency) throw new AppError('REFERENCE_UNKNOWN');
    if (ref.depositId !== null) throw new AppError('REFERENCE_USED');
    return ref.code;
  }

  /** Binds `code` to the request, in the request's transaction: the unique depositId allows it once. */
  bind(code: string, depositId: number) {
    if (code && !this.repo.bind(code, depositId)) throw new AppError('REFERENCE_USED');
  }
}
