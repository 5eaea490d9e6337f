// CCXT's real `binance` class driving a test server (issue 39): the URLs pointed at the app (it
// listens on a free port for this), no CCXT code patched. The server's clock is the test's manual
// clock, so the client's timestamps are taken from it too (`nonce`, which CCXT's signing reads).
import ccxt from 'ccxt';
import type { TestApp } from './app.ts';
import type { TestKey } from './binance.ts';

const listening = new WeakMap<TestApp, Promise<string>>();

/** The app's address once it listens (on 127.0.0.1, a free port). */
export function baseUrlOf(t: TestApp): Promise<string> {
  let url = listening.get(t);
  if (!url) {
    url = t.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => address.replace('[::1]', '127.0.0.1'));
    listening.set(t, url);
  }
  return url;
}

/**
 * The options the help centre gives (shared/examples/ccxt-binance.mjs, decision 094): spot only, no
 * currencies call, no margin pairs (with a key, loadMarkets would ask /sapi/v1/margin/allPairs).
 */
export const CCXT_OPTIONS = { defaultType: 'spot', fetchMarkets: ['spot'], fetchCurrencies: false, fetchMargins: false } as const;

/**
 * A CCXT binance client on the app's `mode` wallet base, signing with `key` when given; `pro`:
 * its websocket class, its spot WebSocket API pointed at the app's too (decision 096).
 */
export async function ccxtClient(t: TestApp, key?: TestKey, mode: 'real' | 'demo' = key?.mode ?? 'real', pro = false) {
  const origin = await baseUrlOf(t);
  const wallet = mode === 'demo' ? '/demo' : '';
  const exchange = new (pro ? ccxt.pro.binance : ccxt.binance)({
    apiKey: key?.apiKey,
    secret: key?.secret,
    enableRateLimit: false,
    options: { ...CCXT_OPTIONS },
  });
  const api = `${origin}${wallet}/api/v3`;
  const urls = exchange.urls as { api: Record<string, unknown> };
  urls.api = { ...urls.api, public: api, private: api, sapi: `${origin}${wallet}/sapi/v1` };
  if (pro) {
    const ws = urls.api.ws as { 'ws-api': Record<string, string> };
    urls.api.ws = { ...ws, 'ws-api': { ...ws['ws-api'], spot: `${origin.replace(/^http/, 'ws')}${wallet}/ws-api/v3` } };
    // (CCXT's own step before it opens a plain ws:// URL: a test server has no TLS)
    await exchange.loadHttpProxyAgent();
  }
  // the server checks timestamps against its (manual) clock
  exchange.nonce = () => t.clock.now();
  return exchange;
}
