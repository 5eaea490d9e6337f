// Incoming transfers never invent money (issue 38 point 2, decision 091). Real money: staff
// record a transfer to one of our deposit addresses as a four-eyes proposal; the approval credits
// the address's owner exactly once (approved twice, two proposals of one transaction, a retried
// approval), closes the crypto claim it answers (which can no longer be approved directly) and
// tells the customer. Demo money: the simulated chain sends a test transfer to the caller's own
// address, counts its confirmations up as the injected clock moves and credits the demo balance
// once at N; real mode is refused, and no customer route at all can create a real transfer.
// The ledger reconciles after every test (the incoming-transfers check included).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/app.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { NETWORKS, type Network } from '../../shared/networks.ts';
import { login, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundsTestApp, offlineDeposit, TRC20 } from '../helpers/funds.ts';
import { plausibleBody, plausibleQuery } from '../helpers/route-samples.ts';
import { secondStaffSession } from '../helpers/staff.ts';

const env = fundsTestApp();

type Res = { status: number; body: { code: number; msg: string; data: unknown } };
function ok<T = Record<string, unknown>>(res: Res): T {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
}
function refused(res: Res, code: number, status: number) {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code, data: null });
  expect(res.status).toBe(status);
  expect(res.body.msg.length).toBeGreaterThan(5);
}

