// The fast module: fast (binary) orders, their settlement after every tick, the demo wallet,
// guests' demo sessions, the fast-option four-eyes kind, and fast as a trading product.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { WsHub } from '../realtime/hub.ts';
import type { TradingProducts } from '../trading/products.ts';
import { DemoService } from './demo.ts';
import { GUEST_CLEANUP_EVERY_MS, GuestSessions } from './guest-sessions.ts';
import { fastOptionKind, fastProductSettings } from './option-settings.ts';
import { fastProduct } from './product.ts';
import { FastProductRepository } from './product-repository.ts';
import { SettlementPush } from './push.ts';
import { FastRepository } from './repository.ts';
import { fastRoutes } from './routes.ts';
import { FastService } from './service.ts';
import { settledMessages } from './settled-messages.ts';
import { FastSettlement } from './settlement.ts';
import { FastViews } from './views.ts';

export function fastModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    hub: WsHub;
    tokens: TokenService;
    book: CurrencyBook;
    approvals: ApprovalService;
    trading: TradingProducts;
    messages: UserMessages;
    log: { error(obj: object, msg: string): void };
  },
) {
  const { market, book } = deps;
  const repo = new FastRepository(ctx.sqlite);
  const demo = new DemoService(ctx, repo, deps.trading);
  const views = new FastViews(market);
  const push = new SettlementPush(deps.hub, repo, views);
  const fast = new FastService(ctx, market, demo, repo, views, (opening) => deps.trading.checkOpening(opening));
  const fastSettlement = new FastSettlement(
    ctx,
    market,
    repo,
    (orders) => push.settled(orders),
    (decided) => deps.messages.sendMany(settledMessages(decided, market, book)),
  );
  const guests = new GuestSessions(ctx, deps.tokens, demo, repo);
  deps.approvals.register(fastOptionKind(repo, book));
  deps.trading.register(
    fastProduct(repo, new FastProductRepository(ctx.sqlite), market, (currency, amount) => book.format(currency, amount)),
  );
  return {
    name: 'fast',
    fast,
    demo,
    fastSettlement,
    guests,
    /** The fast products with their options (the money settings page). */
    productSettings: () => fastProductSettings(repo, book),
    jobs: [{ name: 'guest-cleanup', everyMs: GUEST_CLEANUP_EVERY_MS, run: (now: number) => guests.cleanup(now) }],
    // settle after every tick, deferred so the tick's own work and the websocket fan-out finish first
    afterTicks: (time) => fastSettlement.settleDue(time).then(() => undefined),
    // orders that expired while the server was down
    start: () => fastSettlement.settleDue().then(() => undefined),
    routes: async (app) => {
      await app.register(fastRoutes, { fast, demo, guests });
    },
  } satisfies AppModule & Record<string, unknown>;
}
