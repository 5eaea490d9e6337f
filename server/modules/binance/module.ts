// The Binance-compatible API module (issues 39, 40; docs/decisions/093-binance-compatible-api.md,
// 096-binance-streams.md): /api/v3 (the real wallet) and /demo/api/v3 (the demo wallet) answer
// Binance's spot REST API on the platform's own markets, engine and ledger, for programs signing
// with the users' API keys; the user data streams (listenKeys, the spot WebSocket API) carry their
// accounts' changes as Binance's events.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApiKeyService } from '../api-keys/service.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { SpotService } from '../spot/service.ts';
import { accountRoutes } from './account.ts';
import { BASES, binanceApi } from './api.ts';
import { generalRoutes } from './general.ts';
import { marketDataRoutes } from './market-data.ts';
import { OrderCounts, orderLimits } from './order-limits.ts';
import { codeOfAppError } from './order-refusals.ts';
import { BinanceRepository } from './repository.ts';
import { listenKeyRoutes } from './streams/listen-key-routes.ts';
import { ListenKeyRepository } from './streams/repository.ts';
import { ListenKeyService } from './streams/listen-keys.ts';
import { FAPI_BASES } from './streams/paths.ts';
import { UserDataStreams } from './streams/user-data.ts';
import { SpotUserEvents } from './streams/user-events.ts';
import { wsApiRoutes } from './streams/ws-api.ts';
import { tradingRoutes } from './trading.ts';
import { RequestWeights } from './weights.ts';

export function binanceModule(
  ctx: AppContext,
  deps: {
    keys: ApiKeyService;
    spot: SpotService;
    wallet: WalletService;
    book: CurrencyBook;
    market: MarketEngine;
    log: FastifyBaseLogger;
  },
) {
  const weights = new RequestWeights(ctx.limiter, () => ctx.clock.now(), ctx.config.apiWeightPerMinute);
  const now = () => ctx.clock.now();
  const terms = () => deps.spot.markets().map((m) => deps.spot.marketOf(m.symbol));
  const repo = new BinanceRepository(ctx.sqlite);
  // (a closed listenKey ends its streams on every instance)
  const listenKeys = new ListenKeyService(new ListenKeyRepository(ctx.sqlite), ctx.clock, () => streams.changed());
  // every instance holds user data streams, and hears the bus from the start
  const streams = new UserDataStreams({
    bus: ctx.bus,
    clock: ctx.clock,
    listenKeys,
    keys: deps.keys,
    spot: new SpotUserEvents({ terms, repo, wallet: deps.wallet, book: deps.book, now }),
    frames: (listener) => deps.market.bus.subscribe(listener),
    onError: (err) => deps.log.error({ err }, 'a user data stream event could not be built'),
  });
  return {
    name: 'binance',
    /** The user data streams: what the stream routes attach listenKeys' connections to. */
    userStreams: streams,
    // the books and the orders live in the engine's memory: every call is answered there
    engineRoutes: [BASES.real, BASES.demo, FAPI_BASES.real, FAPI_BASES.demo],
    jobs: [{ name: 'binance-listen-keys', everyMs: 60 * 60_000, run: (at: number) => listenKeys.sweep(at) }],
    routes: async (app) => {
      app.addHook('onClose', async () => streams.close());
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
        ...tradingRoutes({ spot: deps.spot, terms, repo, orderCounts, now }),
        ...listenKeyRoutes(listenKeys),
      ]);
      await app.register(wsApiRoutes({ keys: deps.keys, clock: ctx.clock, weights, streams }));
    },
  } satisfies AppModule & Record<string, unknown>;
}
