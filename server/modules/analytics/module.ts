// The results analytics module (issue 42 point 1, decision 102): the caller's figures over
// their closed trades of every product and their wallet's cash flows. Owns no table.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { TradeHistoryService } from '../trade-history/service.ts';
import { AnalyticsRepository } from './repository.ts';
import { analyticsRoutes } from './routes.ts';
import { AnalyticsService } from './service.ts';

export function analyticsModule(ctx: AppContext, deps: { book: CurrencyBook; tradeHistory: TradeHistoryService }) {
  const analytics = new AnalyticsService(new AnalyticsRepository(ctx.sqlite, ctx.flow), deps.book, deps.tradeHistory);
  return {
    name: 'analytics',
    analytics,
    routes: async (app) => {
      await app.register(analyticsRoutes, { analytics });
    },
  } satisfies AppModule & Record<string, unknown>;
}
