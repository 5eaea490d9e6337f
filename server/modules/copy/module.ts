// The copy trading module (issue 42 point 2, docs/decisions/103-copy-trading.md): leaders,
// subscriptions and copy jobs. It registers on the contract service at composition (the contract
// module does not import it): its leaders, for the one-shot follow and the traders' list; its
// position listener, which writes the jobs inside every leader's transaction; the names of the
// leaders copied positions show. The engine runs the jobs after the contract risk engine.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AnalyticsService } from '../analytics/service.ts';
import type { ContractService } from '../contract/service.ts';
import { copyAdminRoutes } from './admin-routes.ts';
import { CopyJobs } from './jobs.ts';
import { CopyRepository } from './repository.ts';
import { copyRoutes } from './routes.ts';
import { CopyService } from './service.ts';

export function copyModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    contract: ContractService;
    analytics: AnalyticsService;
    /** Runs the contract risk engine up to a time (resolves when its run has ended): the jobs come after it. */
    afterRisk: (time: number) => Promise<void>;
    /** A customer the back office manages (not a guest). */
    isCustomer: (userId: number) => boolean;
    log: { error(obj: object, msg: string): void };
  },
) {
  const repo = new CopyRepository(ctx.sqlite);
  const copy = new CopyService(repo, {
    clock: ctx.clock,
    ledger: ctx.ledger,
    contract: deps.contract,
    report: (userId, mode) => deps.analytics.report(userId, { mode, currency: 'USDT' }),
    symbolOf: (productId) => deps.market.product(productId)?.symbol ?? '',
  });
  const copyJobs = new CopyJobs(repo, deps.contract, ctx.clock, deps.log);
  deps.contract.registerCopy({ leaders: copy.contractLeaders, onPosition: copyJobs.record, copiedFrom: (id) => copy.copiedFrom(id) });
  return {
    name: 'copy',
    // stopping closes copies through the contract service, whose risk index is the engine's
    engineRoutes: ['/api/copy'],
    copy,
    copyJobs,
    // after the risk engine's fills and closes of the same ticks
    afterTicks: async (time) => {
      await deps.afterRisk(time);
      await copyJobs.run();
    },
    // jobs left pending before a restart
    start: () => copyJobs.run(),
    routes: async (app) => {
      await app.register(copyRoutes, { copy });
      await app.register(copyAdminRoutes, { copy, isCustomer: deps.isCustomer });
    },
  } satisfies AppModule & Record<string, unknown>;
}