let txCounter = 0;
/** A fresh 64-hex transaction id. */
const hexTx = () => createHash('sha256').update(`tx-${++txCounter}-${Date.now()}`).digest('hex');
const count = (t: TestApp, sql: string, ...params: unknown[]) => (t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const ownAddress = (t: TestApp, userId: number, network: Network) => t.app.services.funds.depositAddresses.ensure(userId, network).address;
const balance = (t: TestApp, userId: number, currency: string, mode: 'real' | 'demo' = 'real') =>
  t.app.ctx.ledger.balance({ userId, kind: 'available', currency, mode });
const journalsOf = (t: TestApp, network: string, txId: string) =>
  count(t, `SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE idempotencyKey = ?`, `incoming:${network}:${txId}`);
const transferOf = (t: TestApp, network: string, txId: string) =>
  t.app.ctx.sqlite.prepare(`SELECT * FROM "IncomingTransfer" WHERE network = ? AND txId = ?`).get(network, txId) as
    | Record<string, unknown>
    | undefined;

interface Proposal {
  id: number;
  status: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  subject: { customer: { id: number } | null; currency: string | null };
  result: string;
}
const propose = (payload: object, staff = env.staff) =>
  api(env.t, staff).post('/api/admin/proposals/incoming-transfer', { payload, reason: 'seen on the TRON explorer' });
const approve = async (id: number) => api(env.t, await secondStaffSession(env.t, 'admin')).post(`/api/admin/proposals/${id}/approve`, {});

/** A customer and their own address on `network`. */
async function customerWithAddress(network: Network = 'TRC20') {
  const u = await registerAndLogin(env.t);
  return { ...u, a: api(env.t, u.token), address: ownAddress(env.t, u.userId, network) };
}

describe('staff record a real transfer (four-eyes)', () => {
  it('credits the user the address names, exactly once: approved twice at once, approved again, proposed again', async () => {
    const u = await customerWithAddress('TRC20');
    const txId = hexTx();
    const proposal = ok<Proposal>(await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '250.5', txId }));
    // the approver sees who is credited (matched by the address) and the balance before → after
    expect(proposal.subject).toMatchObject({ customer: { id: u.userId }, currency: 'USDT' });
    expect(proposal.before).toMatchObject({ available: '0.000000', amount: '250.500000', network: 'TRC20', address: u.address, txId });
    expect(proposal.after).toMatchObject({ available: '250.500000' });
    expect(balance(env.t, u.userId, 'USDT')).toBe(0n);
    // the proposer never approves their own
    refused(await api(env.t, env.staff).post(`/api/admin/proposals/${proposal.id}/approve`, {}), 6101, 403);

    const second = await secondStaffSession(env.t, 'admin');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api(env.t, second).post(`/api/admin/proposals/${proposal.id}/approve`, {})),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 6102, 6102, 6102]);
    refused(await approve(proposal.id), 6102, 409);
    expect(balance(env.t, u.userId, 'USDT')).toBe(250_500_000n);
    expect(journalsOf(env.t, 'TRC20', txId)).toBe(1);
    expect(transferOf(env.t, 'TRC20', txId)).toMatchObject({
      userId: u.userId,
      mode: 'real',
      source: 'staff',
      status: 'credited',
      confirmations: NETWORKS.TRC20.confirmations,
      required: NETWORKS.TRC20.confirmations,
      proposalId: proposal.id,
    });
    // recorded: the same transaction cannot be proposed again, in either case of its hex
    refused(await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '250.5', txId }), 4122, 409);
    refused(await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '1', txId: txId.toUpperCase() }), 4122, 409);

    // the customer: their transfer, a message, the fund flow
    const mine = ok<{ items: Record<string, unknown>[] }>(await u.a.get('/api/recharge/incoming?mode=real'));
    expect(mine.items).toEqual([
      expect.objectContaining({
        network: 'TRC20',
        currency: 'USDT',
        amount: '250.500000',
        txId,
        status: 'credited',
        confirmations: 19,
        required: 19,
      }),
    ]);
    expect(ok<{ items: unknown[] }>(await u.a.get('/api/recharge/incoming?mode=demo')).items).toEqual([]);
    const messages = ok<{ title: string; content: string; broadcast: boolean }[]>(await u.a.get('/api/message'));
    const told = messages.filter((m) => !m.broadcast);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Deposit credited' });
    expect(told[0]?.content).toBe(
      `Your transfer of 250.50 USDT on TRC20 (transaction ${txId.slice(0, 10)}…${txId.slice(-6)}) has arrived and was credited to your available balance.`,
    );
    const flow = ok<{ items: { type: string; direction: string; amount: string }[] }>(await u.a.get('/api/wallet/flow'));
    expect(flow.items[0]).toMatchObject({ type: 'incoming_transfer', direction: 'in', amount: '250.500000' });
    // the back office's list finds it by customer, network, transaction and status
    const listed = ok<{ items: { id: number; customer: { id: number } }[]; total: number }>(
      await api(env.t, env.staff).get(
        `/api/admin/incoming-transfers?user=${u.userId}&network=TRC20&txId=${txId.toUpperCase()}&status=credited`,
      ),
    );
    expect(listed.total).toBe(1);
    expect(listed.items[0]?.customer.id).toBe(u.userId);
    expect(
      ok<{ total: number }>(await api(env.t, env.staff).get(`/api/admin/incoming-transfers?txId=${txId}&status=confirming`)).total,
    ).toBe(0);
  });

  it('two proposals of one transaction: the second is refused while the first waits; if a race left both, one credit', async () => {
    const u = await customerWithAddress('ERC20');
    const txId = `0x${hexTx()}`;
    const payload = { network: 'ERC20', address: u.address.toLowerCase(), currency: 'USDT', amount: '40', txId };
    const first = ok<Proposal>(await propose(payload));
    // (an EVM address typed in lower case is the same address: the same customer)
    expect(first.subject.customer?.id).toBe(u.userId);
    const res = await propose(payload);
    refused(res, 4123, 409);
    expect(res.body.msg).toContain(`#${first.id}`);
    // two instances proposing at once could each have seen none: the row copied stands for that race
    const db = env.t.app.ctx.sqlite;
    const copy = Number(
      db
        .prepare(
          `INSERT INTO "Proposal" (kind, payload, before, after, targetType, targetId, reason, proposedBy, proposedAt, status)
           SELECT kind, payload, before, after, targetType, targetId, reason, proposedBy, proposedAt, status FROM "Proposal" WHERE id = ?`,
        )
        .run(first.id).lastInsertRowid,
    );
    const [a, b] = await Promise.all([approve(first.id), approve(copy)]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 4122]);
    const statuses = db.prepare(`SELECT status FROM "Proposal" WHERE id IN (?, ?) ORDER BY status`).all(first.id, copy) as {
      status: string;
    }[];
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'failed']);
    expect(balance(env.t, u.userId, 'USDT')).toBe(40_000_000n);
    expect(journalsOf(env.t, 'ERC20', txId)).toBe(1);
  });

  it('a retried approval after the key was already posted credits nothing more (the unique transfer and the ledger key)', async () => {
    const u = await customerWithAddress('BTC');
    const txId = hexTx();
    const p = ok<Proposal>(await propose({ network: 'BTC', address: u.address, currency: 'BTC', amount: '0.25', txId }));
    ok(await approve(p.id));
    // the approval's execution run once more, as a retry after a lost answer would: refused, nothing written
    const { approvals } = env.t.app.services;
    const kind = approvals.kind('incoming-transfer');
    const payload = kind.payload.parse({ network: 'BTC', address: u.address, currency: 'BTC', amount: '0.25', txId });
    const actor = { staffId: 1, ip: '127.0.0.1' };
    let error: unknown;
    try {
      env.t.app.ctx.ledger.transaction(() => kind.execute(payload, { id: p.id, before: {}, reason: '', proposedBy: 2 }, actor));
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ errorName: 'INCOMING_TX_RECORDED' });
    expect(balance(env.t, u.userId, 'BTC')).toBe(25_000_000n);
    expect(journalsOf(env.t, 'BTC', txId)).toBe(1);
  });

  it('refuses an address not ours, a currency not on the network, a malformed transaction id, and a user named by staff', async () => {
    const u = await customerWithAddress('TRC20');
    const proposals = () => count(env.t, `SELECT COUNT(*) AS n FROM "Proposal" WHERE kind = 'incoming-transfer'`);
    const before = proposals();
    const good = { network: 'TRC20', address: u.address, currency: 'USDT', amount: '10', txId: hexTx() };
    // a well-formed TRON address, but none of ours
    refused(await propose({ ...good, address: TRC20 }), 4120, 400);
    // BTC does not move on TRON
    refused(await propose({ ...good, currency: 'BTC' }), 4025, 400);
    // an EVM hash is not a TRON transaction id
    refused(await propose({ ...good, txId: `0x${hexTx()}` }), 4121, 400);
    refused(
      await propose({ ...good, network: 'SOL', address: ownAddress(env.t, u.userId, 'SOL'), currency: 'SOL', txId: 'abc' }),
      4121,
      400,
    );
    // who is credited is the address's owner, never a user id typed by staff
    const other = await registerAndLogin(env.t);
    refused(await propose({ ...good, userId: other.userId }), 1000, 400);
    expect(proposals()).toBe(before);
    // the owner as the record form shows it while typing (the deposit queue's lookup)
    const match = (network: string, address: string) =>
      api(env.t, env.staff).get(`/api/admin/deposit-addresses?network=${network}&address=${encodeURIComponent(address)}`);
    expect(ok<{ customer: { id: number } }>(await match('TRC20', u.address)).customer.id).toBe(u.userId);
    expect((await match('TRC20', TRC20)).body.code).toBe(404);
    // and a customer's session opens none of the staff routes
    expect([401, 403]).toContain((await u.a.get(`/api/admin/incoming-transfers?user=${u.userId}`)).status);
  });

  it('the first recorded transfer grants the first-deposit bonus, as an approved deposit does', async () => {
    enableBonuses(env.t);
    const u = await customerWithAddress('TRC20');
    // (the other tests count exact balances: no sign-up bonus for their users)
    enableBonuses(env.t, { enabled: false });
    const p = ok<Proposal>(await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '100', txId: hexTx() }));
    enableBonuses(env.t, { enabled: true });
    try {
      ok(await approve(p.id));
    } finally {
      enableBonuses(env.t, { enabled: false });
    }
    const kinds = env.t.app.ctx.sqlite.prepare(`SELECT kind FROM "BonusGrant" WHERE userId = ? ORDER BY kind`).all(u.userId) as {
      kind: string;
    }[];
    expect(kinds.map((k) => k.kind)).toEqual(['firstDeposit', 'signUp']);
    expect(balance(env.t, u.userId, 'USDT')).toBe(130_000_000n);
  });
});

