// CCXT's real `binance` class driving a test server (issue 39): the URLs pointed at the app (it
// listens on a free port for this), no CCXT code patched. The server's clock is the test's manual
// clock, so the client's timestamps are taken from it too (`nonce`, which CCXT's signing reads).
import ccxt, { type binance, type binanceusdm } from 'ccxt';
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

/** A CCXT binance class (REST or websocket) as a constructor. */
type ExchangeClass<E> = new (config: ConstructorParameters<typeof ccxt.binance>[0]) => E;

/** A CCXT binance client on the app's `mode` wallet base, signing with `key` when given (`Exchange`: binance or its websocket class). */
export async function ccxtClient<E extends binance = binance>(
  t: TestApp,
  key?: TestKey,
  mode: 'real' | 'demo' = key?.mode ?? 'real',
  Exchange: ExchangeClass<E> = ccxt.binance as unknown as ExchangeClass<E>,
) {
  const origin = await baseUrlOf(t);
  const exchange = new Exchange({
    apiKey: key?.apiKey,
    secret: key?.secret,
    enableRateLimit: false,
    options: { ...CCXT_OPTIONS },
  });
  const api = `${origin}${mode === 'demo' ? '/demo' : ''}/api/v3`;
  const urls = exchange.urls as { api: Record<string, string> };
  urls.api = { ...urls.api, public: api, private: api, sapi: `${origin}${mode === 'demo' ? '/demo' : ''}/sapi/v1` };
  // the server checks timestamps against its (manual) clock
  exchange.nonce = () => t.clock.now();
  return exchange;
}

/**
 * The options a binanceusdm client needs here: linear markets only (its default), no currencies
 * call (with a key it would ask /sapi/v1/capital/config/getall), and the one-way netting and
 * margin modes left as they are (nothing called at load).
 */
export const CCXT_FUTURES_OPTIONS = { fetchCurrencies: false, fetchMargins: false } as const;

/** The futures API's bases of a wallet as CCXT's binanceusdm names them (fapiPublic, fapiPrivateV2...). */
function fapiUrls(origin: string, mode: 'real' | 'demo') {
  const base = `${origin}${mode === 'demo' ? '/demo' : ''}/fapi`;
  const urls: Record<string, string> = {};
  for (const [version, suffix] of [
    ['v1', ''],
    ['v2', 'V2'],
    ['v3', 'V3'],
  ] as const) {
    urls[`fapiPublic${suffix}`] = `${base}/${version}`;
    urls[`fapiPrivate${suffix}`] = `${base}/${version}`;
  }
  return urls;
}

/**
 * A CCXT binanceusdm client on the app's futures API, signing with `key` when given: the real
 * wallet's base as its live URLs, the demo wallet's as its demo-trading URLs (`enableDemoTrading`,
 * which CCXT offers for Binance's futures since its testnet was retired), switched on for `mode` demo.
 */
export async function ccxtFuturesClient<E extends binance = binanceusdm>(
  t: TestApp,
  key?: TestKey,
  mode: 'real' | 'demo' = key?.mode ?? 'real',
  Exchange: ExchangeClass<E> = ccxt.binanceusdm as unknown as ExchangeClass<E>,
) {
  const origin = await baseUrlOf(t);
  const exchange = new Exchange({
    apiKey: key?.apiKey,
    secret: key?.secret,
    enableRateLimit: false,
    options: { ...CCXT_FUTURES_OPTIONS },
  });
  const urls = exchange.urls as unknown as { api: Record<string, string>; demo: Record<string, string> };
  urls.api = { ...urls.api, ...fapiUrls(origin, 'real') };
  urls.demo = { ...urls.demo, ...fapiUrls(origin, 'demo') };
  if (mode === 'demo') exchange.enableDemoTrading(true);
  exchange.nonce = () => t.clock.now();
  return exchange;
}

/** The websocket address of the app's stream `path` (ws://127.0.0.1:<port>…) for `mode`'s wallet. */
async function streamUrl(t: TestApp, mode: 'real' | 'demo', path: string) {
  return `${(await baseUrlOf(t)).replace(/^http/, 'ws')}${mode === 'demo' ? '/demo' : ''}${path}`;
}

/**
 * CCXT's websocket binance class (ccxt.pro.binance) on the app: REST as ccxtClient's, the spot
 * streams at /market-stream/ws (its `urls.api.ws.spot`), the spot WebSocket API, where its
 * watchOrders and watchBalance subscribe, at /ws-api/v3 (`urls.api.ws['ws-api'].spot`). CCXT asks
 * for loadHttpProxyAgent() once before it opens a plain ws:// address.
 */
export async function ccxtProClient(t: TestApp, key?: TestKey, mode: 'real' | 'demo' = key?.mode ?? 'real') {
  const exchange = await ccxtClient(t, key, mode, ccxt.pro.binance);
  const urls = exchange.urls as unknown as { api: { ws: Record<string, unknown> & { 'ws-api': Record<string, string> } } };
  const wsApi = { ...urls.api.ws['ws-api'], spot: await streamUrl(t, mode, '/ws-api/v3') };
  urls.api.ws = { ...urls.api.ws, spot: await streamUrl(t, mode, '/market-stream/ws'), 'ws-api': wsApi };
  await exchange.loadHttpProxyAgent();
  return exchange;
}

/** CCXT's websocket binanceusdm class on the app: REST as ccxtFuturesClient's, the futures streams at /futures-stream/ws (`urls.api.ws.future`; demo trading's for the demo wallet). */
export async function ccxtFuturesProClient(t: TestApp, key?: TestKey, mode: 'real' | 'demo' = key?.mode ?? 'real') {
  const exchange = await ccxtFuturesClient(t, key, mode, ccxt.pro.binanceusdm);
  const urls = exchange.urls as unknown as Record<'api' | 'demo', { ws: Record<string, unknown> }>;
  urls.api.ws = { ...urls.api.ws, future: await streamUrl(t, 'real', '/futures-stream/ws') };
  urls.demo.ws = { ...urls.demo.ws, future: await streamUrl(t, 'demo', '/futures-stream/ws') };
  await exchange.loadHttpProxyAgent();
  return exchange;
}
