// Issue 41 point 8: the help centre's and the README's example test ("Testing against Aurora",
// shared/examples/sandbox-liquidation.test.ts) runs in the suite as a reader runs it: against a
// sandbox listening on a port, the address and the token in the environment, through the typed
// client. This file starts the sandbox and imports the example, whose tests then register here
// (the unit tier leaves shared/examples out: vitest.config.ts). SQLite only, as every sandbox.
import fs from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { APP_KEY, createTestApp } from '../helpers/app.ts';
import { baseUrlOf } from '../helpers/ccxt.ts';
import { expectLedgerReconciles } from '../helpers/funds.ts';
import { SANDBOX_ENV, SANDBOX_TOKEN, withToken } from '../helpers/sandbox.ts';

const t = await createTestApp({ env: SANDBOX_ENV });
// a sandbox that has run: its market has prices (a test app's market draws only when told)
const warmed = await t.api.post('/api/sandbox/clock/advance').set(withToken()).send({ seconds: 1 });
if (warmed.status !== 200) throw new Error(`advance: ${JSON.stringify(warmed.body)}`);
const reader = { AURORA_URL: await baseUrlOf(t), SANDBOX_TOKEN, AURORA_APP_KEY: APP_KEY };
const before = Object.fromEntries(Object.keys(reader).map((name) => [name, process.env[name]]));
Object.assign(process.env, reader);
afterAll(async () => {
  // (the example restored its snapshot: what is left must still balance)
  expectLedgerReconciles(t);
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await t.close();
});

await import('../../shared/examples/sandbox-liquidation.test.ts');

it('the README’s "Testing against Aurora" lists every control route of the sandbox, and no other', async () => {
  const state = await t.api.get('/api/sandbox').set(withToken());
  const served = (state.body.data.routes as { method: string; path: string }[]).map((r) => `${r.method} ${r.path}`);
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('### Testing against Aurora'), readme.indexOf('### Real-time market data'));
  const listed = [...section.matchAll(/^\| `(GET|POST|PUT|DELETE) (\/api\/sandbox[^`]*)` \|/gm)].map((m) => `${m[1]} ${m[2]}`);
  expect(listed.sort()).toEqual(served.sort());
});
