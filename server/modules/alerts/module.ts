// The price-alerts module (issue 37 point 3): alerts per user and product, evaluated on the
// engine's tick path by an in-memory index, delivered as a notification-centre message, a push
// on the owner's private channel (the client's toast and browser notification).
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { MOVE_WINDOWS } from '../../../shared/price-alerts.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { WsHub } from '../realtime/hub.ts';
import { AlertEvaluator } from './evaluator.ts';
import { AlertRepository } from './repository.ts';
import { alertRoutes } from './routes.ts';
import { PriceAlerts } from './service.ts';

export function alertsModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    hub: WsHub;
    messages: UserMessages;
    /** A customer the back office manages (not a guest): its alerts are shown on the user's page. */
    isCustomer: (userId: number) => boolean;
    log: { error(obj: object, msg: string): void };
  },
) {
  const repo = new AlertRepository(ctx.sqlite);
  const evaluator = new AlertEvaluator(repo, deps.market, ctx.clock, deps.messages, Object.values(MOVE_WINDOWS), (fired) => {
    for (const f of fired) deps.hub.sendToUser(f.row.userId, () => ({ kind: 'price-alert', alert: priceAlerts.view(f.row) }));
  });
  const priceAlerts = new PriceAlerts(repo, deps.market, ctx.clock, evaluator);
  return {
    name: 'alerts',
    // the index lives in the engine's memory: setting and cancelling reach it there
    engineRoutes: ['/api/alerts'],
    priceAlerts,
    alertEvaluator: evaluator,
    // after the frame is out (its ticks are recorded before it is published)
    afterTicks: (time) => evaluator.process(time),
    // alerts crossed while the engine was down (the gap's recorded ticks), at the ticks that crossed them
    start: () => evaluator.start(priceAlerts.keyOf),
    stop: () => evaluator.stop(),
    routes: async (app) => {
      await app.register(alertRoutes, { alerts: priceAlerts, isCustomer: deps.isCustomer });
    },
  } satisfies AppModule & Record<string, unknown>;
}
