// The dev module: development-only endpoints, registered only when the configuration asks for them.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { devRoutes } from './routes.ts';

export function devModule(ctx: AppContext) {
  return {
    name: 'dev',
    routes: async (app) => {
      if (ctx.config.devEndpoints) await app.register(devRoutes);
    },
  } satisfies AppModule;
}
