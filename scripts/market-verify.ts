// `npm run market:verify`: checks the platform's market from outside, through its public API
// only (docs/decisions/015-market-commit-reveal.md). For every closed period asked for:
//   - the revealed seed hashes to the commitment, and the commitment was published before the
//     period's first tick;
//   - every recorded tick of every product equals the price recomputed from the seed; a
//     sandbox's scripted ticks (decision 100) are reported as scripted, since no commitment covers
//     them, and the seeded ticks after them are recomputed from the scripted price;
//   - with --token, every settled fast order of that account whose entry or exit tick lies in
//     the period: both ticks are on the recomputed path, and result and payout follow from them.
//
//   npm run market:verify -- [--url http://localhost:3000] [--app-key tradeweb]
//                            [--period <start ms> | --last <n closed periods, default 1>]
//                            [--token <Authorization of a session>]
// Exits 1 on any mismatch.
import { parseArgs } from 'node:util';
import { parseScaled } from '../shared/market.ts';
import {
  commitmentOf,
  type MarketPeriod,
  type ProductStart,
  recomputeScripted,
  type ScriptedRange,
  scriptedPrices,
  verifyPeriodTicks,
} from '../server/engine/market-period.ts';
import { decide } from '../server/modules/fast/settlement.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    'app-key': { type: 'string', default: 'tradeweb' },
    period: { type: 'string' },
    last: { type: 'string', default: '1' },
    token: { type: 'string' },
  },
});

async function get<T>(path: string): Promise<T> {
  const headers: Record<string, string> = { AppKey: values['app-key'] as string };
  if (values.token) headers.Authorization = values.token;
  const res = await fetch(new URL(path, values.url), { headers });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

type Summary = Pick<MarketPeriod, 'start' | 'end' | 'tickMs' | 'commitment' | 'committedAt'> & { status: string; seed: string | null };
type Detail = Summary & { products: ProductStart[]; scripted: ScriptedRange[] };
interface FastOrder {
  id: number;
  symbol: string;
  direction: 'up' | 'down';
  entryPrice: string;
  entryTime: number;
  exitPrice: string | null;
  exitTime: number | null;
  result: 'win' | 'loss' | 'tie' | null;
  amount: string;
  payout: string | null;
}

let failures = 0;
const fail = (text: string) => {
  failures++;
  console.log(`  FAIL ${text}`);
};

const periods = await get<Summary[]>(
  values.period ? `/api/market/periods?from=${values.period}&to=${values.period}` : '/api/market/periods',
);
const closed = periods.filter((p) => p.status === 'closed' && (!values.period || p.start === Number(values.period)));
const chosen = values.period ? closed : closed.slice(-Number(values.last));
if (chosen.length === 0) {
  console.log('No closed period to verify yet (a period is revealed once it has ended).');
  process.exit(values.period ? 1 : 0);
}
const orders = values.token ? (await get<{ items: FastOrder[] }>('/api/fast/orders?status=settled&pageSize=100')).items : [];

for (const summary of chosen) {
  const p = await get<Detail>(`/api/market/period/${summary.start}`);
  console.log(`Period ${new Date(p.start).toISOString()} – ${new Date(p.end).toISOString()}, commitment ${p.commitment}`);
  const seed = Buffer.from(p.seed as string, 'hex');
  if (commitmentOf(seed) !== p.commitment) fail('the revealed seed does not hash to the commitment');
  const firstTick = Math.min(...p.products.map((x) => x.firstSlot));
  if (!(p.committedAt < firstTick)) fail(`committed at ${p.committedAt}, not before the first tick at ${firstTick}`);
  const recorded = new Map<string, [number, number][]>();
  for (const product of p.products) {
    recorded.set(
      product.symbol,
      (await get<{ ticks: [number, number][] }>(`/api/market/period/${p.start}/ticks?symbol=${encodeURIComponent(product.symbol)}`)).ticks,
    );
  }
  const ticks = verifyPeriodTicks(p, seed, recorded, p.scripted);
  for (const m of ticks.mismatches.slice(0, 20))
    fail(`${m.symbol} at ${new Date(m.time).toISOString()}: recorded ${m.recorded}, the seed gives ${m.expected ?? 'no tick then'}`);
  console.log(`  ${ticks.checked} recorded ticks of ${p.products.length} products checked, ${ticks.mismatches.length} mismatches`);
  for (const [symbol, count] of Object.entries(ticks.scripted))
    console.log(`  ${symbol}: ${count} ticks scripted (no commitment covers these ticks)`);
  if (ticks.unverifiable) console.log(`  ${ticks.unverifiable} ticks after a scripted tick that was not recorded: not checked`);

  // settlements of the given account with a tick in this period
  const paths = new Map(
    p.products.map((x) => {
      const scriptedAt = scriptedPrices(
        p.scripted.filter((r) => r.symbol === x.symbol),
        recorded.get(x.symbol) ?? [],
      );
      return [x.symbol, { precision: x.pricePrecision, scriptedAt, at: new Map(recomputeScripted(p, seed, x, scriptedAt)) }];
    }),
  );
  let settled = 0;
  for (const o of orders) {
    const path = paths.get(o.symbol);
    if (!path || o.exitTime === null || o.exitPrice === null) continue;
    const inPeriod = (t: number) => t >= p.start && t < p.end;
    if (!inPeriod(o.entryTime) && !inPeriod(o.exitTime)) continue;
    settled++;
    const entry = Number(parseScaled(o.entryPrice, path.precision));
    const exit = Number(parseScaled(o.exitPrice, path.precision));
    // (a tick set by a script, or after an unrecorded one, is no seed's to check)
    const checkable = (t: number) => inPeriod(t) && path.scriptedAt(t) === undefined && path.at.get(t) !== null;
    if (checkable(o.entryTime) && path.at.get(o.entryTime) !== entry)
      fail(`order ${o.id}: entry ${o.entryPrice} is not the price of ${o.entryTime}`);
    if (checkable(o.exitTime) && path.at.get(o.exitTime) !== exit)
      fail(`order ${o.id}: exit ${o.exitPrice} is not the price of ${o.exitTime}`);
    if (decide(o.direction, entry, exit) !== o.result)
      fail(`order ${o.id}: ${o.direction} from ${o.entryPrice} to ${o.exitPrice} is not a ${o.result}`);
  }
  if (values.token) console.log(`  ${settled} of your settled fast orders checked`);
}
console.log(failures === 0 ? 'OK: every checked tick and settlement follows from the revealed seeds.' : `${failures} problems found.`);
process.exit(failures === 0 ? 0 : 1);
