// CCXT's real `binance` class trading through the Binance-compatible API (issue 39): its URLs
// pointed at the test server, nothing patched, with a demo key and a real one: fetchBalance,
// createOrder limit and market (by cost too), fetchOrder, fetchOpenOrders, cancelOrder,
// fetchMyTrades; afterwards CCXT's balances, the platform's and the ledger agree (the ledger
// reconciles after every test); the refusals CCXT raises as its own exceptions. BTC/USDT: tick
// 0.01, lot 0.0001 BTC, fees 0.1 % maker and taker (in USDT), minimum order 5 USDT.
import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { createKey, keyTrader } from '../../helpers/binance.ts';
import { ccxtClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));

/** A user with coins in `mode`'s wallet (the demo grant first) and a spot key of that wallet. */
const trader = (mode: 'real' | 'demo', coins: Record<string, bigint>) => keyTrader(env.t, mode, coins);

/** What a minor-unit amount reads as in CCXT (numbers). */
const num = (units: bigint, scale: number) => Number(formatAmount(units, scale));

describe.each(['demo', 'real'] as const)('CCXT with a %s key', (mode) => {
  it('fetchBalance, createOrder limit and market (by cost), fetchOrder, fetchOpenOrders, cancelOrder, fetchMyTrades; the balances agree', async () => {
    // each wallet its own book; the counterparty rests an ask and a bid through the web client
    const p = mode === 'demo' ? 30_000 : 31_000;
    const u = await trader(mode, { USDT: USDT(10_000) });
    const other = await trader(mode, { BTC: BTC(1), USDT: USDT(10_000) });
    const ask = await other.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.05', mode });
    const bid = await other.place({ side: 'buy', type: 'limit', price: `${p - 100}`, quantity: '0.01', mode });
    const usdt = () => u.balance('USDT', mode);
    const btc = () => u.balance('BTC', mode);

    const ex = await ccxtClient(env.t, u.key);
    // (with a key, loadMarkets asks for the margin pairs too: there are none)
    await ex.loadMarkets();
    let balance = await ex.fetchBalance();
    expect(balance.USDT).toMatchObject({ free: num(usdt(), 6), used: 0 });

    // a limit buy below the book rests
    const limit = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, p - 1000);
    expect(limit).toMatchObject({
      symbol: 'BTC/USDT',
      type: 'limit',
      side: 'buy',
      status: 'open',
      price: p - 1000,
      amount: 0.01,
      filled: 0,
    });
    const frozen = USDT((p - 1000) * 0.01) + USDT((p - 1000) * 0.01) / 1000n;
    balance = await ex.fetchBalance();
    expect(balance.USDT).toMatchObject({ free: num(usdt(), 6), used: num(frozen, 6) });
    expect((await ex.fetchOrder(limit.id as string, 'BTC/USDT')).status).toBe('open');
    expect((await ex.fetchOpenOrders('BTC/USDT')).map((o) => o.id)).toEqual([limit.id]);
    const cancelled = await ex.cancelOrder(limit.id as string, 'BTC/USDT');
    expect(cancelled).toMatchObject({ id: limit.id, status: 'canceled' });
    expect(await ex.fetchOpenOrders('BTC/USDT')).toEqual([]);

    // a market buy by cost: 300.3 USDT (the fee on top) buys 0.01 BTC at p
    const before = usdt();
    const cost = (p * 0.01 * 1.001).toFixed(2);
    const bought = await ex.createMarketBuyOrderWithCost('BTC/USDT', Number(cost));
    expect(bought).toMatchObject({ status: 'closed', filled: 0.01, cost: p * 0.01, average: p });
    expect(bought.fee).toMatchObject({ currency: 'USDT', cost: p * 0.01 * 0.001 });
    expect(usdt()).toBe(before - USDT(p * 0.01 * 1.001));
    expect(btc()).toBe(BTC(0.01));
    // a market sell by quantity into the bid
    const sold = await ex.createOrder('BTC/USDT', 'market', 'sell', 0.005);
    expect(sold).toMatchObject({ status: 'closed', filled: 0.005, average: p - 100 });
    expect((await ex.fetchOrder(sold.id as string, 'BTC/USDT')).status).toBe('closed');

    const trades = await ex.fetchMyTrades('BTC/USDT');
    expect(trades.map((t) => [t.order, t.side, t.price, t.amount, t.takerOrMaker, t.fee?.currency])).toEqual([
      [bought.id, 'buy', p, 0.01, 'taker', 'USDT'],
      [sold.id, 'sell', p - 100, 0.005, 'taker', 'USDT'],
    ]);

    // CCXT's balances, the platform's and the ledger's are one
    balance = await ex.fetchBalance();
    expect(balance.BTC).toMatchObject({ free: num(btc(), 8), used: 0, total: num(btc(), 8) });
    expect(balance.USDT).toMatchObject({ free: num(usdt(), 6), used: 0 });
    const platform = (await u.a.get(`/api/spot/balances?symbol=BTC/USDT&mode=${mode}`)).body.data;
    expect(platform.base).toEqual({ currency: 'BTC', available: formatAmount(btc(), 8), frozen: '0.00000000' });
    expect(platform.quote).toEqual({ currency: 'USDT', available: formatAmount(usdt(), 6), frozen: '0.000000' });
    await other.cancel(ask.id);
    await other.cancel(bid.id);
  });
});

describe('CCXT raises its own exceptions for the refusals', () => {
  it('InsufficientFunds, InvalidOrder (the filters), OrderNotFound, AuthenticationError', async () => {
    const u = await trader('demo', {});
    const ex = await ccxtClient(env.t, u.key);
    await ex.loadMarkets();
    await expect(ex.createOrder('BTC/USDT', 'limit', 'buy', 1000, 20_000)).rejects.toThrow(ccxt.InsufficientFunds);
    // what CCXT would round first, sent as it is through its own implicit API
    const raw = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC' };
    await expect(ex.privatePostOrder({ ...raw, quantity: '0.00015', price: '20000' })).rejects.toThrow(ccxt.InvalidOrder);
    await expect(ex.privatePostOrder({ ...raw, quantity: '0.01', price: '20000.001' })).rejects.toThrow(ccxt.InvalidOrder);
    // (a value under the minimum is -1013 "Filter failure: NOTIONAL", which CCXT reads as BadRequest, as from Binance)
    await expect(ex.createOrder('BTC/USDT', 'limit', 'buy', 0.0001, 1000)).rejects.toThrow(ccxt.BadRequest);
    await expect(ex.fetchOrder('999999999', 'BTC/USDT')).rejects.toThrow(ccxt.OrderNotFound);
    await expect(ex.cancelOrder('999999999', 'BTC/USDT')).rejects.toThrow(ccxt.OrderNotFound);
    // a read-only key
    const reader = await ccxtClient(env.t, await createKey(u.a, { mode: 'demo', permissions: ['read'] }));
    await reader.loadMarkets();
    await expect(reader.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 20_000)).rejects.toThrow(ccxt.AuthenticationError);
  });
});
