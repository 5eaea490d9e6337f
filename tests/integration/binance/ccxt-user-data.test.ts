// CCXT's real websocket classes listening to the user data stream (issue 40), their URLs pointed at
// the test server (nothing patched), their timestamps the manual clock's. `ccxt.pro.binance`:
// watchOrders and watchBalance subscribe by signature on the spot WebSocket API and see orders
// placed by createOrder (a limit that rests and is cancelled, one that another user's order fills)
// and the balances after the fill. `ccxt.pro.binanceusdm`: the same through a listenKey on
// /futures-stream/private/ws, for a market order that opens a position and a reduceOnly one that
// closes it. Afterwards CCXT's streamed balances, its fetched ones and the ledger agree (the ledger
// reconciles after every test).
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { keyTrader, signed } from '../../helpers/binance.ts';
import { ccxtFuturesProClient, ccxtProClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { type FuturesTrader, futuresMarket, futuresTrader } from '../../helpers/futures.ts';

const env = fundsTestApp();
const market = futuresMarket(env);
const ETH = 'ETH/USDT:USDT';

/** A signed GET of a /fapi/v2 path on the trader's wallet's base. */
async function v2(u: FuturesTrader, path: string) {
  const res = await signed(env.t, u.key, 'GET', `/fapi/v2${path}`, {}, { base: u.mode === 'demo' ? '/demo' : '' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
/** What a minor-unit amount reads as in CCXT (numbers). */
const num = (units: bigint, scale: number) => Number(formatAmount(units, scale));

/** Waits (short sleeps: the subscription is answered over the socket) until `ready()`. */
async function until(ready: () => boolean) {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready()).toBe(true);
}

type Order = { id?: string; status?: string; filled?: number; symbol?: string; reduceOnly?: boolean };
type Balance = Record<string, { free?: number; used?: number; total?: number }>;

/** Keeps watching `ex`'s orders of `symbol` and its balance (until `stop`): what each watch answered, in order. */
function watching(ex: { watchOrders(symbol: string): Promise<unknown>; watchBalance(): Promise<unknown> }, symbol: string) {
  const seen: Order[] = [];
  const balances: Balance[] = [];
  let on = true;
  void (async () => {
    while (on) seen.push(...((await ex.watchOrders(symbol)) as Order[]));
  })().catch(() => {});
  void (async () => {
    while (on) balances.push((await ex.watchBalance()) as Balance);
  })().catch(() => {});
  return {
    seen,
    balances,
    stop: () => {
      on = false;
    },
  };
}

describe.each(['demo', 'real'] as const)('ccxt.pro.binance with a %s key', (mode) => {
  it('watchOrders and watchBalance see createOrder’s orders, their fill and cancel, and the balances after them', async () => {
    const p = mode === 'demo' ? 30_000 : 31_000;
    const u = await keyTrader(env.t, mode, { USDT: USDT(10_000) });
    const other = await keyTrader(env.t, mode, { BTC: BTC(1) });
    const start = u.available('USDT');
    const streams = env.t.app.services.binanceUserStreams;
    const ex = await ccxtProClient(env.t, u.key, mode);
    try {
      await ex.loadMarkets();
      // both watches share one subscription by signature on the WebSocket API
      const { seen, balances, stop } = watching(ex, 'BTC/USDT');
      await until(() => streams.streamCount(u.userId) === 1);

      // a limit buy rests (open), is cancelled (canceled)
      const resting = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, p - 1000);
      await until(() => seen.some((o) => o.id === resting.id && o.status === 'open'));
      await ex.cancelOrder(resting.id as string, 'BTC/USDT');
      await until(() => seen.some((o) => o.id === resting.id && o.status === 'canceled'));

      // another user's web order fills a resting buy of 0.02 BTC: closed, filled 0.02
      const bid = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.02, p);
      await until(() => seen.some((o) => o.id === bid.id && o.status === 'open'));
      await other.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.02', mode });
      await until(() => seen.some((o) => o.id === bid.id && o.status === 'closed' && o.filled === 0.02));
      expect(seen.filter((o) => o.id === bid.id).at(-1)).toMatchObject({ symbol: 'BTC/USDT', status: 'closed', filled: 0.02 });

      // the streamed balance after the fill: what the ledger holds
      const usdt = u.available('USDT');
      await until(() => balances.some((b) => b.BTC?.free === 0.02 && b.USDT?.free === num(usdt, 6)));
      const streamed = balances.at(-1) as Balance;
      expect(streamed.BTC).toMatchObject({ free: num(u.available('BTC'), 8), used: 0 });
      expect(streamed.USDT).toMatchObject({ free: num(usdt, 6), used: 0 });
      // and what CCXT fetches
      const fetched = await ex.fetchBalance();
      expect(fetched.BTC).toMatchObject({ free: streamed.BTC?.free, used: 0 });
      expect(fetched.USDT).toMatchObject({ free: streamed.USDT?.free, used: 0 });
      expect(u.available('USDT')).toBe(start - USDT(p * 0.02) - USDT(p * 0.02) / 1000n);
      stop();
    } finally {
      await ex.close();
    }
  });
});

describe.each(['demo', 'real'] as const)('ccxt.pro.binanceusdm with a %s key', (mode) => {
  it('watchOrders and watchBalance (a listenKey, /futures-stream/private/ws) see a market order open a position and a reduceOnly one close it; the balances after them', async () => {
    const u = await futuresTrader(env, mode);
    await market.step(300_000);
    const ex = await ccxtFuturesProClient(env.t, u.key, mode);
    const wallet = async () => Number((await v2(u, '/account')).totalWalletBalance);
    try {
      await ex.loadMarkets();
      const { seen, balances, stop } = watching(ex, ETH);
      await until(() => env.t.app.services.binanceUserStreams.streamCount(u.userId) === 1);
      await ex.setLeverage(10, ETH);

      // a market buy of 2 ETH: closed, filled 2; the streamed wallet balance is the account's
      const bought = await ex.createOrder(ETH, 'market', 'buy', 2);
      await until(() => seen.some((o) => o.id === bought.id && o.status === 'closed' && o.filled === 2));
      expect(seen.filter((o) => o.id === bought.id).at(-1)).toMatchObject({ symbol: ETH, status: 'closed', filled: 2 });
      const held = await wallet();
      await until(() => balances.some((b) => b.USDT?.total === held));

      // closed with reduceOnly at a later tick: nothing held, the wallet balance is what the ledger has
      await market.step(297_000);
      const closed = await ex.createOrder(ETH, 'market', 'sell', 2, undefined, { reduceOnly: true });
      await until(() => seen.some((o) => o.id === closed.id && o.status === 'closed' && o.reduceOnly === true));
      const after = Number(u.available()) / 1e6;
      expect(await wallet()).toBe(after);
      await until(() => (balances.at(-1) as Balance).USDT?.total === after);
      expect((await ex.fetchBalance()).USDT).toMatchObject({ free: after, used: 0, total: after });
      stop();
    } finally {
      await ex.close();
    }
  });
});
