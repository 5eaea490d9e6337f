// Futures stops across a restart (issue 40, decision 095): a stop placed by key, crossed by a tick
// recorded before the server went down and not yet evaluated, executes when it comes back, at that
// tick (the trigger path replays the ticks after its persisted cursor), not at the price after the
// downtime. Prices are scripted around the market's own price (the restart fills the downtime with
// the simulator's ticks, which must not trigger).
import { expect, it } from 'vitest';
import { FuturesLeverageRepository } from '../../../server/modules/binance/futures/leverage-repository.ts';
import { fundsAppPerTest } from '../../helpers/funds.ts';
import { ETHUSDT, futuresMarket, futuresTrader } from '../../helpers/futures.ts';

const env = fundsAppPerTest();
const market = futuresMarket(env);

it('a stop crossed by a tick recorded before the shutdown executes on start at that tick', async () => {
  const u = await futuresTrader(env, 'real');
  const m0 = env.t.app.market.ticks.inForce(market.productId(), env.t.clock.now())?.ticks ?? 300_000;
  await market.step(m0, 1234);
  // a short of 1 ETH at 2× and its stop-loss 20 % above the market
  new FuturesLeverageRepository(env.t.app.ctx.sqlite).set(u.userId, 'real', market.productId(), 2, env.t.clock.now());
  await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'SELL', type: 'MARKET', quantity: '1' });
  const stopTicks = Math.round(m0 * 1.2);
  const stop = await u.ok('POST', '/order', {
    symbol: ETHUSDT,
    side: 'BUY',
    type: 'STOP_MARKET',
    stopPrice: (stopTicks / 100).toFixed(2),
    closePosition: 'true',
  });
  // the crossing tick is recorded, and the server stops before the trigger path saw it
  const crossing = market.tick(Math.round(m0 * 1.3), 2345);
  await env.t.app.close();
  env.t.clock.advance(60_000);
  await env.t.restart();
  const after = await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(stop.orderId) });
  // the short bought back at the crossing tick's ask
  const ask = Math.round(m0 * 1.3) + 5;
  expect(after).toMatchObject({ status: 'FILLED', executedQty: '1.00', avgPrice: (ask / 100).toFixed(2) });
  const row = env.t.app.ctx.sqlite.prepare('SELECT triggerTickTime FROM "FuturesOrder" WHERE id = ?').get(stop.orderId);
  expect(row).toEqual({ triggerTickTime: crossing });
});
