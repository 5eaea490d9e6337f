// The Binance-compatible API in a cluster (issue 39, decisions 081, 093): both bases are engine
// routes, so a gateway passes a signed request to the engine as it came, its body unread (the
// signature still holds), and the engine answers it; request weights are counted in Redis, so an
// address's minute is one whichever instance it reaches.
import { expect, it } from 'vitest';
import { signatureOf } from '../../../server/modules/binance/signing.ts';
import { createKey, publicCall, signed } from '../../helpers/binance.ts';
import { clusterForFile } from '../../helpers/cluster.ts';
import { spotTrader } from '../../helpers/spot.ts';

const env = clusterForFile(1);

it('a signed order sent to a gateway is placed by the engine, by its key; a tampered one is refused; weights are shared', async () => {
  const { engine, gateways } = env.c;
  const gateway = gateways[0] as (typeof gateways)[number];
  const u = await spotTrader(engine);
  engine.app.services.demo.ensure(u.userId);
  const key = await createKey(u.a, { mode: 'demo' });
  const ip = '198.51.100.20';
  const order = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.001', price: '20000' };
  // (the engine checks the timestamp against its own clock)
  const placed = await signed(gateway, key, 'POST', '/order', order, { inBody: true, timestamp: engine.clock.now(), ip });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  expect(placed.body).toMatchObject({ symbol: 'BTCUSDT', status: 'NEW', side: 'BUY', price: '20000.00' });
  const row = engine.app.ctx.sqlite.prepare('SELECT userId, apiKeyId, mode FROM "SpotOrder" WHERE id = ?').get(placed.body.orderId);
  expect(row).toEqual({ userId: u.userId, apiKeyId: key.id, mode: 'demo' });

  // the same address's next request, on the engine itself, continues the minute's weight
  const used = Number(placed.headers['x-mbx-used-weight-1m']);
  expect(used).toBeGreaterThan(0);
  const ping = await publicCall(engine, '/ping', {}, 'demo').set('X-Forwarded-For', ip);
  expect(Number(ping.headers['x-mbx-used-weight-1m'])).toBe(used + 1);

  // signed for one price, sent with another: the engine refuses it, nothing placed
  const before = engine.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder" WHERE userId = ?').get(u.userId);
  const signedFor = await signed(gateway, key, 'POST', '/order', order, { inBody: true, timestamp: engine.clock.now(), ip });
  expect(signedFor.status).toBe(200);
  const payload = new URLSearchParams({ ...order, timestamp: String(engine.clock.now()) }).toString();
  const tampered = await gateway.api
    .post('/demo/api/v3/order')
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .set('X-MBX-APIKEY', key.apiKey)
    .send(`${payload.replace('price=20000', 'price=20001')}&signature=${signatureOf(key.secret, payload)}`);
  expect(tampered.status, JSON.stringify(tampered.body)).toBe(400);
  expect(tampered.body.code).toBe(-1022);
  const after = engine.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder" WHERE userId = ?').get(u.userId) as { n: number };
  expect(after.n).toBe((before as { n: number }).n + 1);
});
