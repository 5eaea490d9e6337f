// The market's commit-reveal periods (docs/decisions/015-market-commit-reveal.md), from
// outside, through the public API only: a period's commitment is out before its first tick and
// its seed only after its last; the revealed seed recomputes every recorded tick and every
// settlement of the period (across a restart with downtime in the middle); and from everything
// public, the next period cannot be predicted better than chance — while the same search
// predicts every move of a market run on a known fixed seed, as every market was before.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScaled } from '../../shared/market.ts';
import { loadConfig } from '../../server/config.ts';
import {
  commitmentOf,
  type MarketPeriod,
  periodSeed,
  type ProductStart,
  recomputeProduct,
  verifyPeriodTicks,
} from '../../server/engine/market-period.ts';
import { decide } from '../../server/modules/fast/settlement.ts';
import { APP_KEY, createTestApp, START_TIME, TEST_MARKET_SEED, type TestApp } from '../helpers/app.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';

const execFileAsync = promisify(execFile);
const HOUR = 3_600_000;
const MINUTE = 60_000;

type Summary = Pick<MarketPeriod, 'start' | 'end' | 'tickMs' | 'commitment' | 'committedAt'> & { status: string; seed: string | null };
type Detail = Summary & { products: ProductStart[] };

const get = async <T>(x: TestApp, url: string): Promise<T> => {
  const res = await x.api.get(url).set('AppKey', APP_KEY);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
};
const periods = (x: TestApp) => get<Summary[]>(x, '/api/market/periods');
const period = (x: TestApp, start: number) => get<Detail>(x, `/api/market/period/${start}`);
const recordedTicks = async (x: TestApp, p: Detail) => {
  const out = new Map<string, [number, number][]>();
  for (const product of p.products) {
    out.set(
      product.symbol,
      (await get<{ ticks: [number, number][] }>(x, `/api/market/period/${p.start}/ticks?symbol=${encodeURIComponent(product.symbol)}`))
        .ticks,
    );
  }
  return out;
};

/** Lets the market run for `ms` on the injected clock, `step` at a time. */
function run(x: TestApp, ms: number, step = 5000) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    x.clock.advance(step);
    x.app.market.tick();
  }
}

