// The overview module (issue 14 point 8, decision 030): the back office's first page, today's
// figures, the queues waiting, every trading product's open business and the last 30 days.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { TradingProducts } from '../trading/products.ts';
import { OverviewRepository } from './repository.ts';
import { overviewRoutes } from './routes.ts';
import { OverviewService } from './service.ts';

export function overviewModule(ctx: AppContext, deps: { book: CurrencyBook; trading: TradingProducts }) {
  const overview = new OverviewService(ctx.clock, deps.book, new OverviewRepository(ctx.sqlite), deps.trading);
  return {
    name: 'overview',
    overview,
    routes: async (app) => {
      await app.register(overviewRoutes, { overview });
    },
  } satisfies AppModule & Record<string, unknown>;
}
