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
import { SandboxScripts } from './scripts.ts';
import { SandboxTestClock } from './test-clock.ts';
import type { SandboxClock } from '../../lib/clock.ts';

export function sandboxModule(
  ctx: AppContext,
  deps: { market: MarketEngine; engine: EngineCycle; sockets: PrivateSockets; clock: SandboxClock } & FixtureDeps,
) {
  const token = ctx.config.sandboxToken;
  if (!ctx.config.sandbox || !token) throw new Error('the sandbox module exists in sandbox mode only (SANDBOX=true with SANDBOX_TOKEN)');
  const testClock = new SandboxTestClock(ctx, deps);
  const sandbox = new SandboxService(ctx, deps.market, testClock);
  const fixtures = new SandboxFixtures(ctx, deps);
  const snapshots = new SandboxSnapshots(ctx, { ...deps, testClock });
  const scripts = new SandboxScripts(deps.market, deps.clock);
  return {
    name: 'sandbox',
    sandbox,
    fixtures,
    snapshots,
    testClock,
    scripts,
    // (the modules before it have started: the seed holds the house's first quotes too)
    start: () => snapshots.keepSeed(),
    routes: async (app) => {
      // while a snapshot is restored or the clock advances every request waits outside, the
      // health probes and the sandbox's state apart: nobody sees the database half put back,
      // the books half rebuilt or the clock between two slots
      app.addHook('onRequest', (request, _reply, done) => {
        const url = request.url;
        const asking =
          url.startsWith('/api/health') || (request.method === 'GET' && (url === '/api/sandbox' || url === '/api/sandbox/clock'));
        if (snapshots.busy && !url.startsWith('/api/health')) done(new AppError('SANDBOX_RESTORING'));
        else if (testClock.advancing && !asking) done(new AppError('SANDBOX_ADVANCING'));
        else done();
      });
      await app.register(sandboxRoutes, { sandbox, fixtures, snapshots, testClock, scripts, token });
    },
  } satisfies AppModule & Record<string, unknown>;
}
