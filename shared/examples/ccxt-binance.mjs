// CCXT's Binance class trading on the platform's Binance-compatible API: nothing in CCXT is
// changed, only its URLs point at the platform. It loads the markets, reads the balance and a
// ticker, places a small limit buy far below the market, reads it back and cancels it.
//
//   npm install ccxt
//   PLATFORM_URL=https://your-platform.example API_KEY=... API_SECRET=... node ccxt-binance.mjs
import ccxt from 'ccxt';

// ▼ Replace these (or set the environment variables): the platform's address, your key.
const PLATFORM_URL = (process.env.PLATFORM_URL ?? 'https://your-platform.example').replace(/\/+$/, '');
const API_KEY = process.env.API_KEY ?? 'YOUR_API_KEY';
const API_SECRET = process.env.API_SECRET ?? 'YOUR_API_SECRET';
const SYMBOL = process.env.SYMBOL ?? 'BTC/USDT';

// The demo wallet (a demo key). For the real wallet (a real-wallet key) this one line becomes
//   const BASE = PLATFORM_URL;
const BASE = `${PLATFORM_URL}/demo`;

const exchange = new ccxt.binance({
  apiKey: API_KEY,
  secret: API_SECRET,
  enableRateLimit: true,
  options: {
    defaultType: 'spot', // spot markets only: no futures, no margin
    fetchMarkets: ['spot'], // loadMarkets reads exchangeInfo only
    fetchCurrencies: false, // no /sapi currency list
    fetchMargins: false, // nor margin pairs (with a key, loadMarkets would ask /sapi for them)
    adjustForTimeDifference: true, // timestamps on the server's clock, whatever yours says
  },
  // The URLs the spot calls use (CCXT keeps its others). No setSandboxMode(): that would
  // point at Binance's own testnet.
  urls: {
    api: {
      public: `${BASE}/api/v3`,
      private: `${BASE}/api/v3`,
      sapi: `${BASE}/sapi/v1`,
    },
  },
});

const markets = await exchange.loadMarkets();
console.log(`markets: ${Object.keys(markets).length} (${SYMBOL}: ${SYMBOL in markets ? 'yes' : 'no'})`);

const [baseAsset, quoteAsset] = SYMBOL.split('/');
const balance = await exchange.fetchBalance();
console.log(`balance: ${balance.free[quoteAsset] ?? 0} ${quoteAsset}, ${balance.free[baseAsset] ?? 0} ${baseAsset} free`);

const ticker = await exchange.fetchTicker(SYMBOL);
console.log(`ticker: ${SYMBOL} last ${ticker.last}, bid ${ticker.bid ?? 'none'}, ask ${ticker.ask ?? 'none'}`);
const reference = ticker.last ?? ticker.bid ?? ticker.ask;
if (!reference) throw new Error(`${SYMBOL} has no price yet`);

// Half the market price, so the order rests on the book and buys nothing; the smallest
// quantity the market takes (its LOT_SIZE step and NOTIONAL minimum value).
const market = exchange.market(SYMBOL);
const price = Number(exchange.priceToPrecision(SYMBOL, reference / 2));
const minimum = (market.limits.cost?.min ?? 0) / price + market.precision.amount;
const amount = Number(exchange.amountToPrecision(SYMBOL, Math.max(market.limits.amount?.min ?? 0, minimum)));

const order = await exchange.createOrder(SYMBOL, 'limit', 'buy', amount, price);
console.log(`placed: order ${order.id}, buy ${order.amount} ${SYMBOL} at ${order.price}, ${order.status}`);
try {
  const read = await exchange.fetchOrder(order.id, SYMBOL);
  console.log(`read back: order ${read.id}, ${read.status}, filled ${read.filled}`);
} finally {
  const cancelled = await exchange.cancelOrder(order.id, SYMBOL);
  console.log(`cancelled: order ${cancelled.id}, ${cancelled.status}`);
}
