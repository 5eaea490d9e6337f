// The Binance-compatible futures API's account side (issue 40): the leverage new positions open
// with (the product's choices only: -4028), the margin type and position mode (isolated and
// one-way only: -1020 for the others), the leverage brackets, and the futures wallet — account
// and balance (v2, v3), positionRisk (v2, v3) — with the figures of the contract positions the
// user opened on the platform's own contract routes, netted per symbol and side (the platform
// keeps one position per order). CCXT's binanceusdm: setLeverage, setMarginMode, fetchBalance,
// fetchPositions. ETH/USDT: 1 ETH a lot, spread 0.10 (bid = mark − 0.05), fee 0.05 %,
// maintenance 0.4 %, leverages 1 2 5 10 20 50 100. The ledger reconciles after every test.
import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../../shared/money.ts';
import { createKey, signed } from '../../helpers/binance.ts';
import { ccxtFuturesClient } from '../../helpers/ccxt.ts';
import { contractApi, contractMarket } from '../../helpers/contract.ts';
import { fundsTestApp, SECURITY_PASSWORD } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const env = fundsTestApp();
const eth = contractMarket(env, 'ETH/USDT');
type Mode = 'real' | 'demo';
type Method = 'GET' | 'POST';
const USDT = (n: number) => BigInt(Math.round(n * 1e6));

/** A user with `usdt` in `mode`'s wallet and a key of that wallet (reading and contract trading unless told). */
async function futuresTrader(mode: Mode, usdt = 10_000, permissions = ['read', 'contract']) {
  const u = await spotTrader(env.t);
  if (mode === 'demo') env.t.app.services.demo.ensure(u.userId);
  credit(env.t, u.userId, 'USDT', USDT(usdt), mode);
  if (mode === 'real') {
    const set = await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD });
    expect(set.body.code).toBe(0);
  }
  const key = await createKey(u.a, { mode, permissions, label: `futures ${u.userId}` });
  /** A signed call of a /fapi path (e.g. '/v1/leverage') on `base`'s wallet (the key's by default). */
  const call = (method: Method, path: string, params: Record<string, string> = {}, base: Mode = mode, ip?: string) =>
    signed(env.t, key, method, path, params, { base: base === 'demo' ? '/demo/fapi' : '/fapi', inBody: method === 'POST', ip });
  const ok = async (method: Method, path: string, params: Record<string, string> = {}) => {
    const res = await call(method, path, params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const c = contractApi(env.t, u.token, eth.productId);
  /** The platform's own view of the user's open positions of `mode`, oldest first. */
  const platformPositions = async () => {
    const res = await c.a.get(`/api/contract/positions?mode=${mode}&pageSize=100`);
    expect(res.body.code).toBe(0);
    return (res.body.data.items as Record<string, string | number | null>[])
      .filter((p) => p.status === 'holding' || p.status === 'locked' || p.status === 'pending')
      .reverse();
  };
  const available = () => env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode });
  return { ...u, key, call, ok, c, platformPositions, available };
}

const refusal = (res: { status: number; body: { code: number; msg: string } }, code: number, status = 400) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  return res.body.msg;
};
/** Minor units of a decimal text (USDT, 6 decimals). */
const units = (text: string | number | null | undefined) => unitsOf(String(text), 6);
const money = (v: bigint) => formatAmount(v, 6);
const sumOf = (ps: Record<string, string | number | null>[], field: string) => ps.reduce((s, p) => s + units(p[field] as string), 0n);

