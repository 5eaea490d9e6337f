// Property test against the real funds services: random sequences of deposit, approve,
// reject, withdraw, approve (pay), reject (thaw) and exchange, with amounts that are
// sometimes impossible. After every step the ledger reconciles (journals balance, accounts
// sum to zero, cached balances equal postings, no negative balance, frozen equals open
// withdrawals) and each user's balances match a model.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatAmount } from '../../shared/money.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { AppError } from '../../server/lib/app-error.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { pngImage } from '../helpers/files.ts';

let t: TestApp;
let securityHash: string;
beforeAll(async () => {
  t = await createTestApp();
  securityHash = await hashPassword('246810', 1024);
});
afterAll(() => t.close());

type Step =
  | { op: 'deposit'; amount: bigint }
  | { op: 'approveDeposit'; pick: number }
  | { op: 'rejectDeposit'; pick: number }
  | { op: 'withdraw'; amount: bigint }
  | { op: 'payWithdrawal'; pick: number }
  | { op: 'thawWithdrawal'; pick: number }
  | { op: 'exchange'; amount: bigint; to: 'BTC' | 'ETH' };

const units = fc.bigInt({ min: 1n, max: 3_000n }).map((u) => u * 1_000_000n); // 1 to 3,000 USDT
const smaller = fc.bigInt({ min: 10_000_000n, max: 800_000_000n }); // 10 to 800 USDT, to the micro-unit
const pick = fc.nat({ max: 5 });
/** The reviewer: a staff member acting from a test address (decision 027). */
const STAFF = { staffId: 1, ip: '127.0.0.1' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: units }),
  fc.record({ op: fc.constant('approveDeposit' as const), pick }),
  fc.record({ op: fc.constant('rejectDeposit' as const), pick }),
  fc.record({ op: fc.constant('withdraw' as const), amount: smaller }),
  fc.record({ op: fc.constant('payWithdrawal' as const), pick }),
  fc.record({ op: fc.constant('thawWithdrawal' as const), pick }),
  fc.record({ op: fc.constant('exchange' as const), amount: smaller, to: fc.constantFrom('BTC' as const, 'ETH' as const) }),
);

/**
 * The code that confirms this withdrawal (two-factor is off: decision 089), as the user reads it
 * from their e-mail: a minute after the last one (one a minute per address), from the user's own
 * client address (20 an hour per address).
 */
