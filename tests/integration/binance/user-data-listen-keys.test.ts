// listenKeys of the user data stream (issue 40) as Binance clients use them: spot
// POST/PUT/DELETE /api/v3/userDataStream and futures /fapi/v1/listenKey with the key alone, on each
// wallet's base; a listenKey lives 60 minutes after its creation or last keep-alive (the manual
// clock), its streams hear `listenKeyExpired` and close when it expires, is closed, or its key
// ends; a listenKey opens its own market's stream on its own wallet's base only, and is nobody
// else's to keep alive or close. The streams are attached through the seam the stream routes use
// (UserStreams.attach) with a sink that records what it is sent.
import { describe, expect, it } from 'vitest';
import { LISTEN_KEY_TTL_MS } from '../../../server/modules/binance/streams/listen-keys.ts';
import { keyOnly, keyTrader, limitBuy, recordingSink } from '../../helpers/binance.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { api, fundsTestApp } from '../../helpers/funds.ts';
import { connectWsUrl } from '../../helpers/ws.ts';

const env = fundsTestApp();
const SPOT = { real: '/api/v3/userDataStream', demo: '/demo/api/v3/userDataStream' } as const;
const FUTURES = { real: '/fapi/v1/listenKey', demo: '/demo/fapi/v1/listenKey' } as const;
const MINUTE = 60_000;

const streams = () => env.t.app.services.binanceUserStreams;
/** Moves the clock and lets a market frame carry the time to the streams (their expiry sweep). */
const advance = (ms: number) => {
  env.t.clock.advance(ms);
  env.t.app.market.tick();
};

const expectRefused = (res: { status: number; body: { code: number; msg: string } }, status: number, code: number) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
};

describe('spot listenKeys', () => {
  it('create (the same one again while it lives), keep-alive extends, close ends; weight 2 each', async () => {
    const u = await keyTrader(env.t, 'demo');
    const created = await keyOnly(env.t, u.key, 'POST', SPOT.demo);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { listenKey } = created.body as { listenKey: string };
    expect(listenKey).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(streams().isListenKey(listenKey)).toBe(true);
    const used = Number(created.headers['x-mbx-used-weight-1m']);
    // the same key while it lives, as Binance answers
    const again = await keyOnly(env.t, u.key, 'POST', SPOT.demo);
    expect(again.body).toEqual({ listenKey });
    expect(Number(again.headers['x-mbx-used-weight-1m'])).toBe(used + 2);

    // kept alive at 50 minutes, it lives 60 more from then
    const sink = recordingSink();
    const detach = streams().attach(listenKey, 'spot', 'demo', sink);
    expect(detach).not.toBeNull();
    advance(50 * MINUTE);
    const kept = await keyOnly(env.t, u.key, 'PUT', SPOT.demo, { listenKey });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({});
    advance(50 * MINUTE);
    expect(sink.closed).toBeUndefined();
    expect(streams().attach(listenKey, 'spot', 'demo', recordingSink())).not.toBeNull();

    // closed: its stream hears listenKeyExpired and is closed, the key is unknown from then on
    const closed = await keyOnly(env.t, u.key, 'DELETE', SPOT.demo, { listenKey });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({});
    expect(sink.events).toEqual([{ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey }]);
    expect(sink.closed).toEqual({ code: 1000, reason: 'listenKey expired' });
    expect(streams().attach(listenKey, 'spot', 'demo', recordingSink())).toBeNull();
    expectRefused(await keyOnly(env.t, u.key, 'PUT', SPOT.demo, { listenKey }), 400, -1125);
    expectRefused(await keyOnly(env.t, u.key, 'DELETE', SPOT.demo, { listenKey }), 400, -1125);
    detach?.();
    // a new one after it
    const next = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    expect(next.listenKey).not.toBe(listenKey);
  });

  it('expires 60 minutes after the last keep-alive: its streams hear listenKeyExpired and close', async () => {
    const u = await keyTrader(env.t, 'demo');
    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    const sink = recordingSink();
    streams().attach(listenKey, 'spot', 'demo', sink);
    advance(LISTEN_KEY_TTL_MS - 1000);
    expect(sink.events).toEqual([]);
    advance(1000);
    expect(sink.events).toEqual([{ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey }]);
    expect(sink.closed?.code).toBe(1000);
    expect(streams().streamCount(u.userId)).toBe(0);
    expectRefused(await keyOnly(env.t, u.key, 'PUT', SPOT.demo, { listenKey }), 400, -1125);
    // a create after it is a new one
    expect(((await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string }).listenKey).not.toBe(listenKey);
  });

  it('belongs to its wallet and its key: another base, market or user cannot use it', async () => {
    const u = await keyTrader(env.t, 'demo');
    const other = await keyTrader(env.t, 'demo');
    // a demo key on the real wallet's base
    const wrongBase = await keyOnly(env.t, u.key, 'POST', SPOT.real);
    expectRefused(wrongBase, 401, -2015);
    expect(wrongBase.body.msg).toContain('/demo/api/v3');
    // no key, a malformed one, an unknown one
    expectRefused(await env.t.api.post(SPOT.demo), 401, -2014);
    expectRefused(await env.t.api.post(SPOT.demo).set('X-MBX-APIKEY', 'x'.repeat(64)), 401, -2015);
    // PUT and DELETE name the listenKey
    expectRefused(await keyOnly(env.t, u.key, 'PUT', SPOT.demo), 400, -1102);

    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    // its stream opens on its own market and wallet only
    expect(streams().attach(listenKey, 'spot', 'real', recordingSink())).toBeNull();
    expect(streams().attach(listenKey, 'futures', 'demo', recordingSink())).toBeNull();
    expect(streams().attach('A'.repeat(64), 'spot', 'demo', recordingSink())).toBeNull();
    // another user's key can neither keep it alive nor close it
    expectRefused(await keyOnly(env.t, other.key, 'PUT', SPOT.demo, { listenKey }), 400, -1125);
    expectRefused(await keyOnly(env.t, other.key, 'DELETE', SPOT.demo, { listenKey }), 400, -1125);
    // (the owner's futures listenKey is another: the spot one is unknown there)
    expect(streams().attach(listenKey, 'spot', 'demo', recordingSink())).not.toBeNull();
    expect((await keyOnly(env.t, u.key, 'PUT', SPOT.demo, { listenKey })).status).toBe(200);
  });

  it('a revoked key ends its streams at once; so does the account frozen', async () => {
    const u = await keyTrader(env.t, 'demo');
    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    const sink = recordingSink();
    streams().attach(listenKey, 'spot', 'demo', sink);
    expect((await u.a.post(`/api/user/api-keys/${u.key.id}/revoke`)).body.code).toBe(0);
    // (told once the revocation has committed)
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.events).toEqual([{ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey }]);
    expect(sink.closed?.code).toBe(1000);
    expect(streams().attach(listenKey, 'spot', 'demo', recordingSink())).toBeNull();

    const frozen = await keyTrader(env.t, 'demo');
    const fk = (await keyOnly(env.t, frozen.key, 'POST', SPOT.demo)).body as { listenKey: string };
    const fsink = recordingSink();
    streams().attach(fk.listenKey, 'spot', 'demo', fsink);
    expect((await api(env.t, env.staff).post(`/api/admin/users/${frozen.userId}/freeze`, {})).body.code).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fsink.closed?.code).toBe(1000);
    expect(fsink.events.map((e) => e.e)).toEqual(['listenKeyExpired']);
  });
});