describe('leverage, margin type, position mode, brackets', () => {
  it('leverage: one of the product’s choices, kept per wallet and symbol; another is -4028; a key without contract trading -2015', async () => {
    await eth.step(300_000);
    const u = await futuresTrader('real');
    // not chosen yet: the product's default, 20 (the highest choice up to Binance's default)
    const risk = async (base?: Mode) => {
      const res = await u.call('GET', '/v2/positionRisk', { symbol: 'ETHUSDT' }, base);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body[0];
    };
    expect((await risk()).leverage).toBe('20');
    // 100 lots of 1 ETH at 3000.00: the most one order may open at the tick
    expect(await u.ok('POST', '/v1/leverage', { symbol: 'ETHUSDT', leverage: '50' })).toEqual({
      leverage: 50,
      maxNotionalValue: '300000.000000',
      symbol: 'ETHUSDT',
    });
    expect((await risk()).leverage).toBe('50');
    const msg = refusal(await u.call('POST', '/v1/leverage', { symbol: 'ETHUSDT', leverage: '7' }), -4028);
    expect(msg).toBe('Leverage 7 is not valid. ETHUSDT offers 1, 2, 5, 10, 20, 50, 100.');
    refusal(await u.call('POST', '/v1/leverage', { symbol: 'ETHUSDT', leverage: '0' }), -1100);
    refusal(await u.call('POST', '/v1/leverage', { symbol: 'ETHUSDT' }), -1102);
    refusal(await u.call('POST', '/v1/leverage', { symbol: 'NOPEUSDT', leverage: '5' }), -1121);
    // the demo wallet's choice is its own
    const demo = await createKey(u.a, { mode: 'demo', permissions: ['read', 'contract'] });
    const onDemo = await signed(
      env.t,
      demo,
      'POST',
      '/v1/leverage',
      { symbol: 'ETHUSDT', leverage: '5' },
      { base: '/demo/fapi', inBody: true },
    );
    expect(onDemo.status, JSON.stringify(onDemo.body)).toBe(200);
    expect((await signed(env.t, demo, 'GET', '/v2/positionRisk', { symbol: 'ETHUSDT' }, { base: '/demo/fapi' })).body[0].leverage).toBe(
      '5',
    );
    expect((await risk()).leverage).toBe('50');
    // a real key on the demo base
    refusal(await u.call('GET', '/v2/positionRisk', {}, 'demo'), -2015, 401);
    // a key that may only read
    const reader = await futuresTrader('demo', 100, ['read']);
    refusal(await reader.call('POST', '/v1/leverage', { symbol: 'ETHUSDT', leverage: '5' }), -2015, 401);
    // (reading is allowed)
    expect((await reader.call('GET', '/v2/positionRisk', { symbol: 'ETHUSDT' })).status).toBe(200);
  });

  it('margin type ISOLATED succeeds, CROSSED is -1020; one-way mode only; brackets from the product', async () => {
    await eth.step(300_000);
    const u = await futuresTrader('demo');
    expect(await u.ok('POST', '/v1/marginType', { symbol: 'ETHUSDT', marginType: 'ISOLATED' })).toEqual({ code: 200, msg: 'success' });
    const msg = refusal(await u.call('POST', '/v1/marginType', { symbol: 'ETHUSDT', marginType: 'CROSSED' }), -1020);
    expect(msg).toBe('This operation is not supported. The platform margins every position in isolation: CROSSED margin is not offered.');
    refusal(await u.call('POST', '/v1/marginType', { symbol: 'ETHUSDT', marginType: 'CROSS' }), -1100);
    refusal(await u.call('POST', '/v1/marginType', { symbol: 'NOPEUSDT', marginType: 'ISOLATED' }), -1121);

    // (from an address of its own: X-MBX-USED-WEIGHT-1M is this call's weight)
    const dual = await u.call('GET', '/v1/positionSide/dual', {}, 'demo', '198.20.0.1');
    expect(dual.body).toEqual({ dualSidePosition: false });
    expect(dual.headers['x-mbx-used-weight-1m']).toBe('30');
    expect(await u.ok('POST', '/v1/positionSide/dual', { dualSidePosition: 'false' })).toEqual({ code: 200, msg: 'success' });
    refusal(await u.call('POST', '/v1/positionSide/dual', { dualSidePosition: 'true' }), -1020);

    expect(await u.ok('GET', '/v1/leverageBracket', { symbol: 'ETHUSDT' })).toEqual({
      symbol: 'ETHUSDT',
      notionalCoef: 1,
      brackets: [{ bracket: 1, initialLeverage: 100, notionalCap: 300000, notionalFloor: 0, maintMarginRatio: 0.004, cum: 0 }],
    });
    const every = await u.ok('GET', '/v1/leverageBracket');
    const settings = env.t.app.services.contractSettings.all();
    expect(every.map((b: { symbol: string }) => b.symbol)).toEqual(settings.map((s) => s.symbol.replace('/', '')));
    // stocks go up to 20×, maintenance 1 %
    expect(every.find((b: { symbol: string }) => b.symbol === 'AAPL').brackets[0]).toMatchObject({
      initialLeverage: 20,
      maintMarginRatio: 0.01,
    });
  });
});

