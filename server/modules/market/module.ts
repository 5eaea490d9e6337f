// The market module: the market periods' commitments and reveals (the proof that no tick was
// known before it happened; decision 025).
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { marketPeriodRoutes } from './routes.ts';

export function marketModule(deps: { market: MarketEngine }) {
  return {
    name: 'market',
    routes: async (app) => {
      await app.register(marketPeriodRoutes, { market: deps.market });
    },
  } satisfies AppModule;
}
