// The audit module: the append-only log every staff action is recorded in, and its reading routes.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { AuditRepository } from './repository.ts';
import { auditRoutes } from './routes.ts';
import { AuditService } from './service.ts';

export function auditModule(ctx: AppContext) {
  const audit = new AuditService(new AuditRepository(ctx.sqlite), ctx.clock);
  return {
    name: 'audit',
    audit,
    routes: async (app) => {
      await app.register(auditRoutes, { audit });
    },
  } satisfies AppModule & Record<string, unknown>;
}