function withdrawalCode(userId: number, body: Parameters<TestApp['app']['services']['funds']['withdrawals']['sendCode']>[1]): string {
  t.clock.advance(61_000);
  t.app.services.funds.withdrawals.sendCode(userId, body, `10.38.${(userId >> 8) & 255}.${userId & 255}`, 'en-US');
  const sent = t.app.ctx.sqlite
    .prepare('SELECT body FROM "Outbox" WHERE target = ? ORDER BY id DESC LIMIT 1')
    .get(`prop${seqOf(userId)}@example.com`) as { body: string } | undefined;
  const code = sent?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no withdrawal code sent to user ${userId}`);
  return code;
}

let seq = 0;
const seqs = new Map<number, number>();
const seqOf = (userId: number) => seqs.get(userId) as number;
function newUser(): number {
  const n = ++seq;
  const info = t.app.ctx.sqlite
    .prepare(
      `INSERT INTO "User" (role, status, email, passwordHash, inviteCode, securityPasswordHash, createdAt) VALUES ('user', 'active', ?, 'x', ?, ?, ?)`,
    )
    .run(`prop${n}@example.com`, `PROP${n}`, securityHash, t.clock.now());
  const userId = Number(info.lastInsertRowid);
  seqs.set(userId, n);
  t.app.services.funds.binding.addAddress(userId, { coin: 'USDT', chain: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' });
  return userId;
}

const expectedErrors = new Set([
  'INSUFFICIENT_BALANCE',
  'NO_TRANSFERABLE_AMOUNT',
  'ALREADY_REVIEWED',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_TOO_SMALL',
]);

it('random funds sequences keep every invariant (1,000 sequences)', async () => {
  const f = t.app.services.funds;
  let checked = 0;
  const succeeded: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
      const userId = newUser();
      const deposits: number[] = [];
      const withdrawals: number[] = [];
      const model = { available: 0n, frozen: 0n };
      for (const s of steps) {
        const lastJournal = (t.app.ctx.sqlite.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM "LedgerJournal"').get() as { id: number }).id;
        try {
          switch (s.op) {
            case 'deposit':
              // one screenshot per deposit (a proof backs one deposit)
              deposits.push(
                // (a bank transfer: approved directly, as a crypto claim no longer is)
                f.deposits.create(userId, {
                  channel: 'offline',
                  currency: 'USDT',
                  amount: formatAmount(s.amount, 6),
                  remitterName: 'Prop Test',
                  remitterCard: '6222000011112222',
                  remitterAddress: '1 Test Street',
                  proofUploadId: (await f.uploads.receive(userId, 'deposit-proof', pngImage())).id,
                }).id,
              );
              break;
            case 'approveDeposit': {
              const id = deposits[s.pick % Math.max(1, deposits.length)];
              if (id === undefined) break;
              const before = f.deposits.queue({ status: 'reviewing', page: 1, pageSize: 100 }).items.find((d) => d.id === id);
              f.deposits.approve(id, STAFF);
              if (before) model.available += BigInt(before.amount.replace('.', ''));
              break;
            }
            case 'rejectDeposit': {
              const id = deposits[s.pick % Math.max(1, deposits.length)];
              if (id !== undefined) f.deposits.reject(id, STAFF, 'property test');
              break;
            }
            case 'withdraw': {
              const body = { method: 'crypto' as const, currency: 'USDT', chain: 'TRC20' as const, amount: formatAmount(s.amount, 6) };
              await f.withdrawals.request(userId, { ...body, securityPassword: '246810', verificationCode: withdrawalCode(userId, body) });
              model.available -= s.amount;
              model.frozen += s.amount;
              withdrawals.push(f.withdrawals.history(userId, 1, 1).items[0]?.id as number);
              break;
            }
            case 'payWithdrawal':
            case 'thawWithdrawal': {
              const id = withdrawals[s.pick % Math.max(1, withdrawals.length)];
              if (id === undefined) break;
              const w = f.withdrawals.history(userId, 1, 100).items.find((x) => x.id === id);
              if (s.op === 'payWithdrawal') f.withdrawals.approve(id, STAFF);
              else f.withdrawals.reject(id, STAFF, 'property test');
              if (w?.status === 'processing') {
                const amount = BigInt(w.amount.replace('.', ''));
                model.frozen -= amount;
                if (s.op === 'thawWithdrawal') model.available += amount;
              }
              break;
            }
            case 'exchange':
              f.exchange.exchange(userId, f.exchange.issueQuote(userId, 'USDT', s.to, formatAmount(s.amount, 6)).quoteId);
              model.available -= s.amount;
              break;
          }
          succeeded[s.op] = (succeeded[s.op] ?? 0) + 1;
        } catch (e) {
          if (!(e instanceof AppError) || !expectedErrors.has(e.errorName)) throw e;
        }
        expect(reconcile(t.app.ctx.flow, { sinceJournalId: lastJournal })).toEqual([]);
        const b = f.wallet.balances(userId).get('USDT');
        expect(b).toEqual({ ...model, position: 0n });
      }
      if (++checked % 100 === 0) expect(reconcile(t.app.ctx.flow)).toEqual([]);
    }),
    { numRuns: 1000 },
  );
  expect(reconcile(t.app.ctx.flow)).toEqual([]);
  // the sequences really moved money, not only hit refusals
  for (const op of ['deposit', 'approveDeposit', 'withdraw', 'payWithdrawal', 'thawWithdrawal', 'exchange']) {
    expect(succeeded[op] ?? 0, op).toBeGreaterThan(20);
  }
}, 300_000);
