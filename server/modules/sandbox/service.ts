// What the sandbox's control API reports about the sandbox (decision 097). The later control
// routes (test clocks, scripted markets, snapshots, fixtures) build their services beside it.
import { SANDBOX_API_VERSION, type SandboxControlRoute, type SandboxState } from '../../../shared/schemas/sandbox.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';

export class SandboxService {
  private readonly controlRoutes: SandboxControlRoute[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
  ) {}

  /** A control route, as it is declared (routes.ts). */
  addRoute(route: SandboxControlRoute) {
    this.controlRoutes.push(route);
  }

  state(): SandboxState {
    const now = this.ctx.clock.now();
    return {
      mode: 'sandbox',
      version: SANDBOX_API_VERSION,
      clock: { now: new Date(now).toISOString(), epochMs: now },
      // (a market drawn from the data folder's secret keeps it: only a fixed seed is shown)
      market: { seed: this.ctx.config.marketSeed, tickMs: this.market.options.tickMs },
      routes: [...this.controlRoutes],
    };
  }
}