describe('account, balance and positionRisk', () => {
  it('the positions opened on the contract page, netted per symbol and side, with the platform’s own figures', async () => {
    await eth.step(300_000);
    const u = await futuresTrader('real');
    const start = u.available();
    // two longs at different prices and leverages, a short, and a pending limit buy
    await u.c.open({ side: 'long', lots: '1', leverage: 10 });
    await eth.step(301_000);
    await u.c.open({ side: 'long', lots: '2', leverage: 20 });
    await u.c.open({ side: 'short', lots: '1', leverage: 5 });
    await u.c.open({ side: 'long', lots: '1', leverage: 10, orderType: 'limit', limitPrice: '2900.00' });
    await eth.step(302_000);
    const platform = await u.platformPositions();
    const longs = platform.filter((p) => p.side === 'long' && p.status === 'holding');
    const shorts = platform.filter((p) => p.side === 'short');
    const pending = platform.filter((p) => p.status === 'pending');
    expect([longs.length, shorts.length, pending.length]).toEqual([2, 1, 1]);

    // positionRisk v3: the symbols with positions or orders; the long side netted: 3 ETH at the lots' average entry
    const risk = await u.ok('GET', '/v3/positionRisk');
    expect(risk).toHaveLength(2);
    const [long, short] = risk;
    const longMargin = sumOf(longs, 'margin');
    const longPnl = sumOf(longs, 'unrealizedPnl');
    expect(long).toEqual({
      symbol: 'ETHUSDT',
      positionSide: 'BOTH',
      positionAmt: '3.00',
      // (3000.05 + 2 × 3010.05) / 3 = 3006.7166…: the contract page's rounding
      entryPrice: '3006.72',
      // a long is valued at the bid: what the platform shows as its mark
      markPrice: longs[0]?.markPrice,
      unRealizedProfit: money(longPnl),
      // the nearer of the two longs' liquidation prices: the higher (the 20× one)
      liquidationPrice: String(
        longs
          .map((p) => String(p.liquidationPrice))
          .sort((a, b) => Number(a) - Number(b))
          .at(-1),
      ),
      isolatedMargin: money(longMargin + longPnl),
      isolatedWallet: money(longMargin),
      notional: '9059.850000',
      initialMargin: money(longMargin + sumOf(pending, 'margin')),
      maintMargin: '36.239400',
      positionInitialMargin: money(longMargin),
      // the pending buy's reserve: its margin and opening fee (2900 / 10 + 1.45)
      openOrderInitialMargin: '291.450000',
      bidNotional: '2900.000000',
      askNotional: '0.000000',
      marginAsset: 'USDT',
      updateTime: Math.max(...longs.map((p) => Number(p.openedAt)), Number(pending[0]?.createdAt)),
    });
    expect(markPriceOf(longs)).toBe('3019.95');
    const [s] = shorts as [Record<string, string>];
    expect(short).toMatchObject({
      symbol: 'ETHUSDT',
      positionSide: 'BOTH',
      positionAmt: '-1.00',
      entryPrice: s.entryPrice,
      markPrice: '3020.05',
      unRealizedProfit: s.unrealizedPnl,
      liquidationPrice: s.liquidationPrice,
      isolatedWallet: s.margin,
      notional: '-3020.050000',
      openOrderInitialMargin: '0.000000',
    });

    // the wallet: USDT available, margins and the order's reserve held, the positions' P/L
    const held = sumOf(platform, 'margin');
    const pnl = sumOf(
      platform.filter((p) => p.status !== 'pending'),
      'unrealizedPnl',
    );
    const available = u.available();
    // nothing but the three opening fees and the reserve's left available's sum
    expect(available + held).toBe(start - USDT(1.5 + 3.01 + 1.5));
    const account = await u.ok('GET', '/v3/account');
    const wallet = {
      walletBalance: money(available + held),
      unrealizedProfit: money(pnl),
      marginBalance: money(available + held + pnl),
      maintMargin: '48.319600',
      initialMargin: money(held),
      positionInitialMargin: money(held - USDT(291.45)),
      openOrderInitialMargin: '291.450000',
      crossWalletBalance: money(available + USDT(291.45)),
      crossUnPnl: '0.000000',
      availableBalance: money(available),
      maxWithdrawAmount: money(available),
    };
    expect(account).toMatchObject({
      totalWalletBalance: wallet.walletBalance,
      totalUnrealizedProfit: wallet.unrealizedProfit,
      totalMarginBalance: wallet.marginBalance,
      totalInitialMargin: wallet.initialMargin,
      totalPositionInitialMargin: wallet.positionInitialMargin,
      totalOpenOrderInitialMargin: wallet.openOrderInitialMargin,
      totalMaintMargin: wallet.maintMargin,
      availableBalance: wallet.availableBalance,
    });
    expect(account.assets).toEqual([{ asset: 'USDT', ...wallet, marginAvailable: true, updateTime: env.t.clock.now() }]);
    expect(account.positions).toEqual([
      {
        symbol: 'ETHUSDT',
        positionSide: 'BOTH',
        positionAmt: '3.00',
        unrealizedProfit: long.unRealizedProfit,
        isolatedMargin: long.isolatedMargin,
        notional: long.notional,
        isolatedWallet: long.isolatedWallet,
        initialMargin: long.initialMargin,
        maintMargin: long.maintMargin,
        updateTime: long.updateTime,
      },
      expect.objectContaining({ symbol: 'ETHUSDT', positionAmt: '-1.00', notional: '-3020.050000' }),
    ]);
    // v2: every symbol, with the leverage new positions open with
    const v2 = await u.ok('GET', '/v2/account');
    expect(v2).toMatchObject({ canTrade: true, canWithdraw: false, multiAssetsMargin: false, totalWalletBalance: wallet.walletBalance });
    expect(v2.positions).toHaveLength(env.t.app.services.contractSettings.all().length + 1);
    expect(v2.positions.filter((p: { symbol: string }) => p.symbol === 'ETHUSDT')).toEqual([
      expect.objectContaining({ positionAmt: '3.00', entryPrice: '3006.72', leverage: '20', isolated: true, bidNotional: '2900.000000' }),
      expect.objectContaining({ positionAmt: '-1.00', leverage: '20', askNotional: '0.000000' }),
    ]);
    expect(v2.positions.find((p: { symbol: string }) => p.symbol === 'BTCUSDT')).toMatchObject({
      positionAmt: '0.00',
      entryPrice: '0.00',
      unrealizedProfit: '0.000000',
      updateTime: 0,
    });
    for (const version of ['v2', 'v3']) {
      expect(await u.ok('GET', `/${version}/balance`)).toEqual([
        {
          accountAlias: `real-${u.userId}`,
          asset: 'USDT',
          balance: wallet.walletBalance,
          crossWalletBalance: wallet.crossWalletBalance,
          crossUnPnl: '0.000000',
          availableBalance: wallet.availableBalance,
          maxWithdrawAmount: wallet.maxWithdrawAmount,
          marginAvailable: true,
          updateTime: env.t.clock.now(),
        },
      ]);
    }
    // positionRisk v2: every symbol (ETH's two sides), the chosen leverage, isolated
    const v2risk = await u.ok('GET', '/v2/positionRisk');
    expect(v2risk).toHaveLength(env.t.app.services.contractSettings.all().length + 1);
    expect(await u.ok('GET', '/v2/positionRisk', { symbol: 'ETHUSDT' })).toEqual([
      {
        symbol: 'ETHUSDT',
        positionAmt: '3.00',
        entryPrice: '3006.72',
        markPrice: '3019.95',
        unRealizedProfit: long.unRealizedProfit,
        liquidationPrice: long.liquidationPrice,
        leverage: '20',
        maxNotionalValue: '302000.000000',
        marginType: 'isolated',
        isolatedMargin: long.isolatedMargin,
        isAutoAddMargin: 'false',
        positionSide: 'BOTH',
        notional: '9059.850000',
        isolatedWallet: long.isolatedWallet,
        updateTime: long.updateTime,
      },
      expect.objectContaining({ positionAmt: '-1.00', markPrice: '3020.05' }),
    ]);
    refusal(await u.call('GET', '/v3/positionRisk', { symbol: 'NOPEUSDT' }), -1121);

    // the demo wallet knows none of it
    const demo = await createKey(u.a, { mode: 'demo', permissions: ['read'] });
    env.t.app.services.demo.ensure(u.userId);
    expect((await signed(env.t, demo, 'GET', '/v3/positionRisk', {}, { base: '/demo/fapi' })).body).toEqual([]);

    // all closed and cancelled: nothing netted, the wallet is available again
    for (const p of platform) {
      const res = p.status === 'pending' ? await u.c.action(Number(p.id), 'cancel') : await u.c.close(Number(p.id));
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    }
    expect(await u.ok('GET', '/v3/positionRisk')).toEqual([]);
    const after = await u.ok('GET', '/v3/account');
    expect(after).toMatchObject({ totalInitialMargin: '0.000000', availableBalance: money(u.available()), positions: [] });
  });

  it('a locked pair: both legs listed, neither with a liquidation price', async () => {
    await eth.step(300_000);
    const u = await futuresTrader('demo');
    const p = await u.c.open({ side: 'long', lots: '1', leverage: 10, mode: 'demo' });
    expect((await u.c.action(p.id, 'lock')).body.code).toBe(0);
    const risk = await u.ok('GET', '/v3/positionRisk', { symbol: 'ETHUSDT' });
    expect(risk.map((r: Record<string, string>) => [r.positionAmt, r.liquidationPrice])).toEqual([
      ['1.00', '0'],
      ['-1.00', '0'],
    ]);
  });
});

