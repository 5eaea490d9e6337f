// The futures user data stream (issue 40) on a real socket at /futures-stream/private/ws?listenKey=
// (and /demo): ORDER_TRADE_UPDATE for each change of the key's futures orders (NEW, each TRADE as
// /fapi/v1/userTrades shows it, CANCELED), ACCOUNT_UPDATE after each position change (reason ORDER,
// FUNDING_FEE for the overnight charge) with the wallet as /fapi/v2/account states it and the
// symbol's positions as /fapi/v2/positionRisk nets them, and DEPOSIT for money that came in
// without a position behind it; nothing of another wallet. ETH/USDT (ETHUSDT): 1 ETH a lot, spread
// 0.10, fee 0.05 %. The ledger reconciles after every test.
import { afterEach, describe, expect, it } from 'vitest';
import { AccountUpdate, OrderTradeUpdate } from '../../../shared/schemas/binance-user-data.ts';
import { keyOnly, signed } from '../../helpers/binance.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { ETHUSDT, type FuturesTrader, futuresMarket, futuresTrader } from '../../helpers/futures.ts';
import { credit } from '../../helpers/spot.ts';
import { connectWsUrl, type WsClient } from '../../helpers/ws.ts';

const env = fundsTestApp();
const market = futuresMarket(env);
const USDT = (n: number) => BigInt(Math.round(n * 1e6));

