// A sandbox's test clock (issue 41 point 2, decision 099): three days advanced in one call
// through the control API, as a client developer's test would. A customer holds contract
// positions (one held, 100× both ways, limits resting), fast orders and a mining order, so the
// interval has work in it: every slot is drawn, recorded and acted on, the overnight charges and
// mining payouts of each day crossed run, a day of ticks is kept. Reports the call's time, the
// slots stepped and their rate, and the simulated hours per second; then checks the ledger.
//   npm run bench:sandbox-advance      (BENCH_HOURS, default 72: three days; the smoke run one hour)
import { reconcile } from '../../server/ledger/reconcile.ts';
import { APP_KEY, createTestApp } from '../../tests/helpers/app.ts';
import { SANDBOX_ENV, withToken } from '../../tests/helpers/sandbox.ts';
import { createTemplateDatabase } from '../../tests/helpers/template.ts';
import { setting } from './lib/scale.ts';
import { printRunContext } from './lib/store.ts';

const HOURS = setting('BENCH_HOURS', 72, 1);

await createTemplateDatabase();
const t = await createTestApp({ env: SANDBOX_ENV });
try {
  const { app } = t;
  const call = async (method: 'GET' | 'POST', url: string, body?: object, token?: string) => {
    const headers: Record<string, string> = token ? { AppKey: APP_KEY, Authorization: token } : withToken();
    const res = await app.inject({ method, url, headers, payload: body });
    const json = res.json() as { code: number; data: Record<string, unknown> };
    if (json.code !== 0) throw new Error(`${url}: ${res.body}`);
    return json.data;
  };
  t.clock.advance(1000);
  app.market.tick();
  const id = (symbol: string) => (app.market.product(symbol) as { id: number }).id;
  const price = (symbol: string, factor: number) => {
    const p = app.market.quote(symbol)?.price as string;
    return (Number(p) * factor).toFixed(p.split('.')[1]?.length ?? 0);
  };
  const eth = 'ETH/USDT';
  const btc = 'BTC/USDT';
  const customer = await call('POST', '/api/sandbox/fixtures', {
    balances: [{ currency: 'USDT', real: '100000', demo: '100000' }],
    kyc: 'junior',
    positions: [
      { productId: id(eth), side: 'long', lots: '1', leverage: 2, orderType: 'market', mode: 'real' },
      { productId: id(btc), side: 'long', lots: '0.01', leverage: 100, orderType: 'market', mode: 'real' },
      { productId: id(btc), side: 'short', lots: '0.01', leverage: 100, orderType: 'market', mode: 'demo' },
      { productId: id(eth), side: 'long', lots: '1', leverage: 5, orderType: 'limit', limitPrice: price(eth, 0.99), mode: 'real' },
    ],
  });
  const token = customer.token as string;
  for (const durationSec of [30, 60, 120, 300]) {
    await call('POST', '/api/fast/order', { productId: id(eth), direction: 'up', amount: '100', durationSec, mode: 'real' }, token);
  }
  await call('POST', '/api/mining/orders', { productId: 1, amount: '1000' }, token);
  await call('POST', '/api/sandbox/clock/set', { running: false });

  const t0 = performance.now();
  const advanced = (await call('POST', '/api/sandbox/clock/advance', { seconds: HOURS * 3600 })) as { ticks: number; tookMs: number };
  const seconds = (performance.now() - t0) / 1000;
  const drifts = reconcile(app.ctx.flow);
  if (drifts.length) throw new Error(`the ledger does not reconcile: ${JSON.stringify(drifts.slice(0, 3))}`);
  const count = (sql: string) => (app.ctx.sqlite.prepare(sql).get() as { n: number }).n;

  printRunContext('sqlite', `a sandbox advanced ${HOURS} hours in one call (${app.market.products().length} products, 1 s ticks)`);
  console.table([
    {
      'simulated hours': HOURS,
      'slots stepped': advanced.ticks,
      'call (s)': Number(seconds.toFixed(1)),
      'slots/s': Math.round(advanced.ticks / seconds),
      'simulated hours per second': Number((HOURS / seconds).toFixed(2)),
    },
  ]);
  console.log(
    `happened meanwhile: ${count('SELECT COUNT(*) AS n FROM FastSettlement')} fast settlements, ` +
      `${count('SELECT COUNT(*) AS n FROM ContractOvernightCharge')} overnight charges, ` +
      `${count('SELECT COUNT(*) AS n FROM MiningPayout')} mining payouts, ` +
      `${count("SELECT COUNT(*) AS n FROM ContractPosition WHERE status = 'closed'")} positions closed; the ledger reconciles`,
  );
} finally {
  await t.close();
}