describe('a period, committed before and revealed after', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the market secret is generated in the app's data folder, as under npm start
    t = await createTestApp({ env: { MARKET_SEED: '' }, resetMarketPeriods: true });
  });
  afterAll(() => t.close());

  it('publishes the commitment before the first tick and the seed after the last; the seed recomputes every tick and settlement, across a restart', async () => {
    const staff = await staffToken(t);
    const u = await fundedUser(t, staff, '10000');
    const list = await periods(t);
    const first = list.find((p) => p.start === START_TIME) as Summary;
    const next = list.find((p) => p.start === START_TIME + HOUR) as Summary;
    // a day of commitments ahead, none of their seeds
    expect(list.filter((p) => p.start > START_TIME).length).toBeGreaterThanOrEqual(24);
    expect(next).toMatchObject({ status: 'upcoming', seed: null });
    expect(next.committedAt).toBeLessThan(next.start);
    expect(first.seed).toBeNull();
    const firstDetail = await period(t, START_TIME);
    expect(firstDetail.products.length).toBeGreaterThanOrEqual(20);
    for (const p of firstDetail.products) expect(p.firstSlot).toBeGreaterThan(first.committedAt);

    // orders through the hour, on three products and three durations
    const orders: number[] = [];
    const place = async (symbol: string, direction: 'up' | 'down', durationSec: number) => {
      const productId = t.app.market.product(symbol)?.id;
      const res = await api(t, u.token).post('/api/fast/order', { productId, direction, amount: '10', durationSec, mode: 'real' });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      expect(res.body.data.entryCommitment).toBe(first.commitment);
      orders.push(res.body.data.id);
    };
    for (let i = 0; i < 4; i++) {
      run(t, 6 * MINUTE);
      await place('BTC/USDT', 'up', 60);
      await place('ETH/USDT', 'down', 120);
      await place('EUR/USD', i % 2 ? 'up' : 'down', 300);
      run(t, 10_000);
      await t.app.services.fastSettlement.settleDue();
    }
    // the server goes down for four minutes with orders open; they settle on the downtime's ticks
    await t.app.close();
    const down = t.clock.now();
    t.clock.advance(4 * MINUTE);
    const up = t.clock.now();
    await t.restart();
    for (let i = 0; i < 2; i++) {
      run(t, 6 * MINUTE);
      await place('XAU/USD', 'up', 30);
      await place('BTC/USDT', 'down', 60);
    }
    // one slot before the end, the period's last tick is still to come: no seed
    run(t, START_TIME + HOUR - 2000 - t.clock.now(), 1000);
    expect((await period(t, START_TIME)).seed).toBeNull();
    expect((await period(t, START_TIME)).status).toBe('running');
    run(t, 10 * MINUTE);
    await t.app.services.fastSettlement.settleDue();

    const closed = await period(t, START_TIME);
    expect(closed.status).toBe('closed');
    const seed = Buffer.from(closed.seed as string, 'hex');
    expect(commitmentOf(seed)).toBe(first.commitment);
    // every recorded tick of every product is the one the seed gives
    const recorded = await recordedTicks(t, closed);
    const check = verifyPeriodTicks(closed, seed, recorded);
    expect(check.mismatches).toEqual([]);
    expect(check.commitmentOk).toBe(true);
    // live ticks every second, the downtime every 10 s: all of them checked
    expect(check.checked).toBeGreaterThan(closed.products.length * (3600 - 240));
    // a seed that was not committed to gives other ticks
    expect(verifyPeriodTicks(closed, periodSeed('guess', START_TIME), recorded).mismatches.length).toBeGreaterThan(check.checked * 0.9);

    // every settlement in it: entry and exit on the seed's path, the result follows
    const paths = new Map(
      closed.products.map((p) => [p.symbol, { precision: p.pricePrecision, at: new Map(recomputeProduct(closed, seed, p)) }]),
    );
    const settled = (await api(t, u.token).get('/api/fast/orders?status=settled&pageSize=100')).body.data.items as {
      id: number;
      symbol: string;
      direction: 'up' | 'down';
      entryPrice: string;
      entryTime: number;
      exitPrice: string;
      exitTime: number;
      expiresAt: number;
      result: string;
      exitCommitment: string;
    }[];
    expect(settled.map((o) => o.id).sort((a, b) => a - b)).toEqual(orders);
    for (const o of settled) {
      const path = paths.get(o.symbol) as { precision: number; at: Map<number, number> };
      const entry = Number(parseScaled(o.entryPrice, path.precision));
      const exit = Number(parseScaled(o.exitPrice, path.precision));
      expect(path.at.get(o.entryTime), `order ${o.id} entry`).toBe(entry);
      expect(path.at.get(o.exitTime), `order ${o.id} exit`).toBe(exit);
      expect(o.exitTime).toBeLessThanOrEqual(o.expiresAt);
      expect(o.exitCommitment).toBe(first.commitment);
      expect(decide(o.direction, entry, exit)).toBe(o.result);
    }
    // some orders expired while the server was down, and settled on its 10-second ticks
    expect(settled.filter((o) => o.exitTime > down && o.exitTime < up).length).toBeGreaterThan(0);
    expectLedgerReconciles(t);

    // the project's verification script finds the same, over HTTP, as any outsider would
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // (asynchronously: the server answering it runs in this process)
    const script = await execFileAsync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/market-verify.ts',
        '--url',
        address,
        '--app-key',
        APP_KEY,
        '--period',
        String(START_TIME),
        '--token',
        u.token,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(script.stdout, script.stderr).toContain('OK: every checked tick and settlement follows from the revealed seeds.');
    expect(script.stdout).toContain(`${settled.length} of your settled fast orders checked`);
  }, 120_000); // (a verify script in a child process: slow under a loaded full run, no bound on time)
});

