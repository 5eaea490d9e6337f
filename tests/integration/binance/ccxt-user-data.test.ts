// CCXT's real websocket class `ccxt.pro.binance` listening to the user data stream (issue 40): its
// spot WebSocket API URL pointed at the test server (nothing patched), its timestamps the manual
// clock's. watchOrders and watchBalance subscribe by signature and see orders placed by createOrder
// (a limit that rests and is cancelled, one that another user's order fills) and the balances after
// the fill; afterwards CCXT's streamed balances, its fetched ones and the ledger agree (the ledger
// reconciles after every test).
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { keyTrader } from '../../helpers/binance.ts';
import { ccxtProClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
/** What a minor-unit amount reads as in CCXT (numbers). */
const num = (units: bigint, scale: number) => Number(formatAmount(units, scale));

/** Waits (short sleeps: the subscription is answered over the socket) until `ready()`. */
async function until(ready: () => boolean) {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready()).toBe(true);
}

type Order = { id?: string; status?: string; filled?: number; symbol?: string };

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
      const seen: Order[] = [];
      let watching = true;
      void (async () => {
        while (watching) seen.push(...((await ex.watchOrders('BTC/USDT')) as Order[]));
      })().catch(() => {});
      const balances: Record<string, { free?: number; used?: number }>[] = [];
      void (async () => {
        while (watching) balances.push((await ex.watchBalance()) as unknown as Record<string, { free?: number; used?: number }>);
      })().catch(() => {});
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
      const streamed = balances.at(-1) as Record<string, { free?: number; used?: number }>;
      expect(streamed.BTC).toMatchObject({ free: num(u.available('BTC'), 8), used: 0 });
      expect(streamed.USDT).toMatchObject({ free: num(usdt, 6), used: 0 });
      // and what CCXT fetches
      const fetched = await ex.fetchBalance();
      expect(fetched.BTC).toMatchObject({ free: streamed.BTC?.free, used: 0 });
      expect(fetched.USDT).toMatchObject({ free: streamed.USDT?.free, used: 0 });
      expect(u.available('USDT')).toBe(start - USDT(p * 0.02) - USDT(p * 0.02) / 1000n);
      watching = false;
    } finally {
      await ex.close();
    }
  });
});
