// The sandbox module (issue 41, decision 097): the control API client developers script a
// sandbox with. The composition builds it only in sandbox mode (SANDBOX=true): elsewhere no
// /api/sandbox route exists. It owns no table yet.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { sandboxRoutes } from './routes.ts';
import { SandboxService } from './service.ts';

export function sandboxModule(ctx: AppContext, deps: { market: MarketEngine }) {
  const token = ctx.config.sandboxToken;
  if (!ctx.config.sandbox || !token) throw new Error('the sandbox module exists in sandbox mode only (SANDBOX=true with SANDBOX_TOKEN)');
  const sandbox = new SandboxService(ctx, deps.market);
  return {
    name: 'sandbox',
    sandbox,
    routes: async (app) => {
      await app.register(sandboxRoutes, { sandbox, token });
    },
  } satisfies AppModule & Record<string, unknown>;
}
