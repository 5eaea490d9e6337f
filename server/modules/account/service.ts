// The account's own screens (issue 17 points 3, 4, 6): the dashboard's figures, the people a
// user invited and the rewards their fees paid, and the credit score's history. The credit
// score is shown and audited, never read by any money or trading rule (decision 046).
import type { Clock } from '../../lib/clock.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { AccountAddress, AccountRepository, CreditChangeRow } from './repository.ts';

/** "ab***@example.com", "+852 12****78": enough for the inviter to recognise, not to contact. */
export function maskAccount(a: AccountAddress & { status?: string }): string {
  if (a.status === 'cancelled') return '***';
  if (a.email) {
    const [name = '', domain = ''] = a.email.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  const phone = a.phone ?? '';
  const shown = phone.length > 4 ? `${phone.slice(0, 2)}****${phone.slice(-2)}` : '****';
  return `+${a.areaCode ?? ''} ${shown}`;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

function paging(q: PageQuery) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A credit-score change as the approval of its proposal executes it. */
export type CreditChange = Omit<CreditChangeRow, 'createdAt'>;

export class AccountService {
  constructor(
    private readonly clock: Clock,
    private readonly repo: AccountRepository,
    private readonly wallet: WalletService,
    private readonly book: CurrencyBook,
    private readonly messages: UserMessages,
  ) {}

  exists(userId: number): boolean {
    return this.repo.address(userId) !== undefined;
  }

  dashboard(user: { userId: number; creditScore: number; inviteCode: string }) {
    return {
      realTotalUsdt: this.wallet.assets(user.userId, 'real').totalUsdt,
      demoTotalUsdt: this.wallet.assets(user.userId, 'demo').totalUsdt,
      creditScore: user.creditScore,
      inviteCode: user.inviteCode,
      invitees: this.repo.inviteeCount(user.userId),
      rewards: this.repo.rewardTotals(user.userId).map((r) => ({ currency: r.currency, amount: this.book.format(r.currency, r.total) })),
    };
  }

  invitees(userId: number, q: PageQuery) {
    const { page, pageSize, offset } = paging(q);
    return {
      items: this.repo.invitees(userId, pageSize, offset).map((u) => ({
        account: maskAccount(u),
        createdAt: new Date(u.createdAt).toISOString(),
      })),
      total: this.repo.inviteeCount(userId),
      page,
      pageSize,
    };
  }

  rewards(userId: number, q: PageQuery) {
    const { page, pageSize, offset } = paging(q);
    return {
      items: this.repo.rewards(userId, pageSize, offset).map((r) => ({
        id: Number(r.id),
        inviteeAccount: maskAccount(r),
        source: r.sourceType,
        currency: r.currency,
        fee: this.book.format(r.currency, r.fee),
        reward: this.book.format(r.currency, r.reward),
        createdAt: new Date(Number(r.createdAt)).toISOString(),
      })),
      total: this.repo.rewardCount(userId),
      page,
      pageSize,
    };
  }

  creditHistory(userId: number, q: PageQuery) {
    const { page, pageSize, offset } = paging(q);
    return {
      items: this.repo.creditChanges(userId, pageSize, offset).map((c) => ({
        ...c,
        createdAt: new Date(c.createdAt).toISOString(),
      })),
      total: this.repo.creditCount(userId),
      page,
      pageSize,
    };
  }

  /**
   * Records a credit-score change and tells the user (message centre). Synchronous: called
   * inside the approval's transaction, it commits or rolls back with the change itself.
   */
  creditScoreChanged(c: CreditChange) {
    this.repo.insertCreditChange({ ...c, createdAt: this.clock.now() });
    this.messages.send(c.userId, 'creditScoreChanged', { before: c.before, after: c.after, reason: c.reason });
  }
}
