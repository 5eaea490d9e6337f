// The sandbox's control API (issue 41, decision 097): one encapsulated scope under /api/sandbox,
// registered only in sandbox mode. Its hook asks every call for the token, before validation
// and without an AppKey (a developer's tool names itself by the token); every route declared in
// the scope is listed by GET /api/sandbox. Later control routes register inside this scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxControlRoute, SandboxState } from '../../../shared/schemas/sandbox.ts';
import type { SandboxService } from './service.ts';
import { requireSandboxToken } from './token.ts';

export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxService; token: string }> = async (app, { sandbox, token }) => {
  const tags = ['sandbox'];
  app.addHook('onRequest', requireSandboxToken(token));
  app.addHook('onRoute', (route) => {
    const summary = (route.schema as { summary?: string } | undefined)?.summary ?? '';
    for (const method of [route.method].flat()) {
      const known = SandboxControlRoute.shape.method.safeParse(method);
      if (known.success) sandbox.addRoute({ method: known.data, path: route.url, summary });
    }
  });

  app.get(
    '/api/sandbox',
    {
      schema: {
        tags,
        summary: "The sandbox's state: its mode, the platform clock's time, the market seed, the control API's version and its routes",
        response: { 200: SandboxState },
      },
    },
    async () => sandbox.state(),
  );
};
