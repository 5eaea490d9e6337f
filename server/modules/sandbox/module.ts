// The sandbox module (issue 41, decision 097): the control API client developers script a
// sandbox with. The composition builds it only in sandbox mode (SANDBOX=true): elsewhere no
// /api/sandbox route exists. It owns no table: its snapshots are files in the data folder.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { sandboxRoutes } from './routes.ts';
import { SandboxService } from './service.ts';
import { type FixtureDeps, SandboxFixtures } from './fixtures.ts';
import { type EngineCycle, type PrivateSockets, SandboxSnapshots } from './snapshots.ts';

export function sandboxModule(ctx: AppContext, deps: { market: MarketEngine; engine: EngineCycle; sockets: PrivateSockets } & FixtureDeps) {
  const token = ctx.config.sandboxToken;
  if (!ctx.config.sandbox || !token) throw new Error('the sandbox module exists in sandbox mode only (SANDBOX=true with SANDBOX_TOKEN)');
  const sandbox = new SandboxService(ctx, deps.market);
  const fixtures = new SandboxFixtures(ctx, deps);
  const snapshots = new SandboxSnapshots(ctx, deps);
  return {
    name: 'sandbox',
    sandbox,
    fixtures,
    snapshots,
    // (the modules before it have started: the seed holds the house's first quotes too)
    start: () => snapshots.keepSeed(),
    routes: async (app) => {
      // while a snapshot is restored every request waits outside, the health probes apart:
      // nobody sees the database half put back or the books half rebuilt
      app.addHook('onRequest', (request, _reply, done) => {
        if (snapshots.busy && !request.url.startsWith('/api/health')) done(new AppError('SANDBOX_RESTORING'));
        else done();
      });
      await app.register(sandboxRoutes, { sandbox, fixtures, snapshots, token });
    },
  } satisfies AppModule & Record<string, unknown>;
}
