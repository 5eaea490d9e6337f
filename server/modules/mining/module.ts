// The mining module (issue 18): mining products and orders, the daily payout job and early
// redemption, the back office's view and the mining-product four-eyes kinds, and mining as a
// trading product.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { TradingProducts } from '../trading/products.ts';
import { miningAdminRoutes } from './admin-routes.ts';
import { MiningAdmin } from './admin-service.ts';
import { miningProduct } from './product.ts';
import { miningProductKinds } from './product-proposals.ts';
import { MiningProductRepository } from './product-repository.ts';
import { MiningRepository } from './repository.ts';
import { miningRoutes } from './routes.ts';
import { MINING_POLL_MS, MiningService } from './service.ts';

export function miningModule(ctx: AppContext, deps: { book: CurrencyBook; approvals: ApprovalService; trading: TradingProducts }) {
  const repo = new MiningRepository(ctx.sqlite);
  const mining = new MiningService(ctx, deps.book, repo);
  const miningAdmin = new MiningAdmin(repo, mining, deps.approvals);
  const kinds = miningProductKinds(repo, deps.book, () => ctx.clock.now());
  deps.approvals.register(kinds.change);
  deps.approvals.register(kinds.create);
  deps.trading.register(miningProduct(repo, new MiningProductRepository(ctx.sqlite)));
  return {
    name: 'mining',
    mining,
    miningAdmin,
    // interest of every day that ended, and principals at maturity (catch-up after downtime)
    jobs: [{ name: 'mining-payouts', everyMs: MINING_POLL_MS, run: (now: number) => mining.payDue(now) }],
    routes: async (app) => {
      await app.register(miningRoutes, { mining });
      await app.register(miningAdminRoutes, { mining: miningAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
