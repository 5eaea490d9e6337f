// The realtime module: the websocket (market ticks and klines for everyone; a user's private
// channel, which also hears every balance change; the channels other modules resolve: spot
// books, chat).
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { pushBalanceChanges } from './balance-push.ts';
import type { WsHub } from './hub.ts';
import { type AsyncChannelResolver, type ChannelResolver, realtimeRoutes } from './routes.ts';

export function realtimeModule(deps: {
  market: MarketEngine;
  hub: WsHub;
  ledger: Ledger;
  channels: ChannelResolver;
  chatChannels: AsyncChannelResolver;
}) {
  // every committed balance change reaches its owner's open pages (issue 37)
  pushBalanceChanges(deps.ledger, deps.hub);
  return {
    name: 'realtime',
    routes: async (app) => {
      await app.register(realtimeRoutes, deps);
    },
  } satisfies AppModule;
}
