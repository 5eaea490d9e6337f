// Property test of contract trading against the real services: random sequences of open
// (market and limit, with and without stops), add, close (whole and part), reverse, stops, lock,
// unlock and cancel over random price paths with gaps. Every refusal must be one of the API's
// errors (AppError), never anything else; after every step the ledger reconciles (journals
// balance, cached balances equal postings, no negative balance, contract_margin and
// contract_orders equal what the positions hold, every status backed by its events).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../server/lib/app-error.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { type ContractOrderBody, parseContractOrder } from '../../server/modules/contract/order.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Step =
  | { op: 'tick'; move: number }
  | { op: 'open'; side: 'long' | 'short'; lots: number; leverage: number; limit: number | null; sl: number | null; tp: number | null }
  | { op: 'add'; pick: number; lots: number }
  | { op: 'close'; pick: number; part: number | null }
  | { op: 'reverse' | 'lock' | 'unlock' | 'cancel'; pick: number }
  | { op: 'stops'; pick: number; sl: number | null; tp: number | null };

const pick = fc.nat({ max: 7 });
/** An offset from the price in per mille (a stop or limit 0.1 % to 30 % away, either side). */
const offset = fc.option(fc.integer({ min: -300, max: 300 }), { nil: null });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      move: fc.oneof(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -400, max: 400 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('open' as const),
      side: fc.constantFrom('long' as const, 'short' as const),
      lots: fc.integer({ min: 1, max: 1500 }),
      leverage: fc.constantFrom(1, 2, 5, 10, 20, 50, 100),
      limit: offset,
      sl: offset,
      tp: offset,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), pick, lots: fc.integer({ min: 1, max: 2000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('close' as const), pick, part: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constantFrom('reverse' as const, 'lock' as const, 'unlock' as const, 'cancel' as const), pick }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('stops' as const), pick, sl: offset, tp: offset }) },
);

const lotsText = (hundredths: number) => (hundredths / 100).toFixed(2);
const priceText = (ticks: number) => (ticks / 100).toFixed(2);

it('random contract actions over random prices keep the ledger reconciled and every balance ≥ 0', async () => {
  const productId = (t.app.market.product('ETH/USDT') as { id: number }).id;
  const { contract, contractRisk } = t.app.services;
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 30 }), async (steps) => {
      runs++;
      const userId = Number(
        t.app.ctx.sqlite
          .prepare(`INSERT INTO "User" (role, status, passwordHash, inviteCode, createdAt) VALUES ('user', 'active', '!', ?, ?)`)
          .run(`prop-${runs}-${Date.now()}`, t.clock.now()).lastInsertRowid,
      );
      let mark = 300_000;
      const record = () => {
        t.clock.advance(1000);
        t.app.market.ticks.record([[productId, t.clock.now(), mark]]);
      };
      record();
      await contractRisk.process();
      const ids: number[] = [];
      const at = (p: number) => ids[p % Math.max(ids.length, 1)] ?? 0;
      const away = (perMille: number | null) =>
        perMille === null ? undefined : priceText(Math.max(1, Math.round(mark * (1 + perMille / 1000))));
      for (const s of steps) {
        try {
          switch (s.op) {
            case 'tick':
              mark = Math.max(1000, Math.round(mark * (1 + s.move / 1000)));
              record();
              await contractRisk.process();
              break;
            case 'open': {
              // (typed as the route types a body)
              const body: ContractOrderBody = {
                productId,
                side: s.side,
                lots: lotsText(s.lots),
                leverage: s.leverage,
                orderType: s.limit === null ? 'market' : 'limit',
                limitPrice: away(s.limit),
                // stops mostly on their sensible side (a long's stop below, its target above)
                stopLoss: away(s.sl === null ? null : (s.side === 'long' ? -1 : 1) * Math.abs(s.sl)),
                takeProfit: away(s.tp === null ? null : (s.side === 'long' ? 1 : -1) * Math.abs(s.tp)),
                mode: 'demo',
              };
              const p = contract.open(userId, parseContractOrder(contract.orderSettings(productId, 'demo'), body));
              ids.push(p.id);
              break;
            }
            case 'add':
              contract.add(userId, at(s.pick), lotsText(s.lots));
              break;
            case 'close':
              contract.close(userId, at(s.pick), s.part === null ? undefined : lotsText(s.part));
              break;
            case 'reverse': {
              const r = contract.reverse(userId, at(s.pick), 'en-US');
              if (r.opened) ids.push(r.opened.id);
              break;
            }
            case 'lock':
              ids.push(contract.lock(userId, at(s.pick)).lock.id);
              break;
            case 'unlock':
              contract.unlock(userId, at(s.pick));
              break;
            case 'cancel':
              contract.cancel(userId, at(s.pick));
              break;
            case 'stops':
              contract.stops(userId, at(s.pick), { stopLoss: away(s.sl) ?? null, takeProfit: away(s.tp) ?? null });
              break;
          }
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
        }
        expect(reconcile(t.app.ctx.flow), JSON.stringify(s)).toEqual([]);
      }
    }),
    { numRuns: 50 },
  );
});
