// A demo-only deployment (MARKET_SEED is public, MARKET_DEMO_ONLY=true) moves no real money at
// all (issue 32 point 5, decision 071): the ledger refuses every real-mode journal. Over the app's
// route inventory, every route that changes something is either driven here as a person would
// use it to move real money (and refused with DEMO_ONLY_DEPLOYMENT, a localized 403, or granted
// no real money), acts on a real row the refused routes never let exist, or moves no money at
// all; afterwards not one real-mode journal has been posted. Demo money works throughout, and a
// real balance left in the database from before (a deployment switched to demo-only) cannot be
// exchanged at the public path's known future prices.
import { expect, it } from 'vitest';
import { Ledger } from '../../server/ledger/ledger.ts';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { createKey, signed } from '../helpers/binance.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { contractMarket } from '../helpers/contract.ts';
import { api, fundsTestApp, offlineDeposit, SECURITY_PASSWORD, TRC20 } from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';
import { certify } from '../helpers/kyc.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp({ env: { MARKET_DEMO_ONLY: 'true' } });
const eth = contractMarket(env);

type Res = { status: number; body: { code: number; msg: string; data: unknown } };
type Api = ReturnType<typeof api>;

/** Journals with a posting on a real-mode account, after journal `since`. */
const realJournals = (since = 0) =>
  (
    env.t.app.ctx.sqlite
      .prepare(
        `SELECT COUNT(DISTINCT p.journalId) AS n FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId
          WHERE a.mode = 'real' AND p.journalId > ?`,
      )
      .get(since) as { n: number }
  ).n;
const lastJournal = () =>
  (env.t.app.ctx.sqlite.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM "LedgerJournal"').get() as { id: number }).id;
const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;

function refused(res: Res) {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 5003, data: null });
  expect(res.status).toBe(403);
  expect(res.body.msg).toBe('This platform trades demo money only: switch to demo mode');
}
function ok<T = Record<string, unknown>>(res: Res): T {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
}

/** A staff proposal of `kind`, approved by a second administrator: the approval's answer. */
async function proposeAndApprove(kind: string, payload: object): Promise<Res> {
  const proposed = ok<{ id: number }>(
    await api(env.t, await staffSession(env.t, 'admin')).post(`/api/admin/proposals/${kind}`, { payload, reason: 'ticket 7' }),
  );
  return api(env.t, await secondStaffSession(env.t, 'admin')).post(`/api/admin/proposals/${proposed.id}/approve`, {});
}

interface Drive {
  user: Awaited<ReturnType<typeof registerAndLogin>> & { a: Api };
}

/**
 * The routes that move real money in a deployment that takes it, each driven as a person would
 * to move real money here. Each says what it did; the real-mode journal count is checked after all.
 */
