// The sandbox's control API (issue 41, decision 097): one encapsulated scope under /api/sandbox,
// registered only in sandbox mode. Its hook asks every call for the token, before validation
// and without an AppKey (a developer's tool names itself by the token); every route declared in
// the scope is listed by GET /api/sandbox. Later control routes register inside this scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_MAGIC } from '../../../shared/sandbox.ts';
import {
  SandboxClockAdvanceBody,
  SandboxClockAdvanced,
  SandboxClockSetBody,
  SandboxClockState,
  SandboxControlRoute,
  SandboxFixture,
  SandboxFixtureBody,
  SandboxMagic,
  SandboxMarketScript,
  SandboxMarketScriptList,
  SandboxRestored,
  SandboxScriptBody,
  SandboxScriptParams,
  SandboxSnapshot,
  SandboxSnapshotList,
  SandboxSnapshotParams,
  SandboxState,
} from '../../../shared/schemas/sandbox.ts';
import type { SandboxService } from './service.ts';
import type { SandboxFixtures } from './fixtures.ts';
import type { SandboxScripts } from './scripts.ts';
import type { SandboxSnapshots } from './snapshots.ts';
import type { SandboxTestClock } from './test-clock.ts';
import { requireSandboxToken } from './token.ts';

export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxService;
  fixtures: SandboxFixtures;
  snapshots: SandboxSnapshots;
  testClock: SandboxTestClock;
  scripts: SandboxScripts;
  token: string;
}> = async (app, { sandbox, fixtures, snapshots, testClock, scripts, token }) => {
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

  app.get(
    '/api/sandbox/magic',
    {
      schema: {
        tags,
        summary:
          'The magic values: deposit amounts approved or rejected at once, the failing withdrawal addresses, the rejected KYC name, the fixed e-mail code',
        response: { 200: SandboxMagic },
      },
    },
    async () => SANDBOX_MAGIC,
  );

  app.post(
    '/api/sandbox/fixtures',
    {
      schema: {
        tags,
        summary:
          'Creates a customer with balances (real and demo), a certification tier, open positions and resting orders in one call; answers its id, credentials and a session token',
        body: SandboxFixtureBody,
        response: { 200: SandboxFixture },
      },
    },
    async (request) => fixtures.create(request.body),
  );

  // the test clock (issue 41 point 2, decision 099)
  app.get(
    '/api/sandbox/clock',
    {
      schema: {
        tags,
        summary: 'The platform clock: its time, and whether it runs by itself (answered while an advance is under way)',
        response: { 200: SandboxClockState },
      },
    },
    async () => testClock.state(),
  );
  app.post(
    '/api/sandbox/clock/advance',
    {
      schema: {
        tags,
        summary:
          'Moves platform time on by `seconds` as if lived: every tick of the interval drawn, and what falls due in it (settlements, SL/TP, liquidations, stops, alerts, overnight fees, mining payouts, expiries) done in order at its time; answers when done',
        body: SandboxClockAdvanceBody,
        response: { 200: SandboxClockAdvanced },
      },
    },
    async (request) => testClock.advance(request.body.seconds * 1000),
  );
  app.post(
    '/api/sandbox/clock/set',
    {
      schema: {
        tags,
        summary:
          'Moves platform time on to `time` (an advance to it; never back) and/or stops the clock (`running: false`: it moves only when advanced) or lets it run',
        body: SandboxClockSetBody,
        response: { 200: SandboxClockAdvanced },
      },
    },
    async (request) => testClock.set(request.body),
  );

  // scripted markets (issue 41 point 3, decision 100): no commitment covers a scripted tick
  app.put(
    '/api/sandbox/market/:symbol/script',
    {
      schema: {
        tags,
        summary:
          "Scripts a product's price from the next tick (`:symbol` URL-encoded, BTC%2FUSDT): a price path, a drift-and-volatility regime or a preset (flash-crash, weekend-gap, flat, trend); replaces its running script",
        params: SandboxScriptParams,
        body: SandboxScriptBody,
        response: { 200: SandboxMarketScript },
      },
    },
    async (request) => scripts.set(request.params.symbol, request.body),
  );
  app.delete(
    '/api/sandbox/market/:symbol/script',
    {
      schema: {
        tags,
        summary: "Ends the product's running script: the seeded walk resumes from the current price at the next tick",
        params: SandboxScriptParams,
        response: { 200: SandboxMarketScript },
      },
    },
    async (request) => scripts.end(request.params.symbol),
  );
  app.get(
    '/api/sandbox/market/scripts',
    {
      schema: {
        tags,
        summary: 'The scripts set on the market, running and past, newest first (up to 100)',
        response: { 200: SandboxMarketScriptList },
      },
    },
    async () => scripts.list(),
  );

  // snapshots (issue 41 point 5): the database and, rebuilt from it, the engine's memory
  app.post(
    '/api/sandbox/snapshots',
    {
      schema: {
        tags,
        summary: 'Takes a snapshot of the sandbox: its database as of now, with the market where it stands',
        response: { 200: SandboxSnapshot },
      },
    },
    async () => snapshots.take(),
  );
  app.get(
    '/api/sandbox/snapshots',
    { schema: { tags, summary: 'The snapshots taken, oldest first', response: { 200: SandboxSnapshotList } } },
    async () => ({ snapshots: snapshots.list() }),
  );
  app.post(
    '/api/sandbox/snapshots/:id/restore',
    {
      schema: {
        tags,
        summary:
          "Puts a snapshot back: every balance, order, position and book as it was, the clock back at the snapshot's time; private websockets are closed (1012)",
        params: SandboxSnapshotParams,
        response: { 200: SandboxRestored },
      },
    },
    async (request) => snapshots.restore(request.params.id),
  );
  app.post(
    '/api/sandbox/reset',
    {
      schema: {
        tags,
        summary: 'Puts the seed back: the database as this sandbox first started (as a restore does)',
        response: { 200: SandboxRestored },
      },
    },
    async () => snapshots.reset(),
  );
};
