// The classrooms module (issue 43 point 2, decisions 105 and 106): classes, their learners and
// their shared scenarios. Its learners trade class wallets (mode `class:<id>`) through the replay
// module's practice service, a shared scenario is the replay module's sessions; the leaderboard
// reads the analytics reports and the teacher's view the trade history of the class's mode.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { ReplayPaths } from '../../engine/price-source.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AnalyticsService } from '../analytics/service.ts';
import type { PracticeApi, ScenarioSessions } from '../replay/practice-api.ts';
import type { TradeHistoryService } from '../trade-history/service.ts';
import { classAdminRoutes } from './admin-routes.ts';
import { ClassRepository } from './repository.ts';
import { classRoutes } from './routes.ts';
import { CLASS_CURRENCY, ClassService } from './service.ts';

export function classesModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    paths: Pick<ReplayPaths, 'revealed'>;
    practice: PracticeApi;
    scenarios: ScenarioSessions;
    analytics: AnalyticsService;
    tradeHistory: TradeHistoryService;
  },
) {
  const repo = new ClassRepository(ctx.sqlite);
  const classes = new ClassService(repo, {
    clock: ctx.clock,
    ledger: ctx.ledger,
    practice: deps.practice,
    scenarios: deps.scenarios,
    product: (id) => deps.market.product(id),
    hasSpotMarket: (productId) => repo.hasSpotMarket(productId),
    revealed: (start) => deps.paths.revealed(start),
    report: (userId, mode, from) => deps.analytics.report(userId, { mode, currency: CLASS_CURRENCY, from }),
    trades: (userId, mode, page, pageSize) => deps.tradeHistory.page(userId, { mode, page, pageSize }),
  });
  return {
    name: 'classes',
    // trading and closing go through the practice service, whose products' books and queues are the engine's
    engineRoutes: ['/api/classes'],
    classes,
    routes: async (app) => {
      await app.register(classRoutes, { classes });
      await app.register(classAdminRoutes, { classes });
    },
  } satisfies AppModule & Record<string, unknown>;
}
