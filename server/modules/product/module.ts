// The product module: the market's products (symbols, prices, klines) as customers read them,
// the product four-eyes kind (enable or disable a product) and the products' display names
// per locale as staff edit them (decision 074).
import { invalidation } from '../../cluster/invalidation.ts';
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { ContentAdmin } from '../content/admin.ts';
import { productAdminRoutes } from './admin-routes.ts';
import { productKind } from './proposal-kind.ts';
import { ProductRepository } from './repository.ts';
import { productRoutes } from './routes.ts';
import { ProductService } from './service.ts';

export function productModule(ctx: AppContext, deps: { market: MarketEngine; approvals: ApprovalService; contentAdmin: ContentAdmin }) {
  const repo = new ProductRepository(ctx.prisma, ctx.sqlite);
  const products = new ProductService(ctx, deps.market, repo);
  deps.approvals.register(
    productKind(
      repo,
      invalidation(ctx.bus, 'products', () => products.reloadRecommended()),
    ),
  );
  return {
    name: 'product',
    products,
    routes: async (app) => {
      await app.register(productRoutes, { market: deps.market, products });
      await app.register(productAdminRoutes, { db: ctx.sqlite, content: deps.contentAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
