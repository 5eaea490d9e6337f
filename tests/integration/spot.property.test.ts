// Spot trading's property test (issue 16): random streams of limit orders, cancels and market
// orders from several users and a house account quoting both sides go through the SERVICE (the
// money layer, the ledger and the engine together) and through the engine's reference model
// (server/modules/spot/engine/reference-book.ts, one array, one fill at a time). After every
// step: the same trades (maker, price, quantity), the same resting book, and the ledger
// reconciled — every coin conserved, no negative balance, spot_orders = what open orders hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../server/ledger/reconcile.ts';
import type { SpotOrderBody } from '../../shared/schemas/spot.ts';
import { HOUSE_ACCOUNT, type SpotBooks } from '../../server/modules/spot/execution.ts';
import { parseSpotOrder } from '../../server/modules/spot/order.ts';
import { orderOf } from '../../server/modules/spot/repository.ts';
import { ReferenceBook } from '../../server/modules/spot/engine/reference-book.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { appForFile } from '../helpers/app.ts';
import { credit } from '../helpers/spot.ts';

const env = appForFile();
const SYMBOL = 'LTC/USDT'; // tick 0.01, lot 0.001 LTC, fees 0.1 %, minimum 5 USDT
const MODE = 'real' as const;

type Step =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; ticks: number; lots: number }
  | { kind: 'marketSell'; user: number; lots: number }
  | { kind: 'marketBuy'; user: number; cents: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'house'; levels: { side: 'buy' | 'sell'; priceTicks: number; lots: number }[] };

const user = fc.integer({ min: 0, max: 3 });
const ticks = fc.integer({ min: 8_000, max: 8_012 });
const lots = fc.integer({ min: 100, max: 1_500 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      side: fc.constantFrom('buy' as const, 'sell' as const),
      ticks,
      lots,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('marketSell' as const), user, lots }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('marketBuy' as const), user, cents: fc.integer({ min: 500, max: 100_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('house' as const),
      levels: fc.array(fc.record({ side: fc.constantFrom('buy' as const, 'sell' as const), priceTicks: ticks, lots }), { maxLength: 4 }),
    }),
  },
);

describe('spot through the service against the reference model', () => {
  it('same trades, same book, every coin conserved and reconciled after every step', { timeout: 240_000 }, async () => {
    const spot = env.t.app.services.spot;
    const market = spot.marketOf(SYMBOL);
    const users: number[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await registerAndLogin(env.t);
      credit(env.t, u.userId, 'USDT', 10n ** 15n);
      credit(env.t, u.userId, 'LTC', 10n ** 15n);
      users.push(u.userId);
    }
    spot.fundHouse('USDT', MODE, 10n ** 15n, 'property-usdt');
    spot.fundHouse('LTC', MODE, 10n ** 15n, 'property-ltc');
    const db = env.t.app.ctx.sqlite;
    const tradesOf = db.prepare<[number], { makerOrderId: number; priceTicks: number; lots: number }>(
      'SELECT makerOrderId, priceTicks, lots FROM "SpotTrade" WHERE takerOrderId = ? ORDER BY id',
    );
    const openRows = db
      .prepare(`SELECT * FROM "SpotOrder" WHERE marketId = ? AND mode = ? AND status = 'open' ORDER BY id`)
      .safeIntegers(true);
    const ownerOf = (account: number) => (account === HOUSE_ACCOUNT ? null : account);
    /** A user's order on the market (committed once it resolves): its id. */
    const place = async (user: number, order: Omit<SpotOrderBody, 'marketId' | 'mode'>) => {
      const body = { ...order, marketId: market.id, mode: MODE };
      return (await spot.place(users[user] as number, parseSpotOrder(spot.orderMarket(body), body))).id;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        // every run starts from an empty book: cancel what the last one left
        for (const o of spot.bookOrders(market.id, MODE)) {
          if (o.account !== HOUSE_ACCOUNT) await spot.cancel(o.account, o.id);
        }
        spot.replaceHouseQuotes(market.id, MODE, []);
        const ref = new ReferenceBook();
        const checkFills = (takerId: number, fills: { makerId: number; price: number; qty: number }[]) => {
          expect(tradesOf.all(takerId).map((t) => [t.makerOrderId, t.priceTicks, t.lots])).toEqual(
            fills.map((f) => [f.makerId, f.price, f.qty]),
          );
        };
        for (const s of steps) {
          if (s.kind === 'limit') {
            const id = await place(s.user, {
              side: s.side,
              type: 'limit',
              price: (s.ticks / 100).toFixed(2),
              quantity: (s.lots / 1000).toFixed(3),
            });
            const r = ref.limit({ id, account: users[s.user] as number, side: s.side, price: s.ticks, qty: s.lots });
            checkFills(id, r.fills);
          } else if (s.kind === 'marketSell') {
            const id = await place(s.user, { side: 'sell', type: 'market', quantity: (s.lots / 1000).toFixed(3) });
            checkFills(id, ref.marketSell(id, users[s.user] as number, s.lots).fills);
          } else if (s.kind === 'marketBuy') {
            const amount = BigInt(s.cents) * 10_000n;
            const id = await place(s.user, { side: 'buy', type: 'market', amount: (s.cents / 100).toFixed(2) });
            // the budget the service gives the engine: the amount less the taker fee, in notional units
            const budget = (amount * 1000n) / 1001n / market.unit;
            checkFills(id, ref.marketBuy(id, users[s.user] as number, budget).fills);
          } else if (s.kind === 'cancel') {
            const resting = ref.resting().filter((o) => o.account !== HOUSE_ACCOUNT);
            const target = resting[s.pick % Math.max(resting.length, 1)];
            if (target) {
              await spot.cancel(target.account, target.id);
              ref.cancel(target.id);
            }
          } else {
            for (const o of ref.resting().filter((r) => r.account === HOUSE_ACCOUNT)) ref.cancel(o.id);
            const result = spot.replaceHouseQuotes(market.id, MODE, s.levels);
            expect(result.skipped).toBe(0);
            result.placed.forEach((id, i) => {
              const l = s.levels[i] as (typeof s.levels)[number];
              checkFills(id, ref.limit({ id, account: HOUSE_ACCOUNT, side: l.side, price: l.priceTicks, qty: l.lots }).fills);
            });
          }
          // the same resting book, order by order in time order
          expect(spot.bookOrders(market.id, MODE).map((o) => [o.id, ownerOf(o.account), o.side, o.price, o.qty])).toEqual(
            ref.resting().map((o) => [o.id, ownerOf(o.account), o.side, o.price, o.qty]),
          );
          expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
          // (white-box) the rows the book keeps for its resting orders are the committed rows
          const { open } = (spot as unknown as { books: SpotBooks }).books.get(market.id, MODE);
          expect([...open.values()].sort((a, b) => a.id - b.id)).toEqual(openRows.all(market.id, MODE).map(orderOf));
        }
      }),
      { numRuns: 100, seed: 16 },
    );
    // the streams did match (a property over books that never cross would prove little)
    const traded = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM "SpotTrade" WHERE marketId = ?').get(market.id);

    expect(traded?.n).toBeGreaterThan(150);
  });
});
