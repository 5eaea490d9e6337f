// The realtime module: the websocket (market ticks and klines for everyone; a user's private
// channel; the channels other modules resolve: spot books, chat).
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { WsHub } from './hub.ts';
import { type AsyncChannelResolver, type ChannelResolver, realtimeRoutes } from './routes.ts';

export function realtimeModule(deps: { market: MarketEngine; hub: WsHub; channels: ChannelResolver; chatChannels: AsyncChannelResolver }) {
  return {
    name: 'realtime',
    routes: async (app) => {
      await app.register(realtimeRoutes, deps);
    },
  } satisfies AppModule;
}
