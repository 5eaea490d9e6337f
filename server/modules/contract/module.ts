// The contract module (issue 15): contract positions and limit orders, their risk engine
// (triggers on every tick) and overnight fee, the back office's view and the contract-setting
// four-eyes kind, and contracts as a trading product.
import { invalidation } from '../../cluster/invalidation.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketFrame } from '../../engine/tick-bus.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { DemoService } from '../fast/demo.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { WsHub } from '../realtime/hub.ts';
import type { TradingProducts } from '../trading/products.ts';
import { ContractAdminRepository } from './admin-repository.ts';
import { contractAdminRoutes } from './admin-routes.ts';
import { ContractAdmin } from './admin-service.ts';
import { ContractExecution } from './execution.ts';
import { ContractOvernight, OVERNIGHT_POLL_MS } from './overnight.ts';
import { contractProduct } from './product.ts';
import { ContractProductRepository } from './product-repository.ts';
import { closedMessages } from './closed-messages.ts';
import { ContractPush } from './push.ts';
import { ContractRepository } from './repository.ts';
import { GatewayOpenOwners } from './open-owners.ts';
import { ContractRisk } from './risk.ts';
import { contractRoutes } from './routes.ts';
import { ContractService } from './service.ts';
import { contractSettingKind } from './setting-proposal.ts';
import { ContractSettingsBook } from './settings.ts';
import { ContractViews } from './views.ts';

export function contractModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    hub: WsHub;
    demo: DemoService;
    approvals: ApprovalService;
    trading: TradingProducts;
    messages: UserMessages;
    log: { error(obj: object, msg: string): void };
  },
) {
  const { market } = deps;
  const repo = new ContractRepository(ctx.sqlite);
  const contractSettings = new ContractSettingsBook(repo, market, ctx.config.contractOvernightTime);
  const views = new ContractViews(market, ctx.clock);
  const contractPush = new ContractPush(deps.hub, repo, views);
  const precisionOf = (productId: number) => views.precision(productId);
  const execution = new ContractExecution(ctx.ledger, repo, precisionOf);
  const contractRisk = new ContractRisk(
    ctx.clock,
    ctx.ledger,
    repo,
    execution,
    precisionOf,
    (rows) => contractPush.changed(rows),
    (closed) => deps.messages.sendMany(closedMessages(closed, market)),
  );
  const contractOvernight = new ContractOvernight(
    ctx.clock,
    ctx.ledger,
    market,
    repo,
    execution,
    ctx.config.contractOvernightTime,
    (rows) => {
      for (const p of rows) contractRisk.track(p);
      contractPush.changed(rows);
    },
  );
  const contract = new ContractService(ctx, market, deps.demo, contractSettings, repo, execution, contractRisk, views, contractPush, (o) =>
    deps.trading.checkOpening(o),
  );
  const adminRepo = new ContractAdminRepository(ctx.sqlite);
  const contractAdmin = new ContractAdmin(adminRepo, repo, views, deps.approvals);
  // an approved contract-setting change: every instance's contract service reads the settings again
  deps.approvals.register(
    contractSettingKind(
      adminRepo,
      () => ctx.clock.now(),
      invalidation(ctx.bus, 'contract-settings', () => contractSettings.invalidate()),
    ),
  );
  // (in a cluster: used while this instance follows; the leader holds the risk index itself)
  const gatewayOwners = ctx.config.cluster ? new GatewayOpenOwners(repo, () => ctx.clock.now(), ctx.bus) : undefined;
  deps.trading.register(
    contractProduct(ctx.ledger, repo, new ContractProductRepository(ctx.sqlite), market, precisionOf, (id) => views.copiedFrom(id)),
  );
  return {
    name: 'contract',
    // the trigger index (stops, liquidations) lives in the engine's memory
    engineRoutes: ['/api/contract', '/api/admin/contract'],
    contract,
    contractSettings,
    // (read by the Binance-compatible futures API: a user's positions and their figures at the tick)
    contractRepo: repo,
    contractViews: views,
    contractRisk,
    contractOvernight,
    contractPush,
    contractAdmin,
    jobs: [{ name: 'contract-overnight', everyMs: OVERNIGHT_POLL_MS, run: (now: number) => contractOvernight.chargeDue(now) }],
    // a follower's own clients get their marks from it; who has positions is read from the database
    gatewayFrame: gatewayOwners && ((frame: MarketFrame) => contractPush.marks(frame.time, gatewayOwners.hasOpen)),
    // triggers on the tick, then the marks of the positions still open
    afterTicks: async (time, published) => {
      await contractRisk.process(time);
      // (marks go out with the frames people see: a test clock's unseen slots push none)
      if (published) contractPush.marks(time, contractRisk.hasOpen);
    },
    // triggers crossed while the server was down, at the ticks that crossed them
    start: () => contractRisk.start(),
    routes: async (app) => {
      await app.register(contractRoutes, { contract });
      await app.register(contractAdminRoutes, { positions: contractAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
