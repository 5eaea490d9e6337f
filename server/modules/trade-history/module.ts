// The trade-history module (issue 17.7, decision 042): every trading product's rows of the
// caller in one list, newest first, and its CSV export.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { TradingProducts } from '../trading/products.ts';
import { TradeHistoryRepository } from './repository.ts';
import { tradeHistoryRoutes } from './routes.ts';
import { TradeHistoryService } from './service.ts';
import { TradeHistoryViews } from './views.ts';

export function tradeHistoryModule(ctx: AppContext, deps: { trading: TradingProducts }) {
  const tradeHistory = new TradeHistoryService(new TradeHistoryRepository(ctx.sqlite, deps.trading), new TradeHistoryViews(deps.trading));
  return {
    name: 'trade-history',
    tradeHistory,
    routes: async (app) => {
      await app.register(tradeHistoryRoutes, { history: tradeHistory });
    },
  } satisfies AppModule & Record<string, unknown>;
}
