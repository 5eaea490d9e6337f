// The futures API's orders (issue 40, decision 095) with signed calls as Binance clients make them:
// orders placed by key are the platform's contract positions (one-way netting over the account's
// positions of the symbol: opposite ones closed oldest first, the remainder opened as one position
// at the symbol's leverage), limits rest as pending positions, stops and take-profits trigger on
// the first recorded tick that crosses them and fill there; cancels, look-ups by client id, the
// fills; a key sees only its own user's orders of its own wallet. ETH/USDT (ETHUSDT): 1 ETH a lot,
// spread 0.10 (bid = mark − 0.05, ask = mark + 0.05), fee 0.05 %. The ledger reconciles (the
// futures orders' check included) after every test.
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../../server/ledger/reconcile.ts';
import { FuturesLeverageRepository } from '../../../server/modules/binance/futures/leverage-repository.ts';
import { contractApi } from '../../helpers/contract.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { ETHUSDT, type FuturesTrader, futuresMarket, futuresTrader } from '../../helpers/futures.ts';

const env = fundsTestApp();
const market = futuresMarket(env);
const USDT = (n: number) => BigInt(Math.round(n * 1e6));

const refusal = (res: { status: number; body: { code: number; msg: string } }, status: number, code: number, msg?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  if (msg !== undefined) expect(res.body.msg).toBe(msg);
  else expect(res.body.msg.length).toBeGreaterThan(0);
};

interface PositionRow {
  id: number;
  side: string;
  status: string;
  lots: number;
  leverage: number;
  futuresOrderId: number | null;
  entryValue: number;
}

/** The user's contract positions of a wallet, oldest first. */
const positions = (u: FuturesTrader) =>
  env.t.app.ctx.sqlite
    .prepare(
      `SELECT id, side, status, lots, leverage, futuresOrderId, entryValue FROM "ContractPosition" WHERE userId = ? AND mode = ? ORDER BY id`,
    )
    .all(u.userId, u.mode) as PositionRow[];
const open = (u: FuturesTrader) => positions(u).filter((p) => p.status === 'holding');

const marketOrder = (side: 'BUY' | 'SELL', quantity: string, more: Record<string, string> = {}) => ({
  symbol: ETHUSDT,
  side,
  type: 'MARKET',
  quantity,
  newOrderRespType: 'RESULT',
  ...more,
});
const limitOrder = (side: 'BUY' | 'SELL', quantity: string, price: string, more: Record<string, string> = {}) => ({
  symbol: ETHUSDT,
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity,
  price,
  ...more,
});

/** The futures checks of the reconciliation alone (the ledger's run after each test anyway). */
const futuresDrifts = () => reconcile(env.t.app.ctx.flow).filter((d) => d.check === 'futures-orders');

