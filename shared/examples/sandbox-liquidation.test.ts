// Testing against Aurora: a 50x long, a scripted flash crash, the clock advanced, the liquidation
// asserted. Run a sandbox (`npm run start:sandbox`), then, with vitest and @aurora/sdk (the checkout's shared/sdk) installed:
//   AURORA_URL=http://localhost:3000 SANDBOX_TOKEN=<the sandbox's token> npx vitest run sandbox-liquidation.test.ts
// (AURORA_APP_KEY: one of the server's APP_KEYS; a sandbox accepts `tradeweb` unless told otherwise.)
import { createAuroraClient, unwrap } from '@aurora/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.AURORA_URL ?? 'http://localhost:3000';
const appKey = process.env.AURORA_APP_KEY ?? 'tradeweb';
const sandboxToken = process.env.SANDBOX_TOKEN ?? '';

// The control API (/api/sandbox) names itself by the sandbox's token; the customer routes by the AppKey.
const control = createAuroraClient({ baseUrl, appKey, headers: { 'X-Sandbox-Token': sandboxToken } });
const visitor = createAuroraClient({ baseUrl, appKey });

/** A decimal string in millionths: amounts are strings, compared exactly (never as floats). */
function micro(amount: string): bigint {
  const [units, fraction = ''] = amount.split('.');
  return BigInt(`${units}${fraction.padEnd(6, '0').slice(0, 6)}`);
}

describe('a 50x long in a flash crash', () => {
  let snapshotId: number | undefined;
  let wasRunning: boolean;

  beforeAll(async () => {
    // leave the sandbox as we found it: a snapshot now, restored at the end
    snapshotId = (await unwrap(control.POST('/api/sandbox/snapshots'))).id;
    // a stopped clock moves only when the test moves it
    wasRunning = (await unwrap(control.GET('/api/sandbox/clock'))).running;
    await unwrap(control.POST('/api/sandbox/clock/set', { body: { running: false } }));
  });

  afterAll(async () => {
    if (snapshotId === undefined) return;
    await unwrap(control.POST('/api/sandbox/snapshots/{id}/restore', { params: { path: { id: snapshotId } } }));
    await unwrap(control.POST('/api/sandbox/clock/set', { body: { running: wasRunning } }));
  });

  it('is liquidated, and loses no more than its margin and fees', async () => {
    // the BTC/USDT contract, which offers 50x
    const settings = await unwrap(visitor.GET('/api/contract/settings'));
    const btc = settings.find((s) => s.symbol === 'BTC/USDT' && s.leverages.includes(50));
    if (!btc) throw new Error('no BTC/USDT contract with 50x leverage');

    // a customer with 1,000 test USDT, made in one call; its session token comes with it
    const customer = await unwrap(control.POST('/api/sandbox/fixtures', { body: { balances: [{ currency: 'USDT', real: '1000' }] } }));
    const api = createAuroraClient({ baseUrl, appKey, token: customer.token });

    // the customer opens a 50x long at the market
    const opened = await unwrap(
      api.POST('/api/contract/open', {
        body: { productId: btc.productId, side: 'long', lots: btc.minLots, leverage: 50, orderType: 'market', mode: 'real' },
      }),
    );
    expect(opened.status).toBe('holding');
    expect(opened.liquidationPrice).not.toBeNull();

    // BTC falls 15 % in 10 seconds from the next tick; a minute of platform time is lived at once
    await unwrap(
      control.PUT('/api/sandbox/market/{symbol}/script', {
        params: { path: { symbol: 'BTC/USDT' } },
        body: { kind: 'preset', preset: 'flash-crash' },
      }),
    );
    const advanced = await unwrap(control.POST('/api/sandbox/clock/advance', { body: { seconds: 60 } }));
    expect(advanced.ticks).toBeGreaterThan(0);

    // the position was liquidated on the way down
    const position = await unwrap(api.GET('/api/contract/positions/{id}', { params: { path: { id: String(opened.id) } } }));
    expect(position).toMatchObject({ status: 'closed', closeReason: 'liquidation' });

    // and the wallet lost something, but never more than the margin and the fees
    const wallet = await unwrap(api.GET('/api/wallet/assets'));
    const usdt = wallet.rows.find((r) => r.currency === 'USDT');
    const lost = micro('1000') - micro(usdt?.total ?? '0');
    expect(lost > 0n).toBe(true);
    expect(lost <= micro(opened.margin) + micro(position.fees)).toBe(true);
  });
});
