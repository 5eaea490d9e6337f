// The spot module (issue 16): coin-to-coin orders on matching books, the house market maker's
// quotes after every tick (decision 039), the back office's view and the spot-market four-eyes
// kind, its websocket channels, and spot as a trading product.
import type { FastifyBaseLogger } from 'fastify';
import { invalidation } from '../../cluster/invalidation.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { liveSource } from '../../engine/price-source.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { DemoService } from '../fast/demo.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { WsHub } from '../realtime/hub.ts';
import type { TradingProducts } from '../trading/products.ts';
import { SpotAdminRepository } from './admin-repository.ts';
import { spotAdminRoutes } from './admin-routes.ts';
import { SpotAdmin } from './admin-service.ts';
import { SpotBooks, SpotExecution } from './execution.ts';
import { spotMarketKind } from './market-proposal.ts';
import { SpotMarketMaker } from './market-maker.ts';
import { SpotMarkets } from './markets.ts';
import { SpotPractice } from './practice.ts';
import { spotProduct } from './product.ts';
import { SpotProductRepository } from './product-repository.ts';
import { filledMessages } from './filled-messages.ts';
import { SpotPush } from './push.ts';
import { SpotRepository } from './repository.ts';
import { spotRoutes } from './routes.ts';
import { SpotService } from './service.ts';

/** Book updates one leader may number before the next leader's start above them (decision 082). */
const SEQ_PER_EPOCH = 1_000_000_000;

export function spotModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    hub: WsHub;
    demo: DemoService;
    book: CurrencyBook;
    approvals: ApprovalService;
    trading: TradingProducts;
    messages: UserMessages;
    log: FastifyBaseLogger;
  },
) {
  const { market, book } = deps;
  const repo = new SpotRepository(ctx.sqlite);
  const books = new SpotBooks(repo);
  const markets = new SpotMarkets(repo, (code) => book.get(code).scale);
  const execution = new SpotExecution(ctx.ledger, ctx.clock, repo, books, markets.byIdOrThrow, (terms, changed) =>
    deps.messages.sendMany(filledMessages(terms, changed)),
  );
  const spot = new SpotService(ctx, markets, repo, execution, books, new SpotPush(deps.hub), deps.demo, (o) =>
    deps.trading.checkOpening(o),
  );
  // practice wallets' spot (decision 106): against the house's quotes, never in a live book
  const spotPractice = new SpotPractice({
    ledger: ctx.ledger,
    clock: ctx.clock,
    repo,
    markets,
    precisionOf: (productId) => market.product(productId)?.pricePrecision,
    spacingBps: () => ctx.config.spotMarketMaker.spacingBps,
  });
  const live = liveSource(market);
  // the time of the last tick the class wallets' resting orders were checked against
  let classesUpTo: number | undefined;
  const adminRepo = new SpotAdminRepository(ctx.sqlite);
  const spotAdmin = new SpotAdmin(adminRepo, deps.approvals, markets, repo);
  const spotMarketMaker = new SpotMarketMaker({
    spot,
    market,
    // a demo-only deployment trades no real coins: the house quotes the demo books only
    modes: ctx.config.marketDemoOnly ? ['demo'] : ['real', 'demo'],
    config: ctx.config.spotMarketMaker,
    log: deps.log,
  });
  // an approved spot-market change: every instance's spot markets (steps, fees, enabled) are read again
  deps.approvals.register(
    spotMarketKind(
      adminRepo,
      book,
      () => ctx.clock.now(),
      invalidation(ctx.bus, 'spot-markets', () => markets.reload()),
    ),
  );
  deps.trading.register(
    spotProduct(repo, new SpotProductRepository(ctx.sqlite), markets.byIdOrThrow, (currency, amount) => book.format(currency, amount)),
  );
  return {
    name: 'spot',
    // the books live in the engine's memory: every spot call is answered there
    engineRoutes: ['/api/spot', '/api/admin/spot'],
    spot,
    spotMarketMaker,
    spotAdmin,
    /** Spot in the practice wallets (the replay and classes modules' SpotPracticeApi). */
    spotPractice,
    // the class wallets' resting orders on the live market, against the ticks since the last pass
    afterTicks: (time) => {
      const from = classesUpTo ?? time - 1;
      classesUpTo = Math.max(from, time);
      spotPractice.process(null, live, from, time);
    },
    // the house's quotes around the tick: one book per setImmediate (decision 039)
    onFrame: (frame) => {
      if (spotMarketMaker.enabled) spotMarketMaker.onFrame(frame);
    },
    start: ({ takeover, epoch }) => {
      // the books from their open orders, in placement (time) order; a new leader's book updates
      // are numbered above any of an earlier leader's (a client holding those would skip them)
      spot.start(epoch === null ? 0 : epoch * SEQ_PER_EPOCH);
      // the house funded (once ever) and quoting from the latest prices; switched off, it takes
      // back quotes an earlier run left resting. An instance taking the engine over serves
      // already: its books are re-quoted one per setImmediate, as after a tick (decision 082)
      if (spotMarketMaker.enabled) spotMarketMaker.start({ queued: takeover });
      else spotMarketMaker.withdrawAll();
    },
    stop: () => spotMarketMaker.stop(),
    routes: async (app) => {
      await app.register(spotRoutes, { spot });
      await app.register(spotAdminRoutes, { spot: spotAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
