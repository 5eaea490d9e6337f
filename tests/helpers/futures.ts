// The futures API's orders (issue 40) in tests: a user with a contract key of one wallet, its
// signed calls at /fapi (or /demo/fapi), and the market moved as the live one moves it: a tick
// recorded, then the contract risk engine and the futures orders' trigger path run over it.
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { createKey, type SignedOptions, signed } from './binance.ts';
import { contractMarket } from './contract.ts';
import { fundedUser, SECURITY_PASSWORD } from './funds.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/** ETH/USDT's contract as Binance names it (1 ETH a lot, spread 0.10, fee 0.05 %). */
export const ETHUSDT = 'ETHUSDT';

/** The market of a file's app: `step` records a tick and runs both trigger paths over it. */
export function futuresMarket(env: { t: TestApp }) {
  const market = contractMarket(env);
  return {
    ...market,
    async step(ticks: number, ms = 1000): Promise<number> {
      const time = await market.step(ticks, ms);
      env.t.app.services.futuresTriggers.process();
      return time;
    },
    /** Runs both trigger paths over what was recorded (after `tick`). */
    async process() {
      await env.t.app.services.contractRisk.process();
      env.t.app.services.futuresTriggers.process();
    },
  };
}

/** A user funded with `amount` real USDT (the demo grant too when `mode` is demo) and a key of `mode`'s wallet. */
export async function futuresTrader(
  env: { t: TestApp; staff: string },
  mode: 'real' | 'demo',
  o: { amount?: string; permissions?: string[] } = {},
) {
  const u = await fundedUser(env.t, env.staff, o.amount ?? '10000');
  if (mode === 'demo') env.t.app.services.demo.ensure(u.userId);
  if (mode === 'real') {
    const set = await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD });
    expect(set.body.code).toBe(0);
  }
  const key = await createKey(u.a, { mode, permissions: o.permissions ?? ['read', 'contract'], label: `futures bot ${u.userId}` });
  const base = mode === 'demo' ? '/demo' : '';
  const call = (method: Method, path: string, params: Record<string, string> = {}, so: SignedOptions = {}) =>
    signed(env.t, key, method, `/fapi/v1${path}`, params, { inBody: method === 'POST', base, ...so });
  /** A call answered 200: its body. */
  const ok = async (method: Method, path: string, params: Record<string, string> = {}) => {
    const res = await call(method, path, params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const available = () => env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode });
  return { ...u, key, mode, call, ok, available };
}

export type FuturesTrader = Awaited<ReturnType<typeof futuresTrader>>;