describe('market orders and one-way netting', () => {
  it('a market order opens one position at the symbol’s leverage, marked as the key’s; Binance’s answer; the margin and fee in the ledger', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    const before = u.available();
    const res = await u.call('POST', '/order', marketOrder('BUY', '1', { newClientOrderId: 'bot-1' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-mbx-order-count-10s']).toBe('1');
    expect(res.body).toMatchObject({
      symbol: ETHUSDT,
      clientOrderId: 'bot-1',
      status: 'FILLED',
      type: 'MARKET',
      origType: 'MARKET',
      side: 'BUY',
      positionSide: 'BOTH',
      price: '0.00',
      avgPrice: '3000.05',
      origQty: '1.00',
      executedQty: '1.00',
      cumQty: '1.00',
      cumQuote: '3000.0500',
      reduceOnly: false,
      closePosition: false,
      timeInForce: 'GTC',
      workingType: 'MARK_PRICE',
      priceProtect: false,
      updateTime: env.t.clock.now(),
    });
    // the platform's own position, at the symbol's default leverage (20: Binance's default), opened by this order
    const [p] = positions(u);
    expect(p).toMatchObject({ side: 'long', status: 'holding', lots: 100, leverage: 20, futuresOrderId: res.body.orderId });
    // margin 3000.05 / 20 and the fee 0.05 %, each to the cent: what the journal took
    expect(u.available()).toBe(before - USDT(150) - USDT(1.5));
    // the trade history marks it as placed by the key
    const history = (await u.a.get('/api/trade/history?mode=real')).body.data.items as {
      kind: string;
      id: number;
      apiKey: string | null;
    }[];
    expect(history.find((r) => r.kind === 'contract' && r.id === p?.id)?.apiKey).toBe(`futures bot ${u.userId}`);

    // the leverage chosen for the symbol is what the next position opens with (the default answer ACK: as accepted)
    new FuturesLeverageRepository(env.t.app.ctx.sqlite).set(u.userId, 'real', market.productId(), 5, env.t.clock.now());
    const ack = await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'MARKET', quantity: '0.5' });
    expect(ack).toMatchObject({ status: 'NEW', executedQty: '0.00', origQty: '0.50' });
    expect(await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(ack.orderId) })).toMatchObject({
      status: 'FILLED',
      executedQty: '0.50',
      time: ack.updateTime,
    });
    expect(open(u).map((x) => [x.lots, x.leverage])).toEqual([
      [100, 20],
      [50, 5],
    ]);
  });

  it('an order first closes the opposite positions oldest first (a web one too), the last in part, then opens the rest', async () => {
    const u = await futuresTrader(env, 'real');
    const web = contractApi(env.t, u.token, market.productId);
    await market.step(300_000);
    // the oldest long from the web, then two by key
    const first = await web.open({ side: 'long', lots: '1', leverage: 10 });
    await market.step(300_100);
    const second = await u.ok('POST', '/order', marketOrder('BUY', '2'));
    await market.step(300_200);
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    const [a, b, c] = open(u);
    expect([a?.id, b?.futuresOrderId]).toEqual([first.id, second.orderId]);

    // SELL 2 at 3010.00: the web's 1 closes whole, 1 of the second's 2 (at the bid 3009.95 each)
    await market.step(301_000);
    const sell = await u.ok('POST', '/order', marketOrder('SELL', '2'));
    expect(sell).toMatchObject({ status: 'FILLED', executedQty: '2.00', avgPrice: '3009.95', cumQuote: '6019.9000' });
    expect(open(u).map((x) => [x.id, x.side, x.lots])).toEqual([
      [b?.id, 'long', 100],
      [c?.id, 'long', 100],
    ]);
    // SELL 3.5: the rest closes (second's 1, third's 1) and 1.5 opens short, at the bid
    const flip = await u.ok('POST', '/order', marketOrder('SELL', '3.5'));
    expect(flip).toMatchObject({ status: 'FILLED', executedQty: '3.50', avgPrice: '3009.95' });
    const shorts = open(u);
    expect(shorts.map((x) => [x.side, x.lots, x.futuresOrderId])).toEqual([['short', 150, flip.orderId]]);
    expect(shorts[0]?.entryValue).toBe(150 * 300_995);

    // the fills, oldest first: opens, then each close with its realized P/L and fee
    const trades = await u.ok('GET', '/userTrades', { symbol: ETHUSDT });
    const summary = trades.map((t: Record<string, unknown>) => [t.side, t.qty, t.price, t.realizedPnl, t.orderId, t.buyer]);
    expect(summary).toEqual([
      ['BUY', '1.00', '3000.05', '0.000000', 0, true],
      ['BUY', '2.00', '3001.05', '0.000000', second.orderId, true],
      ['BUY', '1.00', '3002.05', '0.000000', expect.any(Number), true],
      // (3009.95 − 3000.05) × 1 and (3009.95 − 3001.05) × 1
      ['SELL', '1.00', '3009.95', '9.900000', sell.orderId, false],
      ['SELL', '1.00', '3009.95', '8.900000', sell.orderId, false],
      ['SELL', '1.00', '3009.95', '8.900000', flip.orderId, false],
      ['SELL', '1.00', '3009.95', '7.900000', flip.orderId, false],
      ['SELL', '1.50', '3009.95', '0.000000', flip.orderId, false],
    ]);
    // a close's commission is its closing fee (0.05 % of 3009.95, to the cent)
    expect(trades[3]).toMatchObject({
      commission: '1.500000',
      commissionAsset: 'USDT',
      positionSide: 'BOTH',
      symbol: ETHUSDT,
      maker: false,
    });
    // one order's fills only; from a fill id on
    expect((await u.ok('GET', '/userTrades', { symbol: ETHUSDT, orderId: String(sell.orderId) })).length).toBe(2);
    expect((await u.ok('GET', '/userTrades', { symbol: ETHUSDT, fromId: String(trades[6].id) })).length).toBe(2);
    expect(futuresDrifts()).toEqual([]);
  });

  it('reduceOnly closes at most what is open (the order cut to it), and is refused (-2022) with nothing open to reduce', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    refusal(await u.call('POST', '/order', marketOrder('SELL', '1', { reduceOnly: 'true' })), 400, -2022, 'ReduceOnly Order is rejected.');
    await u.ok('POST', '/order', marketOrder('BUY', '1.5'));
    // a reduce-only BUY has nothing to reduce either (the position is long)
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { reduceOnly: 'true' })), 400, -2022);
    const cut = await u.ok('POST', '/order', marketOrder('SELL', '5', { reduceOnly: 'true' }));
    expect(cut).toMatchObject({ status: 'FILLED', origQty: '1.50', executedQty: '1.50', reduceOnly: true });
    expect(open(u)).toEqual([]);
    expect(positions(u).map((p) => p.status)).toEqual(['closed']);
  });
});