describe('prediction', () => {
  /**
   * The attack that won 12 of 12 orders: the code is public, so search the seeds the market
   * may run on (published defaults, and now every revealed seed) for the one that explains the
   * period's published commitment, then draw the period's path from the best guess and bet on
   * the direction of each minute. Returns how often the bet was right.
   */
  async function attack(x: TestApp, target: number) {
    const candidates = ['aurora', 'test-seed', 'seed', 'market', 'default', TEST_MARKET_SEED, 'another-seed'];
    run(x, target - x.clock.now() + 1000, 30_000);
    const all = await periods(x);
    const revealed = all.filter((p) => p.seed !== null).map((p) => p.seed as string);
    const next = await period(x, target);
    expect(next.status).toBe('running');
    expect(next.seed).toBeNull();
    const guesses = [
      ...candidates.map((s) => periodSeed(s, target)),
      // the revealed seeds: reused as the next seed, or as the secret behind it
      ...revealed.map((hex) => Buffer.from(hex, 'hex')),
      ...revealed.map((hex) => periodSeed(hex, target)),
      ...revealed.map((hex) => periodSeed(Buffer.from(hex, 'hex').toString('latin1'), target)),
    ];
    const found = guesses.find((g) => commitmentOf(g) === next.commitment);
    const guess = found ?? (guesses[0] as Buffer);
    // the direction of every minute of the period, as the guess draws it
    const minuteCloses = (ticks: [number, number][], start: number) =>
      Array.from({ length: 60 }, (_, m) => ticks.filter(([time]) => time < target + (m + 1) * MINUTE).at(-1)?.[1] ?? start);
    const directions = (closes: number[], start: number) =>
      closes.map((c, m) => Math.sign(c - (m === 0 ? start : (closes[m - 1] as number))));
    const predicted = new Map(
      next.products.map((p) => [p.symbol, directions(minuteCloses(recomputeProduct(next, guess, p), p.startTicks), p.startTicks)]),
    );
    // then the period happens
    run(x, HOUR, 30_000);
    const actualTicks = await recordedTicks(x, next);
    let right = 0;
    let bets = 0;
    for (const p of next.products) {
      const actual = directions(minuteCloses(actualTicks.get(p.symbol) ?? [], p.startTicks), p.startTicks);
      actual.forEach((d, m) => {
        if (d === 0) return; // a minute without a move is no bet
        bets++;
        if (predicted.get(p.symbol)?.[m] === d) right++;
      });
    }
    return { found: found !== undefined, bets, accuracy: right / bets };
  }

  it('from the public history, commitments and revealed seeds, the next period is not predictable', async () => {
    const x = await createTestApp({ env: { MARKET_SEED: '' }, resetMarketPeriods: true });
    try {
      // one period runs and is revealed first, then the attacker bets on the next
      const result = await attack(x, START_TIME + HOUR);
      expect(result.found).toBe(false);
      expect(result.bets).toBeGreaterThan(1000);
      // chance is one half; 0.57 is five standard deviations above it for these many bets
      expect(result.accuracy).toBeLessThan(0.57);
    } finally {
      await x.close();
    }
  });

  it('the same search predicts every move of a market on a known fixed seed (what every market was before)', async () => {
    const x = await createTestApp({ resetMarketPeriods: true });
    try {
      const result = await attack(x, START_TIME);
      expect(result.found).toBe(true);
      expect(result.accuracy).toBe(1);
    } finally {
      await x.close();
    }
  });
});

describe('configuration', () => {
  it('npm start refuses a fixed market seed unless the deployment trades demo money only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'aurora' })).toThrow(/MARKET_SEED/);
    expect(loadConfig({ NODE_ENV: 'production', MARKET_SEED: 'aurora', MARKET_DEMO_ONLY: 'true' }).marketSeed).toBe('aurora');
    expect(loadConfig({ NODE_ENV: 'production' }).marketSeed).toBeNull();
    expect(() => loadConfig({ MARKET_TICK_MS: '700' })).toThrow(/divide a minute/);
  });

  it('a market secret that does not match the published commitments is refused at start', async () => {
    await expect(createTestApp({ env: { MARKET_SEED: 'another-seed' } })).rejects.toThrow(/does not match the commitment/);
  });
});
