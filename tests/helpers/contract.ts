// Contract trading through the API with a scripted price path. The path is written as recorded
// ticks of one product at the manual clock's time (what the market engine itself writes before
// publishing a tick), and the risk engine is run over them as it runs after every live tick:
// the tests drive exactly the code path of the live market and of a replay, with prices the
// test chooses instead of the simulator's (the market does not tick on its own in tests).
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { api } from './funds.ts';

export const SYMBOL = 'ETH/USDT';

/** ETH/USDT's contract terms in the seed: 1 ETH a lot, spread 0.10, fee 0.05 %, maintenance 0.4 %. */
export function contractMarket(env: { t: TestApp }, symbol = SYMBOL) {
  const productId = () => (env.t.app.market.product(symbol) as { id: number }).id;
  const record = (ticks: number) => env.t.app.market.ticks.record([[productId(), env.t.clock.now(), ticks]]);
  return {
    productId,
    /** Moves the clock on by `ms` and records a tick there (the risk engine has not seen it yet). */
    tick(ticks: number, ms = 1000): number {
      env.t.clock.advance(ms);
      record(ticks);
      return env.t.clock.now();
    },
    /** A tick as the live market has it: recorded, then the risk engine runs over it. Returns its time. */
    async step(ticks: number, ms = 1000): Promise<number> {
      env.t.clock.advance(ms);
      record(ticks);
      await env.t.app.services.contractRisk.process();
      return env.t.clock.now();
    },
  };
}

export interface OrderBody {
  side?: 'long' | 'short';
  lots?: string;
  leverage?: number;
  orderType?: 'market' | 'limit';
  limitPrice?: string;
  stopLoss?: string;
  takeProfit?: string;
  mode?: 'real' | 'demo';
  productId?: number;
}

/** A user's contract calls. */
export function contractApi(t: TestApp, token: string, productId: () => number) {
  const a = api(t, token);
  const ok = async (res: { body: { code: number; data: unknown } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return res.body.data as Record<string, unknown> & { id: number; events: ({ kind: string } & Record<string, unknown>)[] };
  };
  return {
    a,
    order: (body: OrderBody = {}) =>
      a.post('/api/contract/open', {
        productId: productId(),
        side: 'long',
        lots: '1',
        leverage: 10,
        orderType: 'market',
        mode: 'real',
        ...body,
      }),
    open: async (body: OrderBody = {}) => ok(await contractApi(t, token, productId).order(body)),
    get: async (id: number) => ok(await a.get(`/api/contract/positions/${id}`)),
    close: (id: number, lots?: string) => a.post(`/api/contract/positions/${id}/close`, lots === undefined ? {} : { lots }),
    action: (id: number, action: string, body?: object) => a.post(`/api/contract/positions/${id}/${action}`, body),
  };
}
