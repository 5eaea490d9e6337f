// The Binance-compatible API module (issue 39, docs/decisions/093-binance-compatible-api.md):
// /api/v3 (the real wallet) and /demo/api/v3 (the demo wallet) answer Binance's spot REST API on
// the platform's own markets, engine and ledger, for programs signing with the users' API keys;
// /fapi and /demo/fapi its USDⓈ-M futures API on the contract products (issue 40, decision 095);
// the streams (decision 096): market streams, and the user data streams (listenKeys, the spot
// WebSocket API) that carry the accounts' changes as Binance's events.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { WsHub } from '../realtime/hub.ts';
import type { ApiKeyService } from '../api-keys/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { SpotService } from '../spot/service.ts';
import { accountRoutes } from './account.ts';
import { CONTRACT_CURRENCY } from '../../../shared/contract.ts';
import { futuresAccountRoutes } from './futures/account.ts';
import { FuturesLeverageRepository } from './futures/leverage-repository.ts';
import { futuresMarketDataRoutes } from './futures/market-data.ts';
import type { ContractPlatform } from './futures/platform.ts';
import { FuturesPositions } from './futures/positions.ts';
import { BASES, binanceApi } from './api.ts';
import { generalRoutes } from './general.ts';
import { marketDataRoutes } from './market-data.ts';
import { OrderCounts, orderLimits } from './order-limits.ts';
import { codeOfAppError } from './order-refusals.ts';
import { BinanceRepository } from './repository.ts';
import { tradingRoutes } from './trading.ts';
import { MarketStreams } from './streams/market-streams.ts';
import { FAPI_BASES } from './streams/paths.ts';
import { FuturesTriggers } from './futures/conditional.ts';
import { PushedFuturesOrderRepository } from './futures/order-push.ts';
import { futuresOrderRoutes } from './futures/order-routes.ts';
import { FuturesOrders } from './futures/orders.ts';
import { listenKeyRoutes } from './streams/listen-key-routes.ts';
import { ListenKeyService } from './streams/listen-keys.ts';
import { ListenKeyRepository } from './streams/repository.ts';
import { streamRoutes } from './streams/routes.ts';
import { type EngineBooks, spotBookReader } from './streams/spot-books.ts';
import { UserDataStreams } from './streams/user-data.ts';
import { SpotUserEvents } from './streams/user-events.ts';
import { FuturesUserEvents } from './streams/futures-events.ts';
import { wsApiRoutes } from './streams/ws-api.ts';
import { RequestWeights } from './weights.ts';