describe('limit orders', () => {
  it('a limit rests as a pending position (its reserve held) and its closing part waits; the first tick that crosses fills both there', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    const before = u.available();
    // SELL 3 at 3010.00: 1 would close the long, 2 open a short
    const placed = await u.ok('POST', '/order', limitOrder('SELL', '3', '3010', { newClientOrderId: 'sell-3010' }));
    expect(placed).toMatchObject({
      status: 'NEW',
      type: 'LIMIT',
      price: '3010.00',
      origQty: '3.00',
      executedQty: '0.00',
      avgPrice: '0.00',
    });
    // the pending short's reserve: margin (6020 / 20) and fee (0.05 %) at its price
    expect(u.available()).toBe(before - USDT(301) - USDT(3.01));
    expect(positions(u).map((p) => [p.side, p.status, p.lots])).toEqual([
      ['long', 'holding', 100],
      ['short', 'pending', 200],
    ]);
    expect((await u.ok('GET', '/openOrders', { symbol: ETHUSDT })).map((o: { orderId: number }) => o.orderId)).toEqual([placed.orderId]);
    // 3010.00 is not enough: the bid is 3009.95
    await market.step(301_000);
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, origClientOrderId: 'sell-3010' })).status).toBe('NEW');
    // 3010.05: the bid reaches 3010.00
    const crossing = await market.step(301_005);
    const filled = await u.ok('GET', '/order', { symbol: ETHUSDT, origClientOrderId: 'sell-3010' });
    expect(filled).toMatchObject({
      status: 'FILLED',
      executedQty: '3.00',
      avgPrice: '3010.00',
      cumQuote: '9030.0000',
      updateTime: crossing,
    });
    expect(positions(u).map((p) => [p.side, p.status, p.lots])).toEqual([
      ['long', 'closed', 100],
      ['short', 'holding', 200],
    ]);
    // both fills at the crossing tick's bid (the risk engine's fill of the short first), a resting order's: a maker's
    const trades = await u.ok('GET', '/userTrades', { symbol: ETHUSDT, orderId: String(placed.orderId) });
    expect(trades.map((t: Record<string, unknown>) => [t.side, t.qty, t.price, t.maker])).toEqual([
      ['SELL', '2.00', '3010.00', true],
      ['SELL', '1.00', '3010.00', true],
    ]);
    expect(await u.ok('GET', '/openOrders', { symbol: ETHUSDT })).toEqual([]);
  });

  it('a limit the tick in force already crosses fills at once at that tick, at or better than its price', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    const res = await u.ok('POST', '/order', limitOrder('BUY', '1', '3100', { newOrderRespType: 'RESULT' }));
    expect(res).toMatchObject({ status: 'FILLED', avgPrice: '3000.05', price: '3100.00' });
  });

  it('a reduce-only limit only waits to close (nothing reserved) and closes at its price or better', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('SELL', '2'));
    const before = u.available();
    const placed = await u.ok('POST', '/order', limitOrder('BUY', '3', '2990', { reduceOnly: 'true' }));
    expect(placed).toMatchObject({ status: 'NEW', origQty: '2.00', reduceOnly: true });
    expect(u.available()).toBe(before);
    // 2990.00: the ask is 2990.05, not yet; 2989.90: the ask 2989.95
    await market.step(299_000);
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(placed.orderId) })).status).toBe('NEW');
    await market.step(298_990);
    expect(await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(placed.orderId) })).toMatchObject({
      status: 'FILLED',
      executedQty: '2.00',
      avgPrice: '2989.95',
    });
    expect(open(u)).toEqual([]);
  });
});

