// The typed client (@aurora/sdk, issue 41 point 7, decision 098) driving a listening test app:
// calls of smoke.test.ts and spot.test.ts made through it, the types catching what the server
// would refuse, and the committed types checked against the server's document of now.
import fs from 'node:fs';
import { AuroraApiError, SESSION_INVALID_CODE, sessionOf, unwrap } from '@aurora/sdk';
import { BINANCE_TAG, clientDocument, clientTypes, TYPES_FILE } from '@aurora/sdk/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { SERVER_MESSAGES } from '../../shared/i18n/server-messages.ts';
import { formatAmount } from '../../shared/money.ts';
import { PASSWORD, register, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { fundsTestApp } from '../helpers/funds.ts';
import { SANDBOX_ENV } from '../helpers/sandbox.ts';
import { typedClient } from '../helpers/sdk.ts';
import { credit } from '../helpers/spot.ts';
import { TEST_STORE } from '../helpers/store.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const available = (userId: number, currency: string) => env.t.app.ctx.ledger.balance({ userId, kind: 'available', currency, mode: 'real' });
const orderCount = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder"').get() as { n: number }).n;

/** A user registered through the API, logged in with the typed client, `usdt` credited. */
async function loggedIn(usdt: bigint) {
  const email = uniqueEmail();
  const { userId } = await register(env.t, { type: 'email', email });
  const visitor = await typedClient(env.t);
  const { data, response } = await visitor.POST('/api/login', { body: { type: 'email', email, password: PASSWORD } });
  // (the answer is the user, or a second-factor challenge for an account with two-factor on)
  expect(data?.data).toMatchObject({ userId });
  credit(env.t, userId, 'USDT', usdt);
  const token = sessionOf(response);
  return { userId, token, api: await typedClient(env.t, { token }) };
}

describe('a read', () => {
  it('GET /api/config answers the typed envelope (smoke.test.ts)', async () => {
    const api = await typedClient(env.t);
    const { data, error, response } = await api.GET('/api/config', { params: { query: { identify: 'isClose' } } });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data).toEqual({ code: 0, msg: 'Success', data: { identify: 'isClose', configValue: 'N', sandbox: false } });
    // @ts-expect-error the setting's field is configValue
    expect(data?.data.value).toBeUndefined();
  });

  it('a misspelt parameter does not compile, and the server refuses it', async () => {
    const api = await typedClient(env.t);
    // @ts-expect-error the parameter is `identify`
    const { error, response } = await api.GET('/api/config', { params: { query: { identity: 'isClose' } } });
    expect(response.status).toBe(400);
    expect(error?.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });
});

describe('an authenticated write with money', () => {
  it('a limit buy freezes price × quantity plus the maximum fee; cancel returns exactly the remainder (spot.test.ts)', async () => {
    const { userId, api } = await loggedIn(USDT(50_000));
    const order = await unwrap(
      api.POST('/api/spot/orders', {
        body: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '59000', quantity: '0.5', mode: 'real' },
      }),
    );
    const value = USDT(59_000 * 0.5);
    const freeze = value + value / 1000n;
    expect(order).toMatchObject({ status: 'unfilled', price: '59000.00', quantity: '0.5000', dealCount: '0.0000', frozenCurrency: 'USDT' });
    expect(order.frozen).toBe(formatAmount(freeze, 6));
    expect(available(userId, 'USDT')).toBe(USDT(50_000) - freeze);
    const wallet = await unwrap(api.GET('/api/wallet/assets'));
    expect(wallet.rows.find((r) => r.currency === 'USDT')?.position).toBe(formatAmount(freeze, 6));
    const cancelled = await unwrap(api.POST('/api/spot/orders/{id}/cancel', { params: { path: { id: String(order.id) } } }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'user', frozen: '0.000000', remaining: '0.0000' });
    expect(available(userId, 'USDT')).toBe(USDT(50_000));
  });

  it('amounts are decimal strings and sides the book’s own: anything else does not compile', async () => {
    const { api } = await loggedIn(USDT(50_000));
    const before = orderCount();
    const body = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '59000', quantity: '0.5', mode: 'real' } as const;
    // @ts-expect-error a quantity is a decimal string, never a JS number
    const asNumber = await api.POST('/api/spot/orders', { body: { ...body, quantity: 0.5 } });
    // @ts-expect-error a side is buy or sell
    const long = await api.POST('/api/spot/orders', { body: { ...body, side: 'long' } });
    for (const r of [asNumber, long]) expect(r.response.status).toBe(400);
    expect(orderCount()).toBe(before);
  });
});

