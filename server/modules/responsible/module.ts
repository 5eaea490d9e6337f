// The responsible module (issue 33 point 10, docs/decisions/077-responsible-trading.md): a
// customer's daily loss and deposit limits, self-exclusion and appropriateness check. It
// registers its guard with the trading products (they ask it before new real business and
// name it nowhere) and hands funds its deposit gate through the composition root.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { type Rates, usdtValue } from '../funds/rates.ts';
import type { TradingProducts } from '../trading/products.ts';
import { LIMIT_SCALE } from '../../../shared/responsible.ts';
import { ResponsibleRepository } from './repository.ts';
import { responsibleRoutes } from './routes.ts';
import { ResponsibleService } from './service.ts';

export function responsibleModule(
  ctx: AppContext,
  deps: { trading: TradingProducts; book: CurrencyBook; rates: Rates; userExists: (id: number) => boolean },
) {
  const { book, rates } = deps;
  const responsible = new ResponsibleService(ctx, new ResponsibleRepository(ctx.sqlite), deps.trading, usdtValue(rates, book, LIMIT_SCALE));
  deps.trading.addGuard((opening) => responsible.checkOpening(opening));
  return {
    name: 'responsible',
    responsible,
    routes: async (app) => {
      await app.register(responsibleRoutes, { responsible, userExists: deps.userExists });
    },
  } satisfies AppModule & Record<string, unknown>;
}
