// Concurrent market replays (issue 43: "50 concurrent replays at 60× hold their speed"): a
// revealed period, SESSIONS users each replaying it at 60× on their replay wallet with a fast
// order, a contract position with a stop-loss and take-profit, and a resting spot limit order
// working; then the platform clock moved a second at a time for SECONDS seconds, and after each
// second the engine's replay job (`processAll`, what runs every second on the engine) run and
// timed: it must bring every session up to its replay time within the second it is given (a
// minute of each replay per second at 60×), or the replays fall behind. Printed: the job's time
// per pass (p50/p95/max), the replayed minutes it processed per pass, the worst lag after a pass
// (a session's processed time behind its replay time: 0 when the speed holds), the share of the
// one-second budget used at p95, and a session state read's p50/p95 through HTTP (the app's
// injector). Another fast order is placed in every session every 30 platform seconds, so orders
// keep expiring and settling.
//   npm run bench:replay        (BENCH_SESSIONS=…, BENCH_SECONDS=… to change the sizes)
import { loadavg } from 'node:os';
import { reportFigures } from './lib/figures.ts';
import { setting } from './lib/scale.ts';

const SESSIONS = setting('BENCH_SESSIONS', 50, 5);
const SECONDS = setting('BENCH_SECONDS', 55, 5);
const HOUR = 3_600_000;

const { createTemplateDatabase } = await import('../../tests/helpers/template.ts');
const { createTestApp, APP_KEY, START_TIME } = await import('../../tests/helpers/app.ts');
const { registerAndLogin } = await import('../../tests/helpers/accounts.ts');
await createTemplateDatabase();
const t = await createTestApp({ resetMarketPeriods: true });

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
const ms = (x: number) => `${x.toFixed(1)} ms`;

try {
  const { app, clock } = t;
  // the first period runs out and its seed is revealed
  for (let elapsed = 0; elapsed < HOUR + 60_000; elapsed += 30_000) {
    clock.advance(30_000);
    app.market.tick();
  }
  const periodStart = START_TIME;
  const detail = (await t.api.get(`/api/market/period/${periodStart}`).set('AppKey', APP_KEY)).body.data;
  if (detail.status !== 'closed') throw new Error(`period ${periodStart} is ${detail.status}`);
  const productId = (detail.products as { id: number }[]).find((p) => app.market.product(p.id)?.tradeModes.length === 3)?.id;
  if (productId === undefined) throw new Error('no product offering fast, contract and spot in the period');

  const call = (token: string, method: 'get' | 'post', url: string, body?: object) => {
    const r = t.api[method](url).set('AppKey', APP_KEY).set('Authorization', token);
    return (body ? r.send(body) : r).then((res) => {
      if (res.body.code !== 0) throw new Error(`${method} ${url}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    });
  };

  const settings = (await call((await registerAndLogin(t)).token, 'get', `/api/contract/settings?productId=${productId}`))[0];
  const sessions: { token: string; id: number }[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const u = await registerAndLogin(t);
    const s = await call(u.token, 'post', '/api/replay/sessions', { periodStart, productId, speed: 60, offsetSec: 60 });
    sessions.push({ token: u.token, id: s.id });
  }
  const fastOrder = (s: { token: string; id: number }) =>
    call(s.token, 'post', `/api/replay/sessions/${s.id}/orders`, {
      product: 'fast',
      productId,
      direction: 'up',
      amount: '10',
      durationSec: 60,
    });
  for (const s of sessions) {
    const state = await call(s.token, 'get', `/api/replay/sessions/${s.id}`);
    const price = Number(state.price);
    await fastOrder(s);
    await call(s.token, 'post', `/api/replay/sessions/${s.id}/orders`, {
      product: 'contract',
      productId,
      side: 'long',
      lots: settings.minLots,
      leverage: settings.leverages[0],
      stopLoss: (price * 0.995).toFixed(detail.products.find((p: { id: number }) => p.id === productId).pricePrecision),
      takeProfit: (price * 1.005).toFixed(detail.products.find((p: { id: number }) => p.id === productId).pricePrecision),
    });
    await call(s.token, 'post', `/api/replay/sessions/${s.id}/orders`, {
      product: 'spot',
      productId,
      side: 'buy',
      type: 'limit',
      price: (price * 0.998).toFixed(2),
      quantity: '0.01',
    });
  }

  const replay = app.services.replay;
  const passes: number[] = [];
  let worstLag = 0;
  let replayedMs = 0;
  for (let second = 1; second <= SECONDS; second++) {
    clock.advance(1000);
    const t0 = performance.now();
    replay.processAll(clock.now());
    passes.push(performance.now() - t0);
    // every running session processed up to its replay time?
    for (const row of app.ctx.sqlite
      .prepare(`SELECT processedUpTo, anchorReplay, anchorAt, speed, endTime, running FROM "ReplaySession" WHERE status = 'active'`)
      .all() as {
      processedUpTo: bigint | number;
      anchorReplay: bigint | number;
      anchorAt: bigint | number;
      speed: number;
      endTime: bigint | number;
      running: number | boolean;
    }[]) {
      const now = clock.now();
      const replayTime = row.running
        ? Math.min(Number(row.endTime), Number(row.anchorReplay) + (now - Number(row.anchorAt)) * Number(row.speed))
        : Number(row.anchorReplay);
      worstLag = Math.max(worstLag, replayTime - Number(row.processedUpTo));
    }
    replayedMs += 60_000 * SESSIONS;
    if (second % 30 === 0) for (const s of sessions) await fastOrder(s);
  }
  const reads: number[] = [];
  for (const s of sessions) {
    const t0 = performance.now();
    await call(s.token, 'get', `/api/replay/sessions/${s.id}/state`);
    reads.push(performance.now() - t0);
  }
  const sorted = [...passes].sort((a, b) => a - b);
  const readSorted = [...reads].sort((a, b) => a - b);
  const p95 = pct(sorted, 95);
  console.log(`replays: ${SESSIONS} sessions at 60× over ${SECONDS} s of platform time (load ${loadavg()[0]?.toFixed(2)})`);
  console.log(`  replayed: ${(replayedMs / 60_000).toFixed(0)} session-minutes (${SESSIONS} minutes of replay per platform second)`);
  console.log(
    `  job per pass: p50 ${ms(pct(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted[sorted.length - 1] as number)} of a 1000 ms budget (${((p95 / 1000) * 100).toFixed(1)}% at p95)`,
  );
  console.log(`  worst lag after a pass: ${worstLag} ms of replay time (0: every session at its replay time)`);
  console.log(`  state read (HTTP, injector): p50 ${ms(pct(readSorted, 50))}, p95 ${ms(pct(readSorted, 95))}`);
  console.log(`  speed held: ${worstLag === 0 && p95 < 1000 ? 'yes' : 'NO'}`);
  if (worstLag !== 0) throw new Error(`a session fell ${worstLag} ms behind its replay time`);
  reportFigures('replay', [
    { figure: 'replay job per pass p95 (ms)', value: p95 },
    { figure: 'state read p95 (ms)', value: pct(readSorted, 95) },
  ]);
} finally {
  await t.close();
}