export function binanceModule(
  ctx: AppContext,
  deps: {
    keys: ApiKeyService;
    spot: SpotService;
    wallet: WalletService;
    book: CurrencyBook;
    market: MarketEngine;
    contracts: ContractPlatform;
    log: { error(obj: object, msg: string): void };
    /** In a cluster: where an instance that does not lead reads the spot books (null on one process). */
    engineBooks: EngineBooks | null;
    /** Private events to a user's channel (every instance's): the futures orders' changes. */
    hub: Pick<WsHub, 'sendToUser'>;
  },
) {
  const weights = new RequestWeights(ctx.limiter, () => ctx.clock.now(), ctx.config.apiWeightPerMinute);
  const now = () => ctx.clock.now();
  const terms = () => deps.spot.markets().map((m) => deps.spot.marketOf(m.symbol));
  const futuresLeverage = new FuturesLeverageRepository(ctx.sqlite);
  const positions = new FuturesPositions(deps.contracts, deps.market, (userId, mode) =>
    ctx.ledger.balance({ userId, kind: 'available', currency: CONTRACT_CURRENCY, mode }),
  );
  // the futures API's orders over the contract engine (issue 40, decision 095)
  // (its writes go to the owner's private channel: the user data streams' ORDER_TRADE_UPDATE)
  const futuresRepo = new PushedFuturesOrderRepository(ctx.sqlite, (userId, message) => deps.hub.sendToUser(userId, message));
  const futuresOrders = new FuturesOrders({
    contract: deps.contracts.service,
    settingsOf: (productId) => deps.contracts.settings.get(productId),
    tickInForce: (productId) => deps.market.ticks.inForce(productId, ctx.clock.now()),
    leverage: futuresLeverage,
    repo: futuresRepo,
    ledger: ctx.ledger,
    clock: ctx.clock,
  });
  const market = deps.market;
  const recorded = {
    between: market.ticks.between.bind(market.ticks),
    get lastTickTime() {
      return market.lastTickTime;
    },
  };
  const futuresTriggers = new FuturesTriggers(futuresRepo, recorded, ctx.clock, futuresOrders);
  const repo = new BinanceRepository(ctx.sqlite);
  // (a closed listenKey ends its streams on every instance)
  const listenKeys = new ListenKeyService(new ListenKeyRepository(ctx.sqlite), ctx.clock, () => userStreams.changed());
  // every instance holds user data streams, and hears the bus from the start
  const userStreams = new UserDataStreams({
    bus: ctx.bus,
    clock: ctx.clock,
    listenKeys,
    keys: deps.keys,
    spot: new SpotUserEvents({ terms, repo, wallet: deps.wallet, book: deps.book, now }),
    futures: new FuturesUserEvents({ contracts: deps.contracts, positions, orders: futuresRepo, now }),
    frames: (listener) => deps.market.bus.subscribe(listener),
    onError: (err) => deps.log.error({ err }, 'a user data stream event could not be built'),
  });
  return {
    name: 'binance',
    /** The user data streams: what a listenKey's stream socket is attached to. */
    userStreams,
    // the books and the orders live in the engine's memory: every call is answered there
    engineRoutes: [BASES.real, BASES.demo, FAPI_BASES.real, FAPI_BASES.demo],
    futuresTriggers,
    // the stops and waiting closing parts on every tick, after the contract risk engine's triggers
    afterTicks: async (time) => {
      // (the stops after the positions' own triggers of the same ticks)
      await deps.contracts.risk.process(time);
      await futuresTriggers.process(time);
    },
    // stops crossed while the engine was down, at the ticks that crossed them
    start: () => futuresTriggers.start(),
    stop: () => futuresTriggers.stop(),
    jobs: [{ name: 'binance-listen-keys', everyMs: 60 * 60_000, run: (at: number) => listenKeys.sweep(at) }],
    routes: async (app) => {
      app.addHook('onClose', async () => userStreams.close());
      // the market streams: every instance serves its own sockets (not engine routes)
      const streams = new MarketStreams({
        market: deps.market,
        bus: ctx.bus,
        clock: ctx.clock,
        spotMarkets: terms,
        contracts: () => deps.contracts.settings.all(),
        books: spotBookReader(deps.spot, deps.engineBooks, (err) => app.log.warn({ err }, 'a spot book for the streams was not read')),
        nextOvernight: (now) => deps.contracts.overnight.nextMoment(now),
      });
      await streamRoutes(app, { streams, clock: ctx.clock, userStreams });
      await app.register(wsApiRoutes({ keys: deps.keys, clock: ctx.clock, weights, streams: userStreams }));
      const orderCounts = new OrderCounts(ctx.limiter, orderLimits(ctx.config));
      const api = { keys: deps.keys, weights, clock: ctx.clock, onServerError: app.reportServerError, codeOf: codeOfAppError };
      await binanceApi(app, api, [
        ...generalRoutes(ctx.clock),
        ...accountRoutes({ wallet: deps.wallet, book: deps.book, spot: deps.spot, now }),
        ...marketDataRoutes({
          spot: deps.spot,
          market: deps.market,
          clock: ctx.clock,
          weightPerMinute: ctx.config.apiWeightPerMinute,
          orderLimits: orderCounts.limits,
        }),
        ...futuresMarketDataRoutes({
          contracts: deps.contracts,
          market: deps.market,
          clock: ctx.clock,
          weightPerMinute: ctx.config.apiWeightPerMinute,
          orderLimits: orderCounts.limits,
        }),
        ...futuresAccountRoutes({ contracts: deps.contracts, positions, leverage: futuresLeverage, now }),
        ...tradingRoutes({ spot: deps.spot, terms, repo, orderCounts, now }),
        ...futuresOrderRoutes({
          orders: futuresOrders,
          triggers: futuresTriggers,
          repo: futuresRepo,
          contracts: () => deps.contracts.settings.all(),
          orderCounts,
        }),
        ...listenKeyRoutes(listenKeys),
      ]);
    },
  } satisfies AppModule & Record<string, unknown>;
}
