// What the sandbox's control API reports about the sandbox (decision 097). The later control
// routes (test clocks, scripted markets, snapshots, fixtures) build their services beside it.
import { SANDBOX_API_VERSION, type SandboxControlRoute, type SandboxState } from '../../../shared/schemas/sandbox.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { SandboxTestClock } from './test-clock.ts';

export class SandboxService {
  private readonly controlRoutes: SandboxControlRoute[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly market: MarketEngine,
    private readonly testClock: SandboxTestClock,
  ) {}

  /** A control route, as it is declared (routes.ts). */
  addRoute(route: SandboxControlRoute) {
    this.controlRoutes.push(route);
  }

  state(): SandboxState {
    return {
      mode: 'sandbox',
      version: SANDBOX_API_VERSION,
      clock: this.testClock.state(),
      // (a market drawn from the data folder's secret keeps it: only a fixed seed is shown)
      market: { seed: this.ctx.config.marketSeed, tickMs: this.market.options.tickMs },
      routes: [...this.controlRoutes],
    };
  }
}
