// The pages module: content pages, the help centre, the service rates and coin listing
// applications, as customers read them and staff edit them (issue 19).
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { ContentAdmin } from '../content/admin.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { PagesAdmin } from './admin.ts';
import { loadExamples } from './examples.ts';
import { pagesAdminRoutes } from './admin-routes.ts';
import { PagesRepository, RatesRepository } from './repository.ts';
import { pagesRoutes } from './routes.ts';
import { PagesService } from './service.ts';

export function pagesModule(ctx: AppContext, deps: { audit: AuditService; book: CurrencyBook; contentAdmin: ContentAdmin }) {
  const repo = new PagesRepository(ctx.sqlite);
  const pages = new PagesService(ctx, repo, new RatesRepository(ctx.sqlite), deps.book, loadExamples());
  const pagesAdmin = new PagesAdmin(ctx, deps.audit, repo);
  return {
    name: 'pages',
    pages,
    pagesAdmin,
    routes: async (app) => {
      await app.register(pagesRoutes, { pages });
      await app.register(pagesAdminRoutes, { admin: pagesAdmin, content: deps.contentAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