/** The mark (exit) price the platform shows for positions of one side. */
const markPriceOf = (ps: Record<string, string | number | null>[]) => String(ps[0]?.markPrice);

describe('CCXT binanceusdm', () => {
  it('setLeverage, setMarginMode, fetchBalance and fetchPositions agree with the platform', async () => {
    await eth.step(300_000);
    const u = await futuresTrader('demo');
    const ex = await ccxtFuturesClient(env.t, u.key);
    await ex.loadMarkets();
    expect(await ex.setLeverage(10, 'ETH/USDT:USDT')).toMatchObject({ leverage: 10, symbol: 'ETHUSDT' });
    await expect(ex.setLeverage(7, 'ETH/USDT:USDT')).rejects.toThrow(ccxt.BadRequest);
    expect(await ex.setMarginMode('isolated', 'ETH/USDT:USDT')).toEqual({ code: 200, msg: 'success' });
    await expect(ex.setMarginMode('cross', 'ETH/USDT:USDT')).rejects.toThrow(ccxt.BadRequest);

    const before = await ex.fetchBalance();
    expect(before.USDT).toMatchObject({ free: Number(money(u.available())), used: 0 });

    // a position opened on the contract page (which names its own leverage)
    const p = await u.c.open({ side: 'short', lots: '2', leverage: 10, mode: 'demo' });
    await eth.step(299_000);
    const [platform] = await u.platformPositions();
    const positions = await ex.fetchPositions();
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({
      symbol: 'ETH/USDT:USDT',
      side: 'short',
      contracts: 2,
      contractSize: 1,
      entryPrice: Number(platform?.entryPrice),
      markPrice: Number(platform?.markPrice),
      unrealizedPnl: Number(platform?.unrealizedPnl),
      liquidationPrice: Number(platform?.liquidationPrice),
      collateral: Number(money(units(platform?.margin) + units(platform?.unrealizedPnl))),
      marginMode: 'isolated',
      hedged: false,
    });
    const balance = await ex.fetchBalance();
    expect(balance.USDT).toMatchObject({
      free: Number(money(u.available())),
      used: Number(platform?.margin),
      total: Number(money(u.available() + units(platform?.margin) + units(platform?.unrealizedPnl))),
    });
    expect((await u.c.close(p.id)).body.code).toBe(0);
    expect(await ex.fetchPositions()).toEqual([]);
  });
});