describe('stops', () => {
  it('a stop triggers on the first recorded tick that crosses it and fills there as a market order: the tick recorded is the fill’s', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('BUY', '2'));
    // a sell stop at or above the mark would trigger at once
    refusal(
      await u.call('POST', '/order', { symbol: ETHUSDT, side: 'SELL', type: 'STOP_MARKET', quantity: '2', stopPrice: '3000' }),
      400,
      -2021,
      'Order would trigger immediately.',
    );
    const stop = await u.ok('POST', '/order', {
      symbol: ETHUSDT,
      side: 'SELL',
      type: 'STOP_MARKET',
      quantity: '2',
      stopPrice: '2950',
      reduceOnly: 'true',
      newClientOrderId: 'sl',
    });
    expect(stop).toMatchObject({ status: 'NEW', type: 'STOP_MARKET', stopPrice: '2950.00', origQty: '2.00' });
    await market.step(296_000);
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(stop.orderId) })).status).toBe('NEW');
    // a gap past the stop: it fills at the gapping tick (its bid 2939.95), not at 2950
    const gap = await market.step(294_000);
    await market.step(299_000);
    const done = await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(stop.orderId) });
    expect(done).toMatchObject({ status: 'FILLED', executedQty: '2.00', avgPrice: '2939.95', updateTime: gap });
    // the algo service's view names the tick that triggered it
    expect(await u.ok('GET', '/algoOrder', { algoId: String(stop.orderId) })).toMatchObject({
      algoStatus: 'FINISHED',
      triggerTime: gap,
      triggerPrice: '2950.00',
      actualPrice: '2939.95',
      actualOrderId: String(stop.orderId),
    });
    const row = env.t.app.ctx.sqlite.prepare('SELECT triggerTickTime, triggerTicks FROM "FuturesOrder" WHERE id = ?').get(stop.orderId);
    expect(row).toEqual({ triggerTickTime: gap, triggerTicks: 294_000 });
    const close = env.t.app.ctx.sqlite
      .prepare(`SELECT e.tickTime, e.ticks FROM "ContractEvent" e WHERE e.kind = 'close' AND e.positionId = ?`)
      .get(positions(u)[0]?.id);
    expect(close).toEqual({ tickTime: gap, ticks: 293_995 });
    expect(open(u)).toEqual([]);
  });

  it('a stop crossed while the trigger path was down executes at start at the tick that crossed it', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('SELL', '1'));
    const stop = await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'STOP_MARKET', quantity: '1', stopPrice: '3050' });
    const triggers = env.t.app.services.futuresTriggers;
    triggers.stop();
    // recorded while nothing evaluated them: up through the stop, then back down
    const crossing = market.tick(306_000);
    market.tick(300_500);
    await env.t.app.services.contractRisk.process();
    triggers.start();
    expect(await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(stop.orderId) })).toMatchObject({
      status: 'FILLED',
      avgPrice: '3060.05',
    });
    expect(env.t.app.ctx.sqlite.prepare('SELECT triggerTickTime FROM "FuturesOrder" WHERE id = ?').get(stop.orderId)).toEqual({
      triggerTickTime: crossing,
    });
    // a buy stop of a short is its stop-loss: the short closed at the crossing tick's ask
    expect(open(u)).toEqual([]);
  });

  it('a take-profit with closePosition closes every position open on its side when its price is reached', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    await u.ok('POST', '/order', marketOrder('BUY', '2'));
    // a take-profit of a long: SELL when the mark reaches 3100 (closePosition: no quantity, nothing opens)
    const tp = await u.ok('POST', '/order', {
      symbol: ETHUSDT,
      side: 'SELL',
      type: 'TAKE_PROFIT_MARKET',
      stopPrice: '3100',
      closePosition: 'true',
    });
    expect(tp).toMatchObject({ status: 'NEW', origQty: '0.00', closePosition: true });
    await market.step(309_000);
    expect(open(u).length).toBe(2);
    await market.step(310_000);
    expect(await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(tp.orderId) })).toMatchObject({
      status: 'FILLED',
      origQty: '0.00',
      executedQty: '3.00',
      avgPrice: '3099.95',
    });
    expect(open(u)).toEqual([]);
  });

  it('a stop the platform refuses at its tick (the margin) expires there: nothing executed, the tick recorded', async () => {
    const u = await futuresTrader(env, 'real', { amount: '100' });
    await market.step(300_000);
    // no margin is asked of a waiting stop; at 3050, 1 ETH at 20× asks 152.50 and its fee
    const stop = await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'STOP_MARKET', quantity: '1', stopPrice: '3050' });
    const crossing = await market.step(305_000);
    expect(await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(stop.orderId) })).toMatchObject({
      status: 'EXPIRED',
      executedQty: '0.00',
      updateTime: crossing,
    });
    expect(await u.ok('GET', '/algoOrder', { algoId: String(stop.orderId) })).toMatchObject({
      algoStatus: 'EXPIRED',
      triggerTime: crossing,
    });
    expect(positions(u)).toEqual([]);
    expect(u.available()).toBe(USDT(100));
  });

  it('stops through the algo service’s endpoints (as CCXT sends them): placed, listed, read, cancelled; a cancelled stop never fires', async () => {
    const u = await futuresTrader(env, 'demo');
    await market.step(300_000);
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    const algo = await u.ok('POST', '/algoOrder', {
      symbol: ETHUSDT,
      side: 'SELL',
      type: 'STOP_MARKET',
      algoType: 'CONDITIONAL',
      quantity: '1',
      triggerPrice: '2900',
      clientAlgoId: 'my-stop',
      reduceOnly: 'true',
      newOrderRespType: 'RESULT',
    });
    expect(algo).toMatchObject({
      clientAlgoId: 'my-stop',
      algoType: 'CONDITIONAL',
      orderType: 'STOP_MARKET',
      algoStatus: 'NEW',
      quantity: '1.00',
      triggerPrice: '2900.00',
      triggerTime: 0,
      actualOrderId: '',
    });
    refusal(
      await u.call('POST', '/algoOrder', {
        symbol: ETHUSDT,
        side: 'SELL',
        type: 'LIMIT',
        algoType: 'CONDITIONAL',
        quantity: '1',
        price: '1',
      }),
      400,
      -1116,
    );
    expect((await u.ok('GET', '/openAlgoOrders', { symbol: ETHUSDT })).map((o: { algoId: number }) => o.algoId)).toEqual([algo.algoId]);
    expect(await u.ok('GET', '/algoOrder', { clientAlgoId: 'my-stop' })).toMatchObject({ algoId: algo.algoId });
    expect(await u.ok('DELETE', '/algoOrder', { algoId: String(algo.algoId) })).toEqual({
      algoId: algo.algoId,
      clientAlgoId: 'my-stop',
      code: '200',
      msg: 'success',
    });
    refusal(await u.call('DELETE', '/algoOrder', { algoId: String(algo.algoId) }), 400, -2011);
    await market.step(289_000);
    expect(open(u).length).toBe(1);
    expect((await u.ok('GET', '/allAlgoOrders', { symbol: ETHUSDT })).map((o: { algoStatus: string }) => o.algoStatus)).toEqual([
      'CANCELED',
    ]);
    expect(await u.ok('GET', '/openAlgoOrders', {})).toEqual([]);
  });
});

