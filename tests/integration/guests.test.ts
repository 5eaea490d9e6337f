// Issue 12, point 7: visitors are not locked out of the demo. A classroom behind one address
// gets in, a flood is refused with a localized message, a guest token is renewed in place
// (same guest, same demo wallet) before and after it expires, and a periodic job driven by the
// injected clock removes guests once their renewal grace is over, with their demo rows, and the
// ledger reconciles. Time moves with the manual clock; nothing sleeps.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { GUEST_PER_NETWORK, GUEST_RENEWAL_GRACE_MS, GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { nextIp } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';

const HOUR = 3_600_000;
const TTL_MS = GUEST_TTL_SECONDS * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerReconciles(t));
afterAll(() => t.close());

function startGuest(ip: string, options: { token?: string; lang?: string } = {}) {
  const req = t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', ip);
  if (options.token) req.set('Authorization', options.token);
  if (options.lang) req.set('Accept-Language', options.lang);
  return req;
}

async function newGuest(ip = nextIp()) {
  const res = await startGuest(ip);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { token: res.headers.authorization as string, userId: res.body.data.userId as number };
}

const count = (sql: string, ...params: unknown[]) => (t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const guestCount = () => count(`SELECT COUNT(*) AS n FROM "User" WHERE role = 'guest'`);
const demoAvailable = async (token: string) => (await api(t, token).get('/api/demo/wallet')).body;

const product = () => t.app.market.product('ETH/USDT') as NonNullable<ReturnType<TestApp['app']['market']['product']>>;
const recordTick = (ticks: number) => t.app.market.ticks.record([[product().id, t.clock.now(), ticks]]);

/** Places 100 USDT up for 60 s for each token at 3000.00 and settles them in one run at 3001.00 (all win). */
async function tradeAndSettle(orders: { token: string; mode: 'demo' | 'real' }[]) {
  t.clock.advance(1000);
  recordTick(300_000);
  const ids: number[] = [];
  for (const { token, mode } of orders) {
    const placed = await api(t, token).post('/api/fast/order', {
      productId: product().id,
      direction: 'up',
      amount: '100',
      durationSec: 60,
      mode,
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    ids.push(placed.body.data.id);
  }
  t.clock.advance(60_000);
  recordTick(300_100);
  t.clock.advance(1000);
  recordTick(300_100);
  await t.app.services.fastSettlement.settleDue();
  return ids;
}

describe('new guests per client network', () => {
  it('a classroom of 40 behind one address gets in, each with a demo wallet of its own', async () => {
    const ip = nextIp();
    const guests = [];
    for (let i = 0; i < 40; i++) guests.push(await newGuest(ip));
    expect(new Set(guests.map((g) => g.userId)).size).toBe(40);
    for (const g of guests.slice(0, 3)) expect((await demoAvailable(g.token)).data.available).toBe('100000.000000');
  });

  it('a flood beyond the limit is refused with a localized message and creates nothing; other networks still get in', async () => {
    const ip = nextIp();
    for (let i = 0; i < GUEST_PER_NETWORK.limit; i++) expect((await startGuest(ip)).body.code).toBe(0);
    const before = guestCount();
    const refused = await startGuest(ip, { lang: 'de-DE' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(2018);
    expect(refused.body.msg).toBe(
      'Aus Ihrem Netzwerk wurden zu viele Demo-Sitzungen gestartet; bitte versuchen Sie es in 60 Minuten erneut oder registrieren Sie ein eigenes Konto',
    );
    expect(refused.headers.authorization).toBeUndefined();
    expect((await startGuest(ip, { lang: 'ja-JP' })).body.msg).toContain('60分後');
    expect(guestCount()).toBe(before);
    // another address is not affected, and the flooding one gets in again an hour later
    expect((await startGuest(nextIp())).body.code).toBe(0);
    t.clock.advance(GUEST_PER_NETWORK.windowMs);
    expect((await startGuest(ip)).body.code).toBe(0);
  });

  it('every address of one IPv6 /64 counts as one network', async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:7`;
    for (let i = 0; i < GUEST_PER_NETWORK.limit; i++) expect((await startGuest(`${prefix}::${(i + 1).toString(16)}`)).body.code).toBe(0);
    expect((await startGuest(`${prefix}:ffff:ffff:ffff:fffe`)).body.code).toBe(2018);
    expect((await startGuest(`${prefix.replace(/:7$/, ':8')}::1`)).body.code).toBe(0);
  });
});

describe('renewal in place', () => {
  it('keeps the same guest and demo wallet, shortly before and after the token expires', async () => {
    const ip = nextIp();
    const guest = await newGuest(ip);
    const guests = guestCount();
    await tradeAndSettle([{ token: guest.token, mode: 'demo' }]);
    const wallet = (await demoAvailable(guest.token)).data;
    expect(wallet.available).toBe('100082.000000'); // won 82% of 100 (60 s)

    // an hour before the token expires
    t.clock.advance(TTL_MS - HOUR);
    const renewed = await startGuest(ip, { token: guest.token });
    expect(renewed.body.code).toBe(0);
    expect(renewed.body.data).toMatchObject({ userId: guest.userId, role: 'guest', renewed: true, expiresInSeconds: GUEST_TTL_SECONDS });
    const token2 = renewed.headers.authorization as string;
    expect(token2).not.toBe(guest.token);
    expect((await demoAvailable(token2)).data).toEqual(wallet);
    const orders = (await api(t, token2).get('/api/fast/orders?status=settled&mode=demo')).body.data;
    expect(orders.total).toBe(1);

    // the renewed token outlives the old one
    t.clock.advance(2 * HOUR);
    expect((await demoAvailable(guest.token)).code).toBe(-99);
    expect((await demoAvailable(token2)).data).toEqual(wallet);

    // a token that has already expired (a tab left open over a weekend) is renewed too
    t.clock.advance(TTL_MS + 2 * 24 * HOUR);
    expect((await demoAvailable(token2)).code).toBe(-99);
    const late = await startGuest(ip, { token: token2 });
    expect(late.body.data).toMatchObject({ userId: guest.userId, renewed: true });
    expect((await demoAvailable(late.headers.authorization as string)).data).toEqual(wallet);
    expect(guestCount()).toBe(guests);
  });

  it('renewals create no guest and are not held back by the limit on new guests', async () => {
    const ip = nextIp();
    const guest = await newGuest(ip);
    for (let i = 1; i < GUEST_PER_NETWORK.limit; i++) await newGuest(ip);
    expect((await startGuest(ip)).body.code).toBe(2018);
    const before = guestCount();
    const renewed = await startGuest(ip, { token: guest.token });
    expect(renewed.body.data).toMatchObject({ userId: guest.userId, renewed: true });
    expect(guestCount()).toBe(before);
  });

  it('what cannot be renewed starts a new guest: a forged or foreign token, a user session, a guest past its grace', async () => {
    const staff = await staffToken(t);
    const user = await fundedUser(t, staff, '100');
    const guest = await newGuest();
    const forged = `${guest.token.slice(0, -4)}AAAA`;
    for (const token of [forged, 'not-a-token', user.token]) {
      const res = await startGuest(nextIp(), { token });
      expect(res.body.code).toBe(0);
      expect(res.body.data.renewed).toBe(false);
      expect(res.body.data.userId).not.toBe(guest.userId);
      expect(res.body.data.userId).not.toBe(user.userId);
    }
    // the user's own session is untouched
    expect((await api(t, user.token).get('/api/user/info')).body.code).toBe(0);
    t.clock.advance(TTL_MS + GUEST_RENEWAL_GRACE_MS);
    const lapsed = await startGuest(nextIp(), { token: guest.token });
    expect(lapsed.body.data.renewed).toBe(false);
    expect(lapsed.body.data.userId).not.toBe(guest.userId);
  });
});

describe('cleanup', () => {
  it('removes guests once the clock passes their expiry and renewal grace, with their demo rows; the ledger reconciles', async () => {
    await t.app.jobs.runDue(); // whatever earlier tests left behind is due now
    const staff = await staffToken(t);
    const user = await fundedUser(t, staff, '1000');
    const created = t.clock.now();
    const leaving = await newGuest();
    const staying = await newGuest();
    // one settlement run pays both guests and the registered user: a journal they share
    const [leavingOrder, , userOrder] = await tradeAndSettle([
      { token: leaving.token, mode: 'demo' },
      { token: staying.token, mode: 'demo' },
      { token: user.token, mode: 'real' },
    ]);
    const sharedJournal = (
      t.app.ctx.sqlite.prepare(`SELECT journalId FROM "FastSettlement" WHERE orderId = ?`).get(leavingOrder) as { journalId: number }
    ).journalId;
    const sharedLegs = count(`SELECT COUNT(*) AS n FROM "LedgerPosting" WHERE journalId = ?`, sharedJournal);

    const expiry = created + TTL_MS + GUEST_RENEWAL_GRACE_MS;
    // the staying guest renews an hour before its grace is over
    t.clock.set(expiry - HOUR);
    const renewal = await startGuest(nextIp(), { token: staying.token });
    expect(renewal.body.data.renewed).toBe(true);
    const stayingToken = renewal.headers.authorization as string;

    // just before the leaving guest's grace is over: nothing goes
    t.clock.set(expiry - 60_000);
    await t.app.jobs.runDue();
    expect(count(`SELECT COUNT(*) AS n FROM "User" WHERE id = ?`, leaving.userId)).toBe(1);

    t.clock.set(expiry + 11 * 60_000);
    await t.app.jobs.runDue();
    // the guest and every demo row of it are gone
    expect(count(`SELECT COUNT(*) AS n FROM "User" WHERE id = ?`, leaving.userId)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM "Session" WHERE userId = ?`, leaving.userId)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM "FastOrder" WHERE userId = ?`, leaving.userId)).toBe(0);
    // its demo money went back to the issuer in one journal; its accounts hold nothing
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerAccount" WHERE userId = ? AND balance != 0`, leaving.userId)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = ?`, `guest-expired:${leaving.userId}`)).toBe(1);
    const closing = t.app.ctx.sqlite
      .prepare(
        `SELECT a.kind, a.userId, p.amount FROM "LedgerPosting" p JOIN "LedgerJournal" j ON j.id = p.journalId JOIN "LedgerAccount" a ON a.id = p.accountId
          WHERE j.idempotencyKey = ? ORDER BY p.amount`,
      )
      .safeIntegers(true)
      .all(`guest-expired:${leaving.userId}`);
    expect(closing).toEqual([
      { kind: 'available', userId: BigInt(leaving.userId), amount: -100_082_000_000n },
      { kind: 'demo_issuance', userId: null, amount: 100_082_000_000n },
    ]);
    // the settlement journal it shared is whole, and the others' orders still name it
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerPosting" WHERE journalId = ?`, sharedJournal)).toBe(sharedLegs);
    expect(count(`SELECT COUNT(*) AS n FROM "FastSettlement" WHERE journalId = ?`, sharedJournal)).toBe(2);
    expect((await api(t, stayingToken).get('/api/demo/wallet')).body.data.available).toBe('100082.000000');
    expect(t.app.ctx.sqlite.prepare(`SELECT result FROM "FastSettlement" WHERE orderId = ?`).get(userOrder)).toEqual({ result: 'win' });
    expect(reconcile(t.app.ctx.flow)).toEqual([]);

    // the removed guest's token starts a new guest; the renewed one is kept until its own grace ends
    const again = await startGuest(nextIp(), { token: leaving.token });
    expect(again.body.data.renewed).toBe(false);
    expect(count(`SELECT COUNT(*) AS n FROM "User" WHERE id = ?`, staying.userId)).toBe(1);
    t.clock.advance(TTL_MS + GUEST_RENEWAL_GRACE_MS);
    await t.app.jobs.runDue();
    expect(count(`SELECT COUNT(*) AS n FROM "User" WHERE role = 'guest'`)).toBe(0);
  });
});
