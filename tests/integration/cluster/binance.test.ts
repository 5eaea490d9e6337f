// The Binance-compatible API in a cluster (issue 39, decisions 081, 093): both bases are engine
// routes, so a gateway passes a signed request to the engine as it came, its body unread (the
// signature still holds), and the engine answers it; request weights are counted in Redis, so an
// address's minute is one whichever instance it reaches. The market streams (issue 40) are served by
// every instance from what it hears: a gateway's spot book events come through the bus.
import { expect, it } from 'vitest';
import { signatureOf } from '../../../server/modules/binance/signing.ts';
import { createKey, publicCall, signed } from '../../helpers/binance.ts';
import { clusterForFile } from '../../helpers/cluster.ts';
import { expectLedgerReconciles } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';
import { connectWs } from '../../helpers/ws.ts';

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

it('a gateway’s Binance streams: the market frames, and the engine’s book from the bus over a copy it loads from the engine', async () => {
  const { engine, gateways } = env.c;
  const gateway = gateways[0] as (typeof gateways)[number];
  const c = await connectWs(gateway, '/market-stream/stream?streams=ltcusdt@depth/ltcusdt@depth5@100ms/ltcusdt@bookTicker/ltcusdt@trade');
  const futures = await connectWs(gateway, '/futures-stream/public/ws/ltcusdt@bookTicker');
  const data = (stream: string) => c.messages.filter((m) => m.stream === stream).map((m) => m.data as Record<string, unknown>);
  /** The engine ticks (its frames reach the gateway through Redis) until `check` holds on the gateway's socket. */
  async function ticking(check: () => boolean) {
    for (let i = 0; i < 100 && !check(); i++) {
      engine.clock.advance(1000);
      engine.app.market.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(check()).toBe(true);
  }

  const maker = await spotTrader(engine);
  credit(engine, maker.userId, 'LTC', 10n ** 10n);
  credit(engine, maker.userId, 'USDT', 10n ** 10n);
  await maker.place({ symbol: 'LTC/USDT', side: 'buy', type: 'limit', price: '70', quantity: '2' });
  const diff = await c.waitFor((m) => m.stream === 'ltcusdt@depth');
  const depth = async (limit: string) => (await publicCall(engine, '/depth', { symbol: 'LTCUSDT', limit })).body as Record<string, unknown>;
  expect(diff.data).toMatchObject({ e: 'depthUpdate', s: 'LTCUSDT', u: (await depth('5')).lastUpdateId, b: [['70.00', '2.000']], a: [] });
  // the partial book: once the gateway's copy of the book is loaded, the engine's top five on every frame
  await ticking(() => data('ltcusdt@depth5@100ms').length > 0);
  expect(data('ltcusdt@depth5@100ms').at(-1)).toEqual(await depth('5'));
  // a better bid on the engine: the copy follows, the book ticker says so
  await maker.place({ symbol: 'LTC/USDT', side: 'buy', type: 'limit', price: '71', quantity: '1' });
  const top = await c.waitFor((m) => m.stream === 'ltcusdt@bookTicker' && (m.data as { b: string }).b === '71.00');
  // (the first change came before the copy was loaded: no book ticker then)
  expect(data('ltcusdt@bookTicker')).toHaveLength(1);
  expect(top.data).toMatchObject({ u: (await depth('5')).lastUpdateId, B: '1.000' });
  await ticking(() => (data('ltcusdt@depth5@100ms').at(-1)?.bids as string[][] | undefined)?.[0]?.[0] === '71.00');
  expect(data('ltcusdt@depth5@100ms').at(-1)).toEqual(await depth('5'));
  // a trade made on the engine
  const taker = await spotTrader(engine);
  credit(engine, taker.userId, 'LTC', 10n ** 10n);
  await taker.place({ symbol: 'LTC/USDT', side: 'sell', type: 'limit', price: '71', quantity: '0.5' });
  expect((await c.waitFor((m) => m.stream === 'ltcusdt@trade')).data).toMatchObject({ e: 'trade', p: '71.00', q: '0.500', m: true });
  // the contract's book ticker, every frame the gateway follows
  engine.clock.advance(1000);
  const frame = engine.app.market.tick();
  expect(await futures.waitFor((m) => m.u === frame.seq)).toMatchObject({ e: 'bookTicker', s: 'LTCUSDT' });
  c.ws.terminate();
  futures.ws.terminate();
  expectLedgerReconciles(engine);
});
