// The client-errors module (issue 19.7): the client's error reports, grouped, with stacks mapped
// through the build's source maps, and the back office's list of them.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { ClientErrorRepository } from './repository.ts';
import { clientErrorRoutes } from './routes.ts';
import { ClientErrorService } from './service.ts';
import { SourceMaps } from './source-maps.ts';

export function clientErrorsModule(ctx: AppContext) {
  const clientErrors = new ClientErrorService(
    new ClientErrorRepository(ctx.sqlite),
    new SourceMaps(ctx.config.clientSourceMapDir),
    ctx.clock,
  );
  return {
    name: 'client-errors',
    clientErrors,
    routes: async (app) => {
      await app.register(clientErrorRoutes, { errors: clientErrors });
    },
  } satisfies AppModule & Record<string, unknown>;
}
