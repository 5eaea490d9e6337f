// The engine-status module (issue 36, decision 082): the back office's page of who runs the
// engine. It owns no table: the lease is read through server/db/store/engine-lease.ts.
import type { EngineStatusSource } from '../../cluster/engine-status.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { engineStatusRoutes } from './routes.ts';
import { EngineStatusService } from './service.ts';

export function engineStatusModule(deps: { source: EngineStatusSource | null }) {
  const engineStatus = new EngineStatusService(deps.source);
  return {
    name: 'engine-status',
    engineStatus,
    routes: async (app) => {
      await app.register(engineStatusRoutes, { engine: engineStatus });
    },
  } satisfies AppModule & Record<string, unknown>;
}