describe('a refusal', () => {
  it('insufficient balance: the error envelope with its code and message, localized, nothing changed (spot.test.ts)', async () => {
    const { userId, token, api } = await loggedIn(USDT(100));
    const before = orderCount();
    const body = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.01', mode: 'real' } as const;
    const { data, error, response } = await api.POST('/api/spot/orders', { body });
    expect(response.status).toBe(400);
    expect(data).toBeUndefined();
    expect(error).toEqual({ code: ERRORS.INSUFFICIENT_BALANCE.code, msg: 'Insufficient balance', data: null });
    const refusal = await unwrap(api.POST('/api/spot/orders', { body })).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AuroraApiError);
    expect(refusal).toMatchObject({ status: 400, code: 4001, msg: 'Insufficient balance' });
    const zh = await typedClient(env.t, { token, locale: 'zh-CN' });
    expect((await zh.POST('/api/spot/orders', { body })).error).toEqual({
      code: 4001,
      msg: SERVER_MESSAGES['zh-CN'].INSUFFICIENT_BALANCE,
      data: null,
    });
    expect(orderCount()).toBe(before);
    expect(available(userId, 'USDT')).toBe(USDT(100));
  });

  it('without a session: HTTP 401 and code -99', async () => {
    const api = await typedClient(env.t);
    const { error, response } = await api.GET('/api/wallet/assets');
    expect(response.status).toBe(401);
    expect(error?.code).toBe(SESSION_INVALID_CODE);
  });
});

describe('the typed paths', () => {
  it('are the platform’s own API: the Binance-compatible routes are left out', async () => {
    const served = env.t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const binance = Object.entries(served.paths).filter(([, item]) => Object.values(item).some((op) => op.tags?.includes(BINANCE_TAG)));
    expect(binance.map(([path]) => path)).toContain('/api/v3/order');
    const typed = Object.keys(clientDocument(served).paths ?? {});
    expect(typed).toContain('/api/spot/orders');
    for (const [path] of binance) expect(typed).not.toContain(path);
    expect(typed.every((path) => path.startsWith('/api/'))).toBe(true);
    const api = await typedClient(env.t);
    // @ts-expect-error Binance's API is CCXT's to call (tests/helpers/ccxt.ts), not this client's
    const ping = await api.GET('/api/v3/ping', {});
    expect(ping.response.status).toBe(200);
  });

  // The client is generated from a sandbox's document (decision 101): the normal server's routes,
  // exactly, plus the control API. A sandbox runs on SQLite only: on PostgreSQL the store is all
  // that differs, and the document does not depend on it.
  describe.skipIf(TEST_STORE === 'postgres')('from a sandbox’s document', () => {
    let sandbox: TestApp;
    beforeAll(async () => {
      sandbox = await createTestApp({ env: SANDBOX_ENV });
    });
    afterAll(() => sandbox.close());

    it('which is the normal server’s, every operation as it is, and the sandbox’s control API', () => {
      const normal = clientDocument(env.t.app.swagger()).paths ?? {};
      const sandboxed = clientDocument(sandbox.app.swagger()).paths ?? {};
      for (const [path, item] of Object.entries(normal)) expect(sandboxed[path], path).toEqual(item);
      const added = Object.keys(sandboxed).filter((path) => !(path in normal));
      expect(added).toContain('/api/sandbox/clock/advance');
      expect(added.every((path) => path.startsWith('/api/sandbox'))).toBe(true);
    });

    it('are fresh: the committed types are what the server’s document gives now (else: npm run sdk:generate)', async () => {
      const fresh = (await clientTypes(sandbox.app.swagger())).split('\n');
      const committed = fs.readFileSync(TYPES_FILE, 'utf8').split('\n');
      const line = fresh.findIndex((text, i) => text !== committed[i]);
      expect(
        { line: line + 1, fresh: fresh[line], committed: committed[line] },
        `${TYPES_FILE.pathname} is stale: run npm run sdk:generate`,
      ).toEqual({ line: 0, fresh: undefined, committed: undefined });
      expect(committed.length).toBe(fresh.length);
    });
  });
});