describe('cancels and look-ups', () => {
  it('cancelling a resting limit revokes its pending position (the reserve back); a done order is unknown to a cancel; allOpenOrders', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    const before = u.available();
    const a = await u.ok('POST', '/order', limitOrder('BUY', '1', '2900', { newClientOrderId: 'a' }));
    expect(u.available()).toBeLessThan(before);
    const cancelled = await u.ok('DELETE', '/order', { symbol: ETHUSDT, origClientOrderId: 'a' });
    expect(cancelled).toMatchObject({ orderId: a.orderId, status: 'CANCELED', executedQty: '0.00' });
    expect(u.available()).toBe(before);
    expect(positions(u).map((p) => p.status)).toEqual(['revoked']);
    refusal(await u.call('DELETE', '/order', { symbol: ETHUSDT, orderId: String(a.orderId) }), 400, -2011, 'Unknown order sent.');

    // a pending position cancelled on the web cancels its order too
    const b = await u.ok('POST', '/order', limitOrder('BUY', '1', '2900'));
    const pending = positions(u).at(-1) as PositionRow;
    expect((await contractApi(env.t, u.token, market.productId).action(pending.id, 'cancel')).body.code).toBe(0);
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(b.orderId) })).status).toBe('CANCELED');

    // everything working of the symbol: a limit and a stop
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    await u.ok('POST', '/order', limitOrder('BUY', '1', '2800'));
    await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'SELL', type: 'STOP_MARKET', quantity: '1', stopPrice: '2950' });
    expect((await u.ok('GET', '/openOrders', {})).length).toBe(2);
    expect(await u.ok('DELETE', '/allOpenOrders', { symbol: ETHUSDT })).toEqual({
      code: 200,
      msg: 'The operation of cancel all open order is done.',
    });
    expect(await u.ok('GET', '/openOrders', { symbol: ETHUSDT })).toEqual([]);
    expect(u.available()).toBe(before - USDT(150) - USDT(1.5));
    // the cancelled stop does not fire when its price is crossed
    await market.step(294_000);
    expect(open(u).length).toBe(1);
    expect(futuresDrifts()).toEqual([]);
  });

  it('client ids: a working order’s is refused to a second one (-4116), a done one’s may be reused and finds the latest', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    const first = await u.ok('POST', '/order', limitOrder('BUY', '1', '2900', { newClientOrderId: 'same' }));
    refusal(
      await u.call('POST', '/order', marketOrder('BUY', '1', { newClientOrderId: 'same' })),
      400,
      -4116,
      'ClientOrderId is duplicated.',
    );
    await u.ok('DELETE', '/order', { symbol: ETHUSDT, orderId: String(first.orderId) });
    const second = await u.ok('POST', '/order', marketOrder('BUY', '1', { newClientOrderId: 'same' }));
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, origClientOrderId: 'same' })).orderId).toBe(second.orderId);
    // both sent and not the same order's; neither; an id nobody has
    refusal(await u.call('GET', '/order', { symbol: ETHUSDT, orderId: String(first.orderId), origClientOrderId: 'other' }), 400, -2013);
    expect((await u.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(first.orderId), origClientOrderId: 'same' })).status).toBe(
      'CANCELED',
    );
    refusal(await u.call('GET', '/order', { symbol: ETHUSDT }), 400, -1102);
    refusal(await u.call('GET', '/order', { symbol: ETHUSDT, orderId: '999999999' }), 400, -2013, 'Order does not exist.');
    // all orders, oldest first; from an order id on
    const all = await u.ok('GET', '/allOrders', { symbol: ETHUSDT });
    expect(all.map((o: { orderId: number; status: string }) => [o.orderId, o.status])).toEqual([
      [first.orderId, 'CANCELED'],
      [second.orderId, 'FILLED'],
    ]);
    expect((await u.ok('GET', '/allOrders', { symbol: ETHUSDT, orderId: String(second.orderId) })).length).toBe(1);
  });

  it('another user’s orders are unknown to a key: not read, not cancelled, not listed; nor are its fills', async () => {
    const u = await futuresTrader(env, 'real');
    const other = await futuresTrader(env, 'real');
    await market.step(300_000);
    const theirs = await other.ok('POST', '/order', limitOrder('BUY', '1', '2900', { newClientOrderId: 'theirs' }));
    await other.ok('POST', '/order', marketOrder('BUY', '1'));
    refusal(await u.call('GET', '/order', { symbol: ETHUSDT, orderId: String(theirs.orderId) }), 400, -2013);
    refusal(await u.call('GET', '/order', { symbol: ETHUSDT, origClientOrderId: 'theirs' }), 400, -2013);
    refusal(await u.call('DELETE', '/order', { symbol: ETHUSDT, orderId: String(theirs.orderId) }), 400, -2011);
    expect(await u.ok('GET', '/openOrders', {})).toEqual([]);
    expect(await u.ok('GET', '/allOrders', { symbol: ETHUSDT })).toEqual([]);
    expect(await u.ok('GET', '/userTrades', { symbol: ETHUSDT })).toEqual([]);
    // their reduce-only has nothing of ours to reduce, nor ours of theirs
    refusal(await u.call('POST', '/order', marketOrder('SELL', '1', { reduceOnly: 'true' })), 400, -2022);
    expect((await other.ok('GET', '/order', { symbol: ETHUSDT, orderId: String(theirs.orderId) })).status).toBe('NEW');
  });
});