describe('a listenKey’s stream on a socket (/market-stream/ws/<listenKey>)', () => {
  const socket = async (path: string) => connectWsUrl(`${(await baseUrlOf(env.t)).replace(/^http/, 'ws')}${path}`);

  it('hears its account’s events; listenKeyExpired and closed when it expires; refused on the other wallet’s base', async () => {
    const u = await keyTrader(env.t, 'demo', { USDT: 1_000_000_000n });
    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    const c = await socket(`/demo/market-stream/ws/${listenKey}`);
    try {
      const placed = await u.ok('POST', '/order', limitBuy(10_000, '0.01'));
      expect(await c.waitFor((m) => m.e === 'executionReport')).toMatchObject({ i: placed.orderId, x: 'NEW' });
      await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) });
      advance(LISTEN_KEY_TTL_MS);
      expect(await c.waitFor((m) => m.e === 'listenKeyExpired')).toEqual({ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey });
      expect(await c.waitClosed()).toBe(1000);
    } finally {
      c.ws.close();
    }
    // a live one on the real wallet's stream base: not opened there
    const next = (await keyOnly(env.t, u.key, 'POST', SPOT.demo)).body as { listenKey: string };
    const wrong = await socket(`/market-stream/ws/${next.listenKey}`);
    expect(await wrong.waitClosed()).not.toBeUndefined();
    expect(wrong.messages.filter((m) => m.e !== undefined)).toEqual([]);
  });
});

describe('futures listenKeys', () => {
  it('POST creates (the same again), PUT keeps the key’s own alive, DELETE closes it; weight 1; real and demo bases', async () => {
    const u = await keyTrader(env.t, 'real');
    const created = await keyOnly(env.t, u.key, 'POST', FUTURES.real);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { listenKey } = created.body as { listenKey: string };
    const used = Number(created.headers['x-mbx-used-weight-1m']);
    expect((await keyOnly(env.t, u.key, 'POST', FUTURES.real)).body).toEqual({ listenKey });
    const kept = await keyOnly(env.t, u.key, 'PUT', FUTURES.real);
    expect(kept.body).toEqual({ listenKey });
    expect(Number(kept.headers['x-mbx-used-weight-1m'])).toBe(used + 2);
    // the spot listenKey of the same key is another
    const spot = (await keyOnly(env.t, u.key, 'POST', SPOT.real)).body as { listenKey: string };
    expect(spot.listenKey).not.toBe(listenKey);
    expect(streams().attach(listenKey, 'futures', 'real', recordingSink())).not.toBeNull();
    expect(streams().attach(listenKey, 'futures', 'demo', recordingSink())).toBeNull();
    expect(streams().attach(listenKey, 'spot', 'real', recordingSink())).toBeNull();

    const sink = recordingSink();
    streams().attach(listenKey, 'futures', 'real', sink);
    expect((await keyOnly(env.t, u.key, 'DELETE', FUTURES.real)).body).toEqual({});
    expect(sink.events).toEqual([{ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey }]);
    expectRefused(await keyOnly(env.t, u.key, 'PUT', FUTURES.real), 400, -1125);
    expectRefused(await keyOnly(env.t, u.key, 'DELETE', FUTURES.real), 400, -1125);
    // the spot one lives on
    expect((await keyOnly(env.t, u.key, 'PUT', SPOT.real, { listenKey: spot.listenKey })).status).toBe(200);
    // a real key on the demo base
    expectRefused(await keyOnly(env.t, u.key, 'POST', FUTURES.demo), 401, -2015);
  });
});