describe('crypto deposit claims', () => {
  async function claim(u: { a: ReturnType<typeof api> }, amount: string, txHash: string) {
    const proof = ok<{ id: number }>(await u.a.upload(pngImage())).id;
    return ok<{ id: number }>(
      await u.a.post('/api/recharge', { channel: 'crypto', currency: 'USDT', chain: 'TRC20', amount, txHash, proofUploadId: proof }),
    ).id;
  }

  it('cannot be approved directly; recording its transfer credits once and closes it; rejecting still works', async () => {
    const u = await customerWithAddress('TRC20');
    const txHash = hexTx();
    const id = await claim(u, '100', txHash);
    refused(await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`), 4125, 409);
    expect(balance(env.t, u.userId, 'USDT')).toBe(0n);

    // "Record transfer": the customer's own address on the claim's chain, its amount and hash
    const prefill = ok<Record<string, unknown>>(await api(env.t, env.staff).get(`/api/admin/incoming-transfers/claim/${id}`));
    expect(prefill).toMatchObject({
      claimId: id,
      network: 'TRC20',
      address: u.address,
      currency: 'USDT',
      amount: '100.000000',
      txId: txHash,
    });
    expect(prefill.customer).toMatchObject({ id: u.userId });
    const { customer: _c, ...payload } = prefill;
    const p = ok<Proposal>(await propose(payload));
    expect(p.before).toMatchObject({ claim: `#${id}` });
    ok(await approve(p.id));
    expect(balance(env.t, u.userId, 'USDT')).toBe(100_000_000n);
    const closed = ok<{ status: string }>(await api(env.t, env.staff).get(`/api/admin/deposits/${id}`));
    expect(closed.status).toBe('success');
    // closed: no second credit by any way
    refused(await api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`), 4023, 409);
    refused(await propose({ ...payload, txId: hexTx() }), 4124, 400);
    expect(balance(env.t, u.userId, 'USDT')).toBe(100_000_000n);
    // its audit row says what closed it
    const audit = env.t.app.ctx.sqlite
      .prepare(`SELECT reason FROM "AuditLog" WHERE action = 'deposit.approve' AND targetId = ?`)
      .get(String(id)) as { reason: string };
    expect(audit.reason).toBe(`incoming TRC20 ${txHash}`);

    // another claim is rejected as before; a bank transfer is still approved directly
    const other = await claim(u, '50', hexTx());
    ok(await api(env.t, env.staff).post(`/api/admin/deposits/${other}/reject`, { reason: 'No such transfer' }));
    const proof = ok<{ id: number }>(await u.a.upload(pngImage())).id;
    const bank = ok<{ id: number }>(await u.a.post('/api/recharge', offlineDeposit(proof, '20'))).id;
    ok(await api(env.t, env.staff).post(`/api/admin/deposits/${bank}/approve`));
    expect(balance(env.t, u.userId, 'USDT')).toBe(120_000_000n);
  });

  it("a claim is answered only by a transfer to its own customer's address in its currency", async () => {
    const u = await customerWithAddress('TRC20');
    const v = await customerWithAddress('TRC20');
    const id = await claim(u, '75', hexTx());
    refused(await propose({ network: 'TRC20', address: v.address, currency: 'USDT', amount: '75', txId: hexTx(), claimId: id }), 4124, 400);
    refused(
      await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '75', txId: hexTx(), claimId: 999_999 }),
      4124,
      400,
    );
    // a claim closed meanwhile fails the proposal for good (no second credit of one claim)
    const a = ok<Proposal>(
      await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '75', txId: hexTx(), claimId: id }),
    );
    const b = ok<Proposal>(
      await propose({ network: 'TRC20', address: u.address, currency: 'USDT', amount: '75', txId: hexTx(), claimId: id }),
    );
    ok(await approve(a.id));
    refused(await approve(b.id), 4124, 400);
    expect(ok<Proposal>(await api(env.t, env.staff).get(`/api/admin/proposals/${b.id}`)).status).toBe('failed');
    expect(balance(env.t, u.userId, 'USDT')).toBe(75_000_000n);
  });
});

describe('the simulated chain (demo money)', () => {
  /** Moves the clock by `ms` and runs the jobs that are due (the chain's every second). */
  async function blocks(ms: number) {
    env.t.clock.advance(ms);
    await env.t.app.jobs.runDue();
  }

  it('counts confirmations up as the clock moves, credits the demo balance once at N, the real balance never', async () => {
    const u = await customerWithAddress('TRC20');
    const demoBefore = balance(env.t, u.userId, 'USDT', 'demo');
    const sent = ok<{ txId: string; status: string; confirmations: number; required: number; mode: string }>(
      await u.a.post('/api/recharge/simulate', { mode: 'demo', currency: 'USDT', network: 'TRC20', amount: '500' }),
    );
    expect(sent).toMatchObject({ status: 'confirming', confirmations: 0, required: 19, mode: 'demo' });
    expect(sent.txId).toMatch(/^[0-9a-f]{64}$/);
    // to the caller's own address
    expect(transferOf(env.t, 'TRC20', sent.txId)).toMatchObject({ address: u.address, source: 'simulated', mode: 'demo' });
    const seen = async () =>
      ok<{ items: { txId: string; confirmations: number; status: string }[] }>(await u.a.get('/api/recharge/incoming?mode=demo')).items[0];

    await blocks(0);
    expect(await seen()).toMatchObject({ confirmations: 0, status: 'confirming' });
    await blocks(1000); // TRON: a block a second
    expect(await seen()).toMatchObject({ confirmations: 1, status: 'confirming' });
    await blocks(5000);
    expect(await seen()).toMatchObject({ confirmations: 6, status: 'confirming' });
    await blocks(12_000);
    expect(await seen()).toMatchObject({ confirmations: 18, status: 'confirming' });
    expect(balance(env.t, u.userId, 'USDT', 'demo')).toBe(demoBefore);
    expect(journalsOf(env.t, 'TRC20', sent.txId)).toBe(0);
    await blocks(1000);
    expect(await seen()).toMatchObject({ confirmations: 19, status: 'credited' });
    expect(balance(env.t, u.userId, 'USDT', 'demo')).toBe(demoBefore + 500_000_000n);
    expect(balance(env.t, u.userId, 'USDT', 'real')).toBe(0n);
    // once: later blocks, the job run again, a second instance's chain credit nothing more
    await blocks(60_000);
    expect(env.t.app.services.funds.simulatedChain.advance(env.t.clock.now())).toBe(0);
    const other = await createTestApp({ sameDatabaseAs: env.t });
    try {
      expect(other.app.services.funds.simulatedChain.advance(env.t.clock.now())).toBe(0);
    } finally {
      await other.close();
    }
    expect(journalsOf(env.t, 'TRC20', sent.txId)).toBe(1);
    expect(balance(env.t, u.userId, 'USDT', 'demo')).toBe(demoBefore + 500_000_000n);
    expect(ok<{ items: unknown[] }>(await u.a.get('/api/recharge/incoming?mode=real')).items).toEqual([]);
  });

  it("each network's transaction ids and confirmations; a coin at the demo grant's worth", async () => {
    const u = await customerWithAddress('SOL');
    const send = (body: object) => u.a.post('/api/recharge/simulate', { mode: 'demo', ...body });
    const sol = ok<{ txId: string; required: number }>(await send({ currency: 'SOL', network: 'SOL', amount: '3' }));
    expect(sol.txId).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(sol.required).toBe(32);
    const eth = ok<{ txId: string; required: number }>(await send({ currency: 'ETH', network: 'BEP20', amount: '1.5' }));
    expect(eth.txId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(eth.required).toBe(15);
    // 100,000 USDT's worth of BTC at today's price: more is refused
    refused(await send({ currency: 'BTC', network: 'BTC', amount: '100' }), 4006, 400);
    refused(await send({ currency: 'USDT', network: 'TRC20', amount: '100000.000001' }), 4006, 400);
    ok(await send({ currency: 'USDT', network: 'TRC20', amount: '100000' }));
    refused(await send({ currency: 'USDT', network: 'BTC', amount: '10' }), 4025, 400);
    // SOL: 32 blocks of half a second (the chain's job looks every second)
    await blocks(15_000);
    expect(balance(env.t, u.userId, 'SOL', 'demo')).toBe(0n);
    await blocks(1000);
    expect(balance(env.t, u.userId, 'SOL', 'demo')).toBe(300_000_000n);
    await blocks(60_000);
    expect(balance(env.t, u.userId, 'ETH', 'demo')).toBe(150_000_000n);
    expect(balance(env.t, u.userId, 'SOL', 'real') + balance(env.t, u.userId, 'ETH', 'real')).toBe(0n);
  });

  it('refuses real mode; never credits a real transfer; a user sends at most 20 an hour', async () => {
    const u = await customerWithAddress('TRC20');
    const before = count(env.t, `SELECT COUNT(*) AS n FROM "IncomingTransfer"`);
    refused(await u.a.post('/api/recharge/simulate', { mode: 'real', currency: 'USDT', network: 'TRC20', amount: '10' }), 4126, 403);
    expect(count(env.t, `SELECT COUNT(*) AS n FROM "IncomingTransfer"`)).toBe(before);

    // a real transfer left confirming (only a forged row could be): the chain's job never credits it
    const db = env.t.app.ctx.sqlite;
    const forged = hexTx();
    db.prepare(
      `INSERT INTO "IncomingTransfer" (userId, mode, source, network, currency, address, amount, txId, confirmations, required, status, createdAt)
       VALUES (?, 'real', 'simulated', 'TRC20', 'USDT', ?, 1000000, ?, 0, 19, 'confirming', ?)`,
    ).run(u.userId, u.address, forged, env.t.clock.now());
    // reconcile names it: a simulated transfer is never real money
    expect(reconcile(env.t.app.ctx.flow).map((d) => d.detail)).toEqual([
      `transfer of the wrong mode for its source: incoming:TRC20:${forged}`,
    ]);
    await blocks(120_000);
    expect(transferOf(env.t, 'TRC20', forged)).toMatchObject({ status: 'confirming', confirmations: 0 });
    expect(balance(env.t, u.userId, 'USDT', 'real')).toBe(0n);
    expect(journalsOf(env.t, 'TRC20', forged)).toBe(0);
    db.prepare(`DELETE FROM "IncomingTransfer" WHERE txId = ?`).run(forged);

    // (the refused one above counts: 19 more this hour)
    const demo = { mode: 'demo', currency: 'USDT', network: 'TRC20', amount: '1' };
    for (let i = 0; i < 19; i++) ok(await u.a.post('/api/recharge/simulate', demo));
    refused(await u.a.post('/api/recharge/simulate', demo), 1003, 429);
    env.t.clock.advance(3_600_000);
    ok(await u.a.post('/api/recharge/simulate', demo));
    await blocks(60_000);
  });
});

/**
 * Every registered route that is not a staff route, called by a signed-in customer in real mode
 * with an empty body, a body built from its own schema and one naming a transfer (network, our
 * address, amount, transaction id, real mode), on a fresh app: not one real transfer appears, nor
 * any journal on deposit clearing. The simulate route is among them and refuses real mode.
 */
describe('no customer route can create an incoming transfer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks every customer route in real mode with plausible bodies: no real transfer, no deposit-clearing journal', async () => {
    const u = await registerAndLogin(t);
    let token = u.token;
    const address = ownAddress(t, u.userId, 'TRC20');
    const txId = hexTx();
    const naming = {
      mode: 'real',
      network: 'TRC20',
      chain: 'TRC20',
      currency: 'USDT',
      coin: 'USDT',
      address,
      amount: '1000',
      txId,
      txHash: txId,
      userId: u.userId,
      status: 'credited',
      confirmations: 19,
    };
    const clearingJournals = () =>
      count(
        t,
        `SELECT COUNT(DISTINCT p.journalId) AS n FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId WHERE a.kind = 'deposit_clearing'`,
      );
    const realTransfers = () => count(t, `SELECT COUNT(*) AS n FROM "IncomingTransfer" WHERE mode = 'real'`);
    expect(realTransfers()).toBe(0);
    expect(clearingJournals()).toBe(0);

    const ending = (r: RouteEntry) => /logout|sign-out|cancellation/.test(r.url);
    const routes = t.app.routeCatalogue
      // (the Binance-compatible API answers a session with -2014: a key signs there, tests/integration/binance)
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/admin') && !r.url.startsWith('/api/docs') && !r.binance)
      .sort((a, b) => Number(ending(a)) - Number(ending(b)));
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/recharge/simulate', 'GET /api/recharge/incoming']),
    );
    const answered: Record<string, number[]> = {};
    for (const r of routes) {
      for (const id of /:[A-Za-z]+|\*/.test(r.url) ? [1, u.userId] : [0]) {
        const url = r.url.replace(/:[A-Za-z]+/g, String(id)).replace('*', 'nothing.png');
        // empty; from the route's schema; its fields that name a transfer set to ours; and every such field added
        const plausible = (plausibleBody(r) ?? {}) as Record<string, unknown>;
        const named = Object.fromEntries(
          Object.entries(plausible).map(([k, v]) => [k, k in naming ? naming[k as keyof typeof naming] : v]),
        );
        const bodies = r.method === 'GET' || r.method === 'DELETE' ? [undefined] : [{}, plausible, named, { ...named, ...naming }];
        const queries = [
          plausibleQuery(r),
          { ...plausibleQuery(r), ...Object.fromEntries(Object.entries(naming).map(([k, v]) => [k, String(v)])) },
        ];
        for (const body of bodies) {
          for (const query of r.method === 'GET' ? queries : [{}]) {
            const send = () => {
              const req = t.api[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url)
                .query(query)
                .set('AppKey', APP_KEY)
                .set('Authorization', token);
              return body === undefined ? req : req.send(body as object);
            };
            let res = await send();
            if (res.status === 401) {
              // a route that ended the session (log out, sign out): signed in again, called again
              token = (await login(t, u.account, u.password)).token;
              res = await send();
            }
            expect(res.status, `${r.method} ${url}`).toBeLessThan(500);
            const key = `${r.method} ${r.url}`;
            answered[key] = [...(answered[key] ?? []), res.body?.code];
          }
        }
      }
    }
    // the walk reached handlers (not only validation), and the simulated chain refused real mode
    expect(Object.values(answered).filter((codes) => codes.includes(0)).length).toBeGreaterThan(40);
    expect(answered['POST /api/recharge/simulate']).toContain(4126);
    await t.app.jobs.runDue();
    expect(realTransfers()).toBe(0);
    expect(clearingJournals()).toBe(0);
    expect(reconcile(t.app.ctx.flow)).toEqual([]);
  });
});