describe('the reconciliation', () => {
  it('finds an order whose executed lots or status disagree with its fills and positions', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    const o = await u.ok('POST', '/order', marketOrder('BUY', '1'));
    const resting = await u.ok('POST', '/order', limitOrder('BUY', '1', '2900'));
    expect(futuresDrifts()).toEqual([]);
    const db = env.t.app.ctx.sqlite;
    db.prepare('UPDATE "FuturesOrder" SET executedLots = executedLots - 1 WHERE id = ?').run(o.orderId);
    db.prepare(`UPDATE "FuturesOrder" SET status = 'FILLED' WHERE id = ?`).run(resting.orderId);
    expect(futuresDrifts().map((d) => d.detail)).toEqual(
      expect.arrayContaining([
        `executed lots or value differ from its fills: futures-order:${o.orderId}`,
        `status FILLED disagrees with its parts: futures-order:${o.orderId}`,
        `status FILLED disagrees with its parts: futures-order:${resting.orderId}`,
      ]),
    );
    expect(futuresDrifts().length).toBe(3);
    db.prepare('UPDATE "FuturesOrder" SET executedLots = executedLots + 1 WHERE id = ?').run(o.orderId);
    db.prepare(`UPDATE "FuturesOrder" SET status = 'NEW' WHERE id = ?`).run(resting.orderId);
    expect(futuresDrifts()).toEqual([]);
  });
});