/** A signed GET of a /fapi/v2 path on the trader's wallet's base (the account, positionRisk). */
async function v2(u: FuturesTrader, path: string, params: Record<string, string> = {}) {
  const res = await signed(env.t, u.key, 'GET', `/fapi/v2${path}`, params, { base: u.mode === 'demo' ? '/demo' : '' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const open: WsClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.ws.close();
});

/** The trader's futures user data stream: a listenKey and a socket on its wallet's private stream. */
async function privateStream(u: FuturesTrader) {
  const base = u.mode === 'demo' ? '/demo' : '';
  const { listenKey } = (await keyOnly(env.t, u.key, 'POST', `${base}/fapi/v1/listenKey`)).body as { listenKey: string };
  const origin = (await baseUrlOf(env.t)).replace(/^http/, 'ws');
  const c = await connectWsUrl(`${origin}${base}/futures-stream/private/ws?listenKey=${listenKey}`);
  open.push(c);
  return c;
}

type Event = Record<string, unknown> & { e: string };
const of = (c: WsClient, type: string) => c.messages.filter((m) => m.e === type) as Event[];
async function waitFor(c: WsClient, type: string, n: number) {
  await c.waitFor(() => of(c, type).length >= n);
  return of(c, type);
}

describe('the futures user data stream', () => {
  it('ORDER_TRADE_UPDATE and ACCOUNT_UPDATE of a market buy, a resting limit cancelled and a reduceOnly close: the REST figures', async () => {
    const u = await futuresTrader(env, 'demo');
    await market.step(300_000);
    const c = await privateStream(u);
    const account = () => v2(u, '/account');
    const risk = () => v2(u, '/positionRisk', { symbol: ETHUSDT });

    // a market buy of 2 ETH: NEW, then its TRADE (filled)
    const bought = await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'MARKET', quantity: '2', newClientOrderId: 'fut-1' });
    const [created, traded] = (await waitFor(c, 'ORDER_TRADE_UPDATE', 2)).map((e) => OrderTradeUpdate.parse(e));
    const [trade] = await u.ok('GET', '/userTrades', { symbol: ETHUSDT });
    expect(created?.o).toMatchObject({
      s: ETHUSDT,
      c: 'fut-1',
      S: 'BUY',
      o: 'MARKET',
      q: '2.00',
      x: 'NEW',
      X: 'NEW',
      i: bought.orderId,
      z: '0.00',
      l: '0.00',
      ps: 'BOTH',
      R: false,
    });
    expect(traded?.o).toMatchObject({
      i: bought.orderId,
      x: 'TRADE',
      X: 'FILLED',
      l: trade.qty,
      z: '2.00',
      L: trade.price,
      ap: trade.price,
      n: trade.commission,
      N: 'USDT',
      t: trade.id,
      m: false,
      rp: '0.000000',
    });
    // the account after it: the wallet and the netted long as the REST API says
    const [update] = (await waitFor(c, 'ACCOUNT_UPDATE', 1)).map((e) => AccountUpdate.parse(e));
    const rest = await account();
    const [long] = (await risk()) as Record<string, string>[];
    expect(update?.a).toEqual({
      m: 'ORDER',
      B: [{ a: 'USDT', wb: rest.totalWalletBalance, cw: rest.totalCrossWalletBalance, bc: '0' }],
      P: [
        {
          s: ETHUSDT,
          pa: long?.positionAmt,
          ep: long?.entryPrice,
          bep: long?.entryPrice,
          cr: '0',
          up: long?.unRealizedProfit,
          mt: 'isolated',
          iw: long?.isolatedWallet,
          ps: 'BOTH',
        },
      ],
    });
    expect(long?.positionAmt).toBe('2.00');

    // a limit buy below the market rests: NEW; cancelled: CANCELED
    const limit = await u.ok('POST', '/order', {
      symbol: ETHUSDT,
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '1',
      price: '2900',
    });
    await u.ok('DELETE', '/order', { symbol: ETHUSDT, orderId: String(limit.orderId) });
    const orders = (await waitFor(c, 'ORDER_TRADE_UPDATE', 4)).slice(2);
    expect(orders.map((e) => [(e.o as Event).i, (e.o as Event).x, (e.o as Event).X, (e.o as Event).p])).toEqual([
      [limit.orderId, 'NEW', 'NEW', '2900.00'],
      [limit.orderId, 'CANCELED', 'CANCELED', '2900.00'],
    ]);

    // closed with reduceOnly at a later tick: its TRADE with the realized P/L, the position flat
    await market.step(297_000);
    const closed = await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'SELL', type: 'MARKET', quantity: '2', reduceOnly: 'true' });
    const [, close] = (await waitFor(c, 'ORDER_TRADE_UPDATE', 6)).slice(4);
    const closing = ((await u.ok('GET', '/userTrades', { symbol: ETHUSDT })) as Record<string, unknown>[]).at(-1);
    expect(close?.o).toMatchObject({ i: closed.orderId, x: 'TRADE', X: 'FILLED', R: true, rp: closing?.realizedPnl, t: closing?.id });
    expect(Number(closing?.realizedPnl)).toBeLessThan(0);
    const flat = (await c.waitFor((m) => m.e === 'ACCOUNT_UPDATE' && ((m.a as Event).P as { pa: string }[])[0]?.pa === '0.00')) as Event;
    expect((flat.a as Event).B).toEqual([
      { a: 'USDT', wb: (await account()).totalWalletBalance, cw: (await account()).totalCrossWalletBalance, bc: '0' },
    ]);

    // money in without a position behind it: DEPOSIT, its amount the balance change
    credit(env.t, u.userId, 'USDT', USDT(25), 'demo');
    const deposit = await c.waitFor((m) => m.e === 'ACCOUNT_UPDATE' && (m.a as Event).m === 'DEPOSIT');
    expect((deposit.a as Event).B).toEqual([
      { a: 'USDT', wb: (await account()).totalWalletBalance, cw: (await account()).totalCrossWalletBalance, bc: '25.000000' },
    ]);
    expect((deposit.a as Event).P).toEqual([]);
    // another coin, or the real wallet: nothing
    const heard = c.messages.length;
    credit(env.t, u.userId, 'BTC', 1000n, 'demo');
    credit(env.t, u.userId, 'USDT', USDT(5), 'real');
    await new Promise((resolve) => setImmediate(resolve));
    c.send({ method: 'LIST_SUBSCRIPTIONS', id: 9 });
    await c.waitFor((m) => m.id === 9);
    expect(c.messages.slice(heard).filter((m) => m.e !== undefined)).toEqual([]);
  });

  it('the overnight charge of a held position is an ACCOUNT_UPDATE FUNDING_FEE', async () => {
    const u = await futuresTrader(env, 'real');
    await market.step(300_000);
    await u.ok('POST', '/order', { symbol: ETHUSDT, side: 'BUY', type: 'MARKET', quantity: '1' });
    const c = await privateStream(u);
    // the next charge moment passes: the position is charged
    const overnight = env.t.app.services.contractOvernight;
    env.t.clock.set(overnight.nextMoment(env.t.clock.now()) + 1000);
    expect(overnight.chargeDue()).toBeGreaterThan(0);
    const funding = AccountUpdate.parse(await c.waitFor((m) => m.e === 'ACCOUNT_UPDATE' && (m.a as Event).m === 'FUNDING_FEE'));
    expect(funding.a.P.map((p) => [p.s, p.pa])).toEqual([[ETHUSDT, '1.00']]);
    expect(funding.a.B[0]?.wb).toBe((await v2(u, '/account')).totalWalletBalance);
  });
});
