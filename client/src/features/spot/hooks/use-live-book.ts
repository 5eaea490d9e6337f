// The order book and the recent trades of a market in a mode, live from the public
// `spot-depth` and `spot-trades` channels (snapshot, then changes whose seq grows by one; the
// socket module resubscribes on a gap). The composed book is kept per channel here and handed
// to the screen through a live store, so a busy book re-renders at most every 250 ms.
import { useEffect } from 'react';
import { createLiveStore, useLiveValue } from '../../../lib/live-store';
import { type ChannelSpec, channelHolder, channelKey } from '../../../lib/socket';
import type { TradeMode } from '../../../lib/trading/mode';
import { applyDepth, type BookSides } from '../depth';
import type { SpotTrade } from '../types';

/** Trades kept for the list (newest first). */
const TRADES_KEPT = 40;
const EMPTY: BookSides = { bids: [], asks: [] };

const books = new Map<string, BookSides>();
const bookStore = createLiveStore<BookSides>();
const holdDepth = channelHolder(
  (key, frame) => {
    const changes = frame.data as BookSides;
    const next = applyDepth(frame.type === 'snapshot' ? EMPTY : (books.get(key) ?? EMPTY), changes);
    books.set(key, next);
    bookStore.put(key, next);
  },
  (key) => {
    books.delete(key);
    bookStore.clear(key);
  },
);

const trades = new Map<string, SpotTrade[]>();
const tradeStore = createLiveStore<SpotTrade[]>();
const holdTrades = channelHolder(
  (key, frame) => {
    const list = frame.data as SpotTrade[];
    // a snapshot is newest first; an update lists one operation's trades in execution order
    const next =
      frame.type === 'snapshot' ? list.slice(0, TRADES_KEPT) : [...[...list].reverse(), ...(trades.get(key) ?? [])].slice(0, TRADES_KEPT);
    trades.set(key, next);
    tradeStore.put(key, next);
  },
  (key) => {
    trades.delete(key);
    tradeStore.clear(key);
  },
);

function useChannel<T>(
  channel: 'spot-depth' | 'spot-trades',
  symbol: string | undefined,
  mode: TradeMode,
  hold: (spec: ChannelSpec) => () => void,
  store: ReturnType<typeof createLiveStore<T>>,
): T | undefined {
  useEffect(() => (symbol ? hold({ channel, symbol, mode }) : undefined), [channel, symbol, mode, hold]);
  return useLiveValue(store, symbol ? channelKey({ channel, symbol, mode }) : undefined);
}

/** The book of `symbol` in `mode`, best levels first; undefined until its snapshot arrives. */
export function useLiveBook(symbol: string | undefined, mode: TradeMode): BookSides | undefined {
  return useChannel('spot-depth', symbol, mode, holdDepth, bookStore);
}

/** The recent trades of `symbol` in `mode`, newest first; undefined until their snapshot arrives. */
export function useLiveTrades(symbol: string | undefined, mode: TradeMode): SpotTrade[] | undefined {
  return useChannel('spot-trades', symbol, mode, holdTrades, tradeStore);
}