describe('wallets, permissions and refusals', () => {
  it('a demo key trades the demo wallet on /demo/fapi only; on /fapi it is refused (-2015)', async () => {
    const u = await futuresTrader(env, 'demo');
    await market.step(300_000);
    const realBefore = env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'real' });
    const res = await u.call('POST', '/order', marketOrder('BUY', '1'), { base: '' });
    refusal(res, 401, -2015);
    expect(res.body.msg).toContain('/demo/fapi');
    const demoBefore = u.available();
    await u.ok('POST', '/order', marketOrder('BUY', '1'));
    expect(u.available()).toBe(demoBefore - USDT(151.5));
    expect(env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'real' })).toBe(realBefore);
    expect(open(u).map((p) => p.side)).toEqual(['long']);
  });

  it('a key without the contract permission reads but does not trade', async () => {
    const u = await futuresTrader(env, 'real', { permissions: ['read', 'spot'] });
    await market.step(300_000);
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1')), 401, -2015);
    expect(await u.ok('GET', '/openOrders', {})).toEqual([]);
  });

  it('the platform’s refusals in Binance’s futures codes: margin, lots, tick, symbol, hedge mode, order types', async () => {
    const u = await futuresTrader(env, 'real', { amount: '100' });
    await market.step(300_000);
    // 1 ETH at 20×: 150 USDT of margin and 1.50 of fee, more than 100
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1')), 400, -2019, 'Account has insufficient balance for requested action.');
    refusal(await u.call('POST', '/order', marketOrder('BUY', '0.001')), 400, -1111);
    refusal(await u.call('POST', '/order', marketOrder('BUY', '0')), 400, -4004);
    // (the lots' limits in the platform's words, in the request's language)
    const above = await u.call('POST', '/order', marketOrder('BUY', '101')).set('Accept-Language', 'fr-FR');
    refusal(above, 400, -4005, 'Les lots doivent être compris entre 0.01 et 100.00 par pas de 0.01');
    refusal(await u.call('POST', '/order', limitOrder('BUY', '0.01', '2900.001')), 400, -4014, 'Price not increased by tick size.');
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { symbol: 'NOPEUSDT' })), 400, -1121, 'Invalid symbol.');
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { positionSide: 'LONG' })), 400, -4061);
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { type: 'TRAILING_STOP_MARKET' })), 400, -1116);
    refusal(await u.call('POST', '/order', limitOrder('BUY', '1', '2900', { timeInForce: 'IOC' })), 400, -1115);
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { price: '2900' })), 400, -1106);
    refusal(await u.call('POST', '/order', { symbol: ETHUSDT, side: 'SELL', type: 'STOP_MARKET', quantity: '1' }), 400, -1102);
    refusal(await u.call('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'LIMIT', quantity: '1', price: '1' }), 400, -1102);
    refusal(await u.call('POST', '/order', marketOrder('BUY', '1', { closePosition: 'true' })), 400, -1106);
    refusal(await u.call('POST', '/order', { ...marketOrder('BUY', '1'), unknown: '1' }), 400, -1104);
    // nothing was placed
    expect(positions(u)).toEqual([]);
    expect(await u.ok('GET', '/allOrders', { symbol: ETHUSDT })).toEqual([]);
  });
});
