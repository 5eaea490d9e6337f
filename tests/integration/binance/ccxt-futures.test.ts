// CCXT's real `binanceusdm` class trading the contract products through the futures API (issue 40):
// its URLs pointed at the test server (tests/helpers/ccxt.ts), nothing patched, with a demo key
// and a real one: loadMarkets, setLeverage, createOrder market, limit and stop (CCXT places stops
// through the algo service's endpoints), fetchOrder, fetchOpenOrders, cancelOrder, fetchPositions,
// a position closed with reduceOnly, fetchMyTrades, fetchBalance; the platform's positions and
// balances are what CCXT was told, and the ledger reconciles (after every test). ETH/USDT
// (ETH/USDT:USDT in CCXT): 1 ETH a lot, spread 0.10, fee 0.05 %.
import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { ccxtFuturesClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { futuresMarket, futuresTrader } from '../../helpers/futures.ts';

const env = fundsTestApp();
const market = futuresMarket(env);
const ETH = 'ETH/USDT:USDT';
const USDT = (n: number) => BigInt(Math.round(n * 1e6));

describe.each(['demo', 'real'] as const)('CCXT binanceusdm with a %s key', (mode) => {
  it('setLeverage, createOrder market, limit and stop, fetchOrder, fetchOpenOrders, cancelOrder, fetchPositions, a reduceOnly close, fetchMyTrades, fetchBalance: all agree', async () => {
    const u = await futuresTrader(env, mode);
    const positions = () =>
      env.t.app.ctx.sqlite
        .prepare(`SELECT side, status, lots FROM "ContractPosition" WHERE userId = ? AND mode = ? AND status != 'revoked' ORDER BY id`)
        .all(u.userId, mode) as { side: string; status: string; lots: number }[];
    await market.step(300_000);
    const ex = await ccxtFuturesClient(env.t, u.key);
    await ex.loadMarkets();
    const start = u.available();
    expect((await ex.fetchBalance()).USDT).toMatchObject({ free: Number(start) / 1e6, used: 0 });
    await ex.setLeverage(10, ETH);

    // a market buy of 2 ETH: one long position at the leverage set, at the ask
    const bought = await ex.createOrder(ETH, 'market', 'buy', 2);
    expect(bought).toMatchObject({ symbol: ETH, type: 'market', side: 'buy', status: 'closed', amount: 2, filled: 2, average: 3000.05 });
    expect(positions()).toEqual([{ side: 'long', status: 'holding', lots: 200 }]);
    // margin 6000.10 / 10 and the fee 0.05 %, each to the cent
    expect(u.available()).toBe(start - USDT(600.01) - USDT(3));
    const [long] = await ex.fetchPositions([ETH]);
    expect(long).toMatchObject({ symbol: ETH, side: 'long', contracts: 2, entryPrice: 3000.05, marginMode: 'isolated' });
    expect((await ex.fetchBalance()).USDT).toMatchObject({ free: Number(u.available()) / 1e6, used: 600.01 });

    // a limit buy below the market rests (its reserve held), is found, listed and cancelled
    const limit = await ex.createOrder(ETH, 'limit', 'buy', 1, 2900);
    expect(limit).toMatchObject({ type: 'limit', status: 'open', price: 2900, amount: 1, filled: 0 });
    expect((await ex.fetchOrder(limit.id as string, ETH)).status).toBe('open');
    expect((await ex.fetchOpenOrders(ETH)).map((o) => o.id)).toEqual([limit.id]);
    expect(await ex.cancelOrder(limit.id as string, ETH)).toMatchObject({ id: limit.id, status: 'canceled' });
    expect(await ex.fetchOpenOrders(ETH)).toEqual([]);

    // a stop-loss of the long (CCXT sends it to /fapi/v1/algoOrder), found as a trigger order
    const stop = await ex.createOrder(ETH, 'market', 'sell', 2, undefined, { stopLossPrice: 2950, reduceOnly: true });
    expect(stop).toMatchObject({ status: 'open', triggerPrice: 2950, amount: 2, reduceOnly: true });
    expect((await ex.fetchOpenOrders(ETH, undefined, undefined, { trigger: true })).map((o) => o.id)).toEqual([stop.id]);
    expect((await ex.fetchOrder(stop.id as string, ETH, { trigger: true })).status).toBe('open');
    // moved below it with a cancel first: nothing fires
    await ex.cancelOrder(stop.id as string, ETH, { trigger: true });
    await market.step(296_000);
    expect(positions()).toEqual([{ side: 'long', status: 'holding', lots: 200 }]);
    // placed again, it fires on the tick that crosses it: 1 of the 2 ETH
    const again = await ex.createOrder(ETH, 'market', 'sell', 1, undefined, { stopLossPrice: 2950, reduceOnly: true });
    await market.step(294_000);
    expect((await ex.fetchOrder(again.id as string, ETH, { trigger: true })).status).toBe('closed');
    expect(positions()).toEqual([{ side: 'long', status: 'holding', lots: 100 }]);
    expect((await ex.fetchPositions([ETH])).map((p) => [p.side, p.contracts])).toEqual([['long', 1]]);

    // the rest closed with reduceOnly (a reduce-only order cannot open the other way)
    await market.step(297_000);
    const closed = await ex.createOrder(ETH, 'market', 'sell', 1, undefined, { reduceOnly: true });
    expect(closed).toMatchObject({ status: 'closed', filled: 1, average: 2969.95, reduceOnly: true });
    expect(positions()).toEqual([{ side: 'long', status: 'closed', lots: 100 }]);
    expect(await ex.fetchPositions([ETH])).toEqual([]);
    // (CCXT picks its futures exception map by Binance's host names: on this test server's address it reads the common one)
    await expect(ex.createOrder(ETH, 'market', 'sell', 1, undefined, { reduceOnly: true })).rejects.toThrow(
      /-2022,"msg":"ReduceOnly Order is rejected."/,
    );

    // the fills: the open, the stop's close at the gapping tick's bid, the reduceOnly close
    const trades = await ex.fetchMyTrades(ETH);
    expect(trades.map((t) => [t.side, t.amount, t.price, t.order])).toEqual([
      ['buy', 2, 3000.05, bought.id],
      ['sell', 1, 2939.95, again.id],
      ['sell', 1, 2969.95, closed.id],
    ]);
    // the balance is what the fills say: the losses and the three fees; CCXT reads the same, nothing used
    const pnl = 2939.95 - 3000.05 + (2969.95 - 3000.05);
    expect(u.available()).toBe(start + USDT(pnl) - USDT(3) - USDT(1.47) - USDT(1.48));
    expect((await ex.fetchBalance()).USDT).toMatchObject({ free: Number(u.available()) / 1e6, used: 0 });
    // margin insufficient is CCXT's InsufficientFunds (99 ETH at 10×: 29,400 USDT, more than the real wallet's 10,000)
    if (mode === 'real') await expect(ex.createOrder(ETH, 'market', 'buy', 99)).rejects.toThrow(ccxt.InsufficientFunds);
  });
});