const MONEY: Record<string, (d: Drive) => Promise<void>> = {
  // the sign-up bonus is real money: none is granted (the account is made, with its demo money)
  'POST /api/register': async ({ user }) => {
    expect(count('SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ?', user.userId)).toBe(0);
    expect(ok<{ items: unknown[] }>(await user.a.get('/api/bonus')).items).toEqual([]);
  },
  'POST /api/user/security/two-factor/confirm': async ({ user }) => {
    const secret = ok<{ secret: string }>(await user.a.post('/api/user/security/two-factor/setup')).secret;
    ok(await user.a.post('/api/user/security/two-factor/confirm', { code: totpCode(secret, env.t.clock.now()) }));
    env.t.clock.advance(TOTP_PERIOD_MS);
    expect(count('SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ?', user.userId)).toBe(0);
  },
  'POST /api/admin/kyc/:id/approve': async ({ user }) => {
    await certify(env.t, env.staff, user, 'junior');
    await certify(env.t, env.staff, user, 'advanced');
    expect(count('SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ?', user.userId)).toBe(0);
  },
  // a deposit may be asked for, never credited (nor its first-deposit bonus); staff reject it
  'POST /api/recharge': async () => {},
  'POST /api/admin/deposits/:id/approve': async ({ user }) => {
    const proof = ok<{ id: number }>(await user.a.upload(pngImage())).id;
    const dep = ok<{ id: number }>(await user.a.post('/api/recharge', offlineDeposit(proof, '100')));
    refused(await api(env.t, env.staff).post(`/api/admin/deposits/${dep.id}/approve`));
    ok(await api(env.t, env.staff).post(`/api/admin/deposits/${dep.id}/reject`, { reason: 'demo-only platform' }));
  },
  'POST /api/withdraw': async ({ user }) => {
    ok(await user.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD }));
    ok(await user.a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: TRC20 }));
    const res = await user.a.post('/api/withdraw', {
      method: 'crypto',
      currency: 'USDT',
      chain: 'TRC20',
      amount: '10',
      securityPassword: SECURITY_PASSWORD,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  },
  // staff credit real money by no proposal (the proposal fails for good); demo money they may
  'POST /api/admin/proposals/balance-adjustment': async ({ user }) => {
    const real = { userId: user.userId, currency: 'USDT', mode: 'real', direction: 'credit', amount: '100' };
    refused(await proposeAndApprove('balance-adjustment', real));
    expect(count(`SELECT COUNT(*) AS n FROM "Proposal" WHERE status = 'failed' AND payload LIKE ?`, `%"userId":${user.userId},%`)).toBe(1);
    ok(await proposeAndApprove('balance-adjustment', { ...real, mode: 'demo' }));
  },
  'POST /api/admin/proposals/promotion-grant': async ({ user }) => {
    refused(await proposeAndApprove('promotion-grant', { userId: user.userId, currency: 'USDT', mode: 'real', amount: '10' }));
  },
  // a transfer to a customer's own address is recorded by staff as real money: refused when proposed
  'POST /api/admin/proposals/incoming-transfer': async ({ user }) => {
    const address = env.t.app.services.funds.depositAddresses.ensure(user.userId, 'TRC20').address;
    const payload = { network: 'TRC20', address, currency: 'USDT', amount: '100', txId: 'b'.repeat(64) };
    refused(await api(env.t, env.staff).post('/api/admin/proposals/incoming-transfer', { payload, reason: 'ticket 8' }));
    expect(count(`SELECT COUNT(*) AS n FROM "Proposal" WHERE kind = 'incoming-transfer'`)).toBe(0);
  },
  // the simulated chain: real mode refused, a demo transfer credited to the demo wallet once confirmed
  'POST /api/recharge/simulate': async ({ user }) => {
    const send = (mode: string) => user.a.post('/api/recharge/simulate', { mode, currency: 'USDT', network: 'TRC20', amount: '50' });
    expect((await send('real')).body.code).toBe(4126);
    ok(await send('demo'));
    env.t.clock.advance(20_000);
    await env.t.app.jobs.runDue();
    expect(env.t.app.ctx.ledger.balance({ userId: user.userId, kind: 'available', currency: 'USDT', mode: 'demo' })).toBe(50_000_000n);
  },
  'POST /api/admin/proposals/:id/approve': async () => {}, // (driven by the two above)
  'POST /api/fast/order': async ({ user }) => {
    const order = (mode: string) =>
      user.a.post('/api/fast/order', { productId: eth.productId(), direction: 'up', amount: '10', durationSec: 60, mode });
    refused(await order('real'));
    ok(await order('demo'));
  },
  'POST /api/contract/open': async ({ user }) => {
    const open = (mode: string) =>
      user.a.post('/api/contract/open', { productId: eth.productId(), side: 'long', lots: '1', leverage: 10, orderType: 'market', mode });
    refused(await open('real'));
    const demo = ok<{ id: number }>(await open('demo'));
    ok(await user.a.post(`/api/contract/positions/${demo.id}/close`, {}));
  },
  'POST /api/spot/orders': async ({ user }) => {
    const order = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '20', quantity: '0.5' };
    refused(await user.a.post('/api/spot/orders', { ...order, mode: 'real' }));
    const demo = ok<{ id: number }>(await user.a.post('/api/spot/orders', { ...order, mode: 'demo' }));
    ok(await user.a.post(`/api/spot/orders/${demo.id}/cancel`));
  },
  'POST /api/spot/orders/batch': async ({ user }) => {
    const order = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '20', quantity: '0.5', mode: 'real' };
    const res = await user.a.post('/api/spot/orders/batch', { orders: [order] });
    expect(JSON.stringify(res.body)).toContain('5003');
  },
  'POST /api/mining/orders': async ({ user }) => {
    refused(await user.a.post('/api/mining/orders', { productId: 1, amount: '100' }));
  },
  // a quote holds a rate, no money; the exchange itself: see the round trip below
  'POST /api/exchange/quote': async () => {},
  'POST /api/exchange': async ({ user }) => {
    const quote = await user.a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '10' });
    expect(quote.body.code).toBe(4001); // nothing real to exchange (INSUFFICIENT_BALANCE)
  },
  // API keys (issue 39): no real-wallet key on a demo-only deployment, so nothing signs for /api/v3;
  // a demo key's order on the real base is refused (-2015)
  'POST /api/user/api-keys': async ({ user }) => {
    const res = await user.a.post('/api/user/api-keys', { label: 'bot', permissions: ['spot'], mode: 'real', securityPassword: '135790' });
    expect(res.body.code).toBe(7005);
  },
  'POST /api/v3/order': async ({ user }) => {
    const key = await createKey(user.a, { mode: 'demo' });
    const order = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.5', price: '20' };
    const res = await signed(env.t, key, 'POST', '/order', order, { inBody: true, base: '/api/v3' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(-2015);
  },
  // the futures API (issue 40): a demo key's order on the real base (/fapi) is refused likewise
  ...Object.fromEntries(
    (['/order', '/algoOrder'] as const).map((path) => [
      `POST /fapi/v1${path}`,
      async ({ user }: Drive) => {
        const key = await createKey(user.a, { mode: 'demo', permissions: ['read', 'contract'] });
        const stop = { symbol: 'ETHUSDT', side: 'BUY', type: 'STOP_MARKET', quantity: '1', stopPrice: '9999', algoType: 'CONDITIONAL' };
        const order = path === '/order' ? { symbol: 'ETHUSDT', side: 'BUY', type: 'MARKET', quantity: '1' } : stop;
        const res = await signed(env.t, key, 'POST', `/fapi/v1${path}`, order, { inBody: true, base: '' });
        expect(res.body.code, JSON.stringify(res.body)).toBe(-2015);
      },
    ]),
  ),
  // copy trading (decision 103): no subscription copies into real money here
  'POST /api/copy/subscriptions': async ({ user }) => {
    refused(await user.a.post('/api/copy/subscriptions', { leaderId: 1, leaderMode: 'real', mode: 'real', ratio: '1', maxMargin: '100' }));
  },
  // a new account is cancelled with nothing to sweep
  'POST /api/user/cancellation': async ({ user }) => {
    ok(await user.a.post('/api/user/cancellation', { password: user.password, confirm: true }));
  },
};

/** Routes that act on a row a MONEY route creates: no real one can exist here. */
const ON_REAL_ROWS: Record<string, string> = {
  'POST /api/admin/deposits/:id/reject': 'a deposit (rejecting moves no money)',
  'POST /api/admin/withdrawals/:id/approve': 'a withdrawal',
  'POST /api/admin/withdrawals/:id/reject': 'a withdrawal',
  'POST /api/contract/positions/:id/close': 'a contract position',
  'POST /api/contract/positions/:id/reverse': 'a contract position',
  'POST /api/contract/positions/:id/stops': 'a contract position',
  'POST /api/contract/positions/:id/add': 'a contract position',
  'POST /api/contract/positions/:id/lock': 'a contract position',
  'POST /api/contract/positions/:id/unlock': 'a contract position',
  'POST /api/contract/positions/:id/cancel': 'a contract order',
  'POST /api/contract/close-all': 'contract positions',
  'POST /api/contract/follow': "a leader's holding position copied into real money (a demo leader's into demo only)",
  'POST /api/copy/subscriptions/:id/stop': 'a copy subscription into real money (closing its copies)',
  'POST /api/spot/orders/:id/cancel': 'a spot order',
  'POST /api/spot/orders/cancel-batch': 'spot orders',
  'POST /api/mining/orders/:id/redeem': 'a mining order',
  'DELETE /api/v3/order': 'a spot order (by key)',
  'DELETE /api/v3/openOrders': 'spot orders (by key)',
  'DELETE /fapi/v1/order': 'a futures order (by key)',
  'DELETE /fapi/v1/allOpenOrders': 'futures orders (by key)',
  'DELETE /fapi/v1/algoOrder': 'a futures stop (by key)',
  'DELETE /fapi/v1/algoOpenOrders': 'futures stops (by key)',
};

/** Routes that move no money (their rows are content, settings, sessions, messages or demo money). */
const NO_MONEY: RegExp[] = [
  /^POST \/api\/(verify-code\/send|login|login\/two-factor|logout|password\/reset|user\/password)$/,
  /^POST \/api\/user\/(security|sessions)\//,
  // responsible trading's own settings and check (decision 077)
  /^POST \/api\/responsible\/(limits|exclusion|appropriateness)$/,
  /^(POST|PUT) \/api\/admin\/(auth|staff|users)\b/,
  /^(POST|PUT|DELETE) \/api\/admin\/(notices|banners|customer-services|news|messages|images|config|languages|pages|help-categories|help-articles|listing-applications|recharge-channels|chat|card-changes|products)\b/,
  /^POST \/api\/(listing\/apply|client-errors|upload\/image|kyc\/(junior|advanced))$/,
  /^POST \/api\/admin\/kyc\/:id\/(reject|document-number)$/,
  /^(POST|DELETE) \/api\/optional\/product\b/,
  /^POST \/api\/(security-password|bank-card|crypto-address)\b/,
  // a withdrawal's confirmation code and the address allow-list (decision 089)
  /^POST \/api\/withdraw\/(code|allow-list\/code)$/,
  /^PUT \/api\/withdraw\/allow-list$/,
  /^POST \/api\/chat\//,
  // the notification centre's read marks, price alerts (issue 37)
  /^POST \/api\/message\/(read\/:id|read-all)$/,
  /^POST \/api\/alerts(\/:id\/cancel)?$/,
  // a proposal is a row until approved (money kinds are driven above); settings kinds move none
  /^POST \/api\/admin\/proposals\/([a-z-]+|:id\/(reject|cancel))$/,
  /^POST \/api\/(contract|spot)\/preview$/,
  /^PUT \/api\/contract\/follow-profile$/,
  // copy trading's opt-in and a subscription's ratio and cap (its copies are the engine's, into a wallet a subscription names)
  /^PUT \/api\/copy\/leader$/,
  /^PATCH \/api\/copy\/subscriptions\/:id$/,
  // demo money only
  /^POST \/api\/demo\/(reset|guest)$/,
  // the replay wallet's play money only (decisions 105, 106)
  /^POST \/api\/replay\//,
  // classrooms: a class wallet's play money only (mode class:<id>, decision 105)
  /^POST \/api\/classes(\/join|\/:id\/(leave|orders|reset|scenario|scenario\/end|positions\/:positionId\/close|spot-orders\/:orderId\/cancel))?$/,
  // API keys revoked; an order checked and not placed (issue 39)
  /^POST \/api\/(admin\/)?api-keys\/:id\/revoke$/,
  /^POST \/api\/user\/api-keys\/:id\/revoke$/,
  /^POST \/api\/v3\/order\/test$/,
  // the futures API's settings: the leverage new positions open with, the margin type and position mode (issue 40)
  /^POST \/fapi\/v1\/(leverage|marginType|positionSide\/dual)$/,
  // the user data streams' listenKeys (issue 40): no money
  /^(POST|PUT|DELETE) \/(fapi\/v1\/listenKey|api\/v3\/userDataStream)$/,
  // development only: a fast order's request answered with a constant, nothing placed (bench:fast-http's anchor)
  /^POST \/api\/dev\/constant$/,
];

it('no route moves real money: the money-moving ones are refused (localized 403) or grant none, demo money works', async () => {
  const inventory = env.t.app.routeCatalogue
    // (with the futures API's real base: /fapi, issue 40)
    .filter((r) => /^\/(api|fapi)\//.test(r.url) && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  const unclassified = inventory.filter((r) => !(r in MONEY) && !(r in ON_REAL_ROWS) && !NO_MONEY.some((re) => re.test(r)));
  expect(unclassified, 'a new route must say whether it moves money (and be driven here if it does)').toEqual([]);
  for (const r of [...Object.keys(MONEY), ...Object.keys(ON_REAL_ROWS)]) expect(inventory, r).toContain(r);

  expect(realJournals()).toBe(0);
  enableBonuses(env.t);
  await eth.step(300_000);
  for (const [route, drive] of Object.entries(MONEY)) {
    const user = await registerAndLogin(env.t);
    await drive({ user: { ...user, a: api(env.t, user.token) } });
    expect(realJournals(), route).toBe(0);
  }
  // nothing real was created for the routes that act on real rows
  expect(count(`SELECT COUNT(*) AS n FROM "Withdrawal"`)).toBe(0);
  expect(count(`SELECT COUNT(*) AS n FROM "ContractPosition" WHERE mode = 'real'`)).toBe(0);
  expect(count(`SELECT COUNT(*) AS n FROM "SpotOrder" WHERE mode = 'real'`)).toBe(0);
  expect(count(`SELECT COUNT(*) AS n FROM "MiningOrder"`)).toBe(0);
  expect(count(`SELECT COUNT(*) AS n FROM "Deposit" WHERE status = 'success'`)).toBe(0);
  // the background work of a tick and of the periodic jobs posts nothing real either
  await eth.step(300_000, 61_000);
  await env.t.app.services.fastSettlement.settleDue();
  await env.t.app.jobs.runDue();
  expect(realJournals()).toBe(0);
});

it('a real balance left from before cannot be exchanged at the public path: the round trip is refused', async () => {
  const user = await registerAndLogin(env.t);
  const a = api(env.t, user.token);
  // 100 USDT credited while the deployment still took real money (a ledger without the switch)
  new Ledger(env.t.app.ctx.sqlite, env.t.clock).post({
    key: `before-demo-only:${user.userId}`,
    type: 'deposit',
    userId: user.userId,
    legs: [
      { account: { platform: 'deposit_clearing', currency: 'USDT' }, amount: -100_000_000n },
      { account: { userId: user.userId, kind: 'available', currency: 'USDT' }, amount: 100_000_000n },
    ],
  });
  const since = lastJournal();
  // USDT → BTC now, back at a later high anyone can compute from the public seed: refused at the first step
  const there = ok<{ quoteId: string }>(await a.post('/api/exchange/quote', { from: 'USDT', to: 'BTC', amount: '100' }));
  refused(await a.post('/api/exchange', { quoteId: there.quoteId }));
  expect(env.t.app.ctx.ledger.balance({ userId: user.userId, kind: 'available', currency: 'USDT' })).toBe(100_000_000n);
  expect(env.t.app.ctx.ledger.balance({ userId: user.userId, kind: 'available', currency: 'BTC' })).toBe(0n);
  expect(count('SELECT COUNT(*) AS n FROM "Exchange" WHERE userId = ?', user.userId)).toBe(0);
  expect(realJournals(since)).toBe(0);
  // and it can neither be withdrawn nor traded: it stays where it is
  refused(await a.post('/api/fast/order', { productId: eth.productId(), direction: 'up', amount: '10', durationSec: 60, mode: 'real' }));
  expect(realJournals(since)).toBe(0);
});
