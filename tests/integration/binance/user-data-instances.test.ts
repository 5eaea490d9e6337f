// The user data stream across two instances of one deployment (issue 40): a listenKey created
// through one instance opens a stream on the other (the ListenKey table is shared); an order
// placed through the first reaches the second's streams through the cluster bus; a listenKey closed
// or a key revoked on the first ends the second's streams at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOnly, keyTrader, limitBuy, recordingSink, subscribeSignature } from '../../helpers/binance.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { baseUrlOf } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { connectWsUrl } from '../../helpers/ws.ts';

/** The deployment's key-sealing secret, from the environment (each instance must unseal the keys' secrets). */
const SECRETS = { API_KEY_SEAL_KEY: 'api-key-seal-key-of-this-deployment-0123456789' };
const env = fundsTestApp({ env: SECRETS });
let second: TestApp;
beforeAll(async () => {
  second = await createTestApp({ sameDatabaseAs: env.t, env: SECRETS });
});
afterAll(() => second.close());

const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('two instances', () => {
  it('a listenKey of one opens a stream on the other, which hears the first’s orders and ends when the first closes it or revokes the key', async () => {
    const u = await keyTrader(env.t, 'demo', { USDT: USDT(1000) });
    const { listenKey } = (await keyOnly(env.t, u.key, 'POST', '/demo/api/v3/userDataStream')).body as { listenKey: string };
    const sink = recordingSink();
    expect(second.app.services.binanceUserStreams.attach(listenKey, 'spot', 'demo', sink)).not.toBeNull();
    const ws = await connectWsUrl(`${(await baseUrlOf(second)).replace(/^http/, 'ws')}/demo/ws-api/v3`);
    try {
      ws.send(subscribeSignature(second, u.key, 'sub'));
      expect((await ws.waitFor((m) => m.id === 'sub')).result).toEqual({ subscriptionId: 0 });

      // placed through the first instance: both streams on the second hear it
      const placed = await u.ok('POST', '/order', limitBuy(20_000, '0.01'));
      const heard = await ws.waitFor((m) => (m.event as { e?: string } | undefined)?.e === 'executionReport');
      expect(heard.event).toMatchObject({ i: placed.orderId, x: 'NEW' });
      expect(sink.events.find((e) => e.e === 'executionReport')).toEqual(heard.event);

      // closed through the first: the second's stream ends at once
      expect((await keyOnly(env.t, u.key, 'DELETE', '/demo/api/v3/userDataStream', { listenKey })).status).toBe(200);
      expect(sink.events.at(-1)).toEqual({ e: 'listenKeyExpired', E: env.t.clock.now(), listenKey });
      expect(sink.closed?.code).toBe(1000);

      // the key revoked through the first: the second's subscription ends
      expect((await u.a.post(`/api/user/api-keys/${u.key.id}/revoke`)).body.code).toBe(0);
      await settled();
      const ended = await ws.waitFor((m) => (m.event as { e?: string } | undefined)?.e === 'eventStreamTerminated');
      expect(ended.subscriptionId).toBe(0);
      expect(second.app.services.binanceUserStreams.streamCount(u.userId)).toBe(0);
    } finally {
      ws.ws.close();
    }
  });
});
