// The market's commit-reveal periods (docs/decisions/015-market-commit-reveal.md): the
// commitments of the coming periods, the seeds of the closed ones and their recorded ticks,
// so that anyone can recompute a period and check every settlement in it
// (`npm run market:verify`). Public: nothing here tells a price before it happens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarketPeriodDetail,
  MarketPeriodList,
  MarketPeriodParams,
  MarketPeriodQuery,
  MarketPeriodTicksQuery,
  MarketPeriodTicks,
} from '../../../shared/schemas/market.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketPeriod } from '../../engine/market-period.ts';
import { AppError } from '../../lib/app-error.ts';

const DAY = 86_400_000;
/** At most this many periods per list (four days of hours). */
const LIST_LIMIT = 96;

export const marketPeriodRoutes: FastifyPluginAsyncZod<{ market: MarketEngine }> = async (app, { market }) => {
  const tags = ['market'];
  const summary = (p: MarketPeriod) => ({
    start: p.start,
    end: p.end,
    tickMs: p.tickMs,
    commitment: p.commitment,
    committedAt: p.committedAt,
    status: market.isClosed(p) ? ('closed' as const) : p.start <= market.lastTickTime ? ('running' as const) : ('upcoming' as const),
    seed: market.revealedSeed(p),
  });
  const periodAt = (start: number) => {
    const p = market.periods.byStart(start);
    if (!p) throw new AppError('NOT_FOUND');
    return p;
  };

  app.get(
    '/api/market/periods',
    {
      schema: {
        tags,
        summary:
          'Market periods overlapping [from, to] (default: the last and the next 24 hours): commitments, and the seeds of closed periods',
        querystring: MarketPeriodQuery,
        response: { 200: MarketPeriodList },
      },
    },
    async (request) => {
      const now = app.ctx.clock.now();
      const from = request.query.from ?? now - DAY;
      const to = request.query.to ?? now + DAY;
      if (from > to) throw new AppError('RANGE_INVALID');
      return market.periods.range(from, to, LIST_LIMIT).map(summary);
    },
  );
  app.get(
    '/api/market/period/:start',
    {
      schema: {
        tags,
        summary: "One market period with each product's starting price and model parameters: with the seed, enough to recompute every tick",
        params: MarketPeriodParams,
        querystring: MarketPeriodQuery.pick({ appKey: true }),
        response: { 200: MarketPeriodDetail },
      },
    },
    async (request) => {
      const p = periodAt(request.params.start);
      return { ...summary(p), products: p.products, scripted: market.scriptedIn(p) };
    },
  );
  app.get(
    '/api/market/period/:start/ticks',
    {
      schema: {
        tags,
        summary: 'Recorded ticks of one product in a market period (kept for a day), oldest first',
        params: MarketPeriodParams,
        querystring: MarketPeriodTicksQuery,
        response: { 200: MarketPeriodTicks },
      },
    },
    async (request) => {
      const p = periodAt(request.params.start);
      const product = market.product(request.query.symbol);
      if (!product) throw new AppError('SYMBOL_UNKNOWN', { symbol: request.query.symbol });
      const ticks = market.ticks.between(product.id, p.start, Math.min(p.end, market.lastTickTime + 1));
      return {
        symbol: product.symbol,
        pricePrecision: product.pricePrecision,
        ticks: ticks.map((t) => [t.time, t.ticks] as [number, number]),
      };
    },
  );
};
