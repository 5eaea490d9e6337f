// The pending steps of multi-step flows in the database (server/db/store/pending-items.ts,
// issue 35): taken once, with the transaction that takes them; wrong answers counted down;
// expired ones never taken and removed by the owning modules' sweeps; only a hash of an id kept.
// `npm test` runs it on SQLite, `npm run test:pg` on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { PENDING_SWEEP_EVERY_MS, PendingItems } from '../../server/db/store/pending-items.ts';
import { QUOTE_TTL_MS } from '../../server/modules/funds/exchange/service.ts';
import { STAFF_AUTH_POLICY } from '../../server/modules/staff/service.ts';
import { TWO_FACTOR_POLICY } from '../../server/modules/security/two-factor.ts';
import { appForFile } from '../helpers/app.ts';
import { fundedUser, quoteOf, staffToken } from '../helpers/funds.ts';

const env = appForFile();
let n = 0;
/** An id no other test of the file uses. */
const nextId = () => `item-${++n}-${Date.now().toString(36)}`;

const items = () => new PendingItems<{ amount: string }>(env.t.app.ctx.sqlite, 'exchange-quote');
const rows = (kind: string) =>
  (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "PendingItem" WHERE kind = ?').get(kind) as { n: number | bigint }).n;

describe('a pending item', () => {
  it('is taken once; a second take, by this connection or another, gets nothing', () => {
    const store = items();
    const other = items();
    const id = nextId();
    const now = env.t.clock.now();
    store.put(id, { ownerId: 7, payload: { amount: '12345678901234567890' }, expiresAt: now + 1000 }, now);
    const found = store.find(id);
    expect(found).toMatchObject({ ownerId: 7, payload: { amount: '12345678901234567890' }, expiresAt: now + 1000 });
    const ref = found?.ref as string;
    // only its owner's
    expect(store.take(ref, now, 8)).toBeUndefined();
    expect(other.take(ref, now, 7)).toEqual({ amount: '12345678901234567890' });
    expect(store.take(ref, now, 7)).toBeUndefined();
    expect(store.find(id)).toBeUndefined();
  });

  it('taken in a transaction that rolls back, is still there', () => {
    const store = items();
    const id = nextId();
    const now = env.t.clock.now();
    store.put(id, { ownerId: 1, payload: { amount: '1' }, expiresAt: now + 1000 }, now);
    const ref = store.find(id)?.ref as string;
    const db = env.t.app.ctx.sqlite;
    expect(() =>
      db.transaction(() => {
        expect(store.take(ref, now)).toEqual({ amount: '1' });
        throw new Error('the operation failed after taking it');
      })(),
    ).toThrow('the operation failed');
    expect(store.take(ref, now)).toEqual({ amount: '1' });
  });

  it('is not taken once expired (though still found, to tell "expired" from "unknown")', () => {
    const store = items();
    const id = nextId();
    const now = env.t.clock.now();
    store.put(id, { ownerId: 1, payload: { amount: '1' }, expiresAt: now + 1000 }, now);
    const ref = store.find(id)?.ref as string;
    expect(store.take(ref, now + 1000)).toBeUndefined();
    expect(store.find(id)?.expiresAt).toBe(now + 1000);
  });

  it('goes with its last wrong answer', () => {
    const store = items();
    const id = nextId();
    const now = env.t.clock.now();
    store.put(id, { ownerId: 1, payload: { amount: '1' }, attempts: 2, expiresAt: now + 1000 }, now);
    const ref = store.find(id)?.ref as string;
    store.spendAttempt(ref);
    expect(store.find(id)?.attemptsLeft).toBe(1);
    store.spendAttempt(ref);
    expect(store.find(id)).toBeUndefined();
  });

  it("replaces the owner's earlier one when asked to, and is found by its owner", () => {
    const store = items();
    const now = env.t.clock.now();
    const [a, b] = [nextId(), nextId()];
    store.put(a, { ownerId: 4242, payload: { amount: 'a' }, expiresAt: now + 1000 }, now, { onlyOneOfOwner: true });
    store.put(b, { ownerId: 4242, payload: { amount: 'b' }, expiresAt: now + 1000 }, now, { onlyOneOfOwner: true });
    expect(store.find(a)).toBeUndefined();
    expect(store.ofOwner(4242)?.payload).toEqual({ amount: 'b' });
  });

  it('is kept under a hash of its id: the table holds no live token', () => {
    const id = nextId();
    const now = env.t.clock.now();
    items().put(id, { ownerId: 1, payload: { amount: '1' }, expiresAt: now + 1000 }, now);
    const hit = env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "PendingItem" WHERE tokenHash = ?').get(id) as { n: number };
    expect(Number(hit.n)).toBe(0);
    expect(items().find(id)?.ref).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the sweeps', () => {
  it('remove every flow’s expired items and keep the live ones', async () => {
    const t = env.t;
    const u = await fundedUser(t, await staffToken(t), '100');
    const expired = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '10' });
    const stale = new PendingItems(t.app.ctx.sqlite, 'login-challenge');
    const enrolment = new PendingItems(t.app.ctx.sqlite, 'staff-enrolment');
    const now = t.clock.now();
    stale.put(nextId(), { ownerId: u.userId, payload: {}, expiresAt: now + TWO_FACTOR_POLICY.challengeTtlMs }, now);
    enrolment.put(nextId(), { ownerId: 1, payload: {}, expiresAt: now + STAFF_AUTH_POLICY.enrolmentTtlMs }, now);
    t.clock.advance(Math.max(QUOTE_TTL_MS, TWO_FACTOR_POLICY.setupTtlMs, STAFF_AUTH_POLICY.enrolmentTtlMs) + PENDING_SWEEP_EVERY_MS);
    const live = await quoteOf(u.a, { from: 'USDT', to: 'BTC', amount: '10' });
    for (const kind of ['exchange-quote', 'login-challenge', 'staff-enrolment']) expect(Number(rows(kind))).toBeGreaterThan(0);
    await t.app.jobs.runDue();
    expect(Number(rows('login-challenge'))).toBe(0);
    expect(Number(rows('staff-enrolment'))).toBe(0);
    const quotes = new PendingItems(t.app.ctx.sqlite, 'exchange-quote');
    expect(quotes.find(expired.quoteId)).toBeUndefined();
    expect(quotes.find(live.quoteId)).toBeDefined();
    expect((await u.a.post('/api/exchange', { quoteId: live.quoteId })).body.code).toBe(0);
  });
});
