// The account module (issue 17 points 3, 4, 6 and 8): the dashboard, invitations and referral
// rewards (a periodic job over the trading products' fees), the credit score's history and its
// four-eyes kind, and cancelling an account (each trading product says what blocks it).
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { AuthRepository } from '../auth/repository.ts';
import type { AccessEnded, AuthService } from '../auth/service.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { TradingProducts } from '../trading/products.ts';
import { AccountCancellation, type LockedBonuses } from './cancellation.ts';
import { creditScoreKind } from './credit-score-kind.ts';
import { REFERRAL_POLL_MS, ReferralRewards } from './referral.ts';
import { AccountRepository } from './repository.ts';
import { accountRoutes } from './routes.ts';
import { AccountService } from './service.ts';

export function accountModule(
  ctx: AppContext,
  deps: {
    auth: AuthService;
    users: AuthRepository;
    wallet: WalletService;
    book: CurrencyBook;
    messages: UserMessages;
    approvals: ApprovalService;
    trading: TradingProducts;
    /** The bonus module: what a locked bonus holds back, forfeited on cancelling (decision 071). */
    bonuses: LockedBonuses;
    /** Inside the cancellation's transaction: what ends with the sessions (API keys, issue 39). */
    onAccessEnded?: AccessEnded;
  },
) {
  const repo = new AccountRepository(ctx.sqlite);
  const account = new AccountService(ctx.clock, repo, deps.wallet, deps.book, deps.messages);
  const referrals = new ReferralRewards(ctx.ledger, ctx.clock, repo, deps.trading, ctx.config.referralRewardRate, () =>
    deps.users.config('defaultInviteCode'),
  );
  // what must be closed before an account is cancelled: each trading product's check
  const cancellation = new AccountCancellation(ctx, repo, deps.users, deps.trading, deps.bonuses, deps.onAccessEnded);
  // an approved credit-score change: into the user's history, and a message to them
  deps.approvals.register(creditScoreKind(repo, (c) => account.creditScoreChanged(c)));
  return {
    name: 'account',
    account,
    referrals,
    cancellation,
    jobs: [{ name: 'referral-rewards', everyMs: REFERRAL_POLL_MS, run: () => referrals.run() }],
    routes: async (app) => {
      await app.register(accountRoutes, { auth: deps.auth, account, cancellation });
    },
  } satisfies AppModule & Record<string, unknown>;
}
