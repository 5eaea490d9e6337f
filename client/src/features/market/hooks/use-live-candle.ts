// The current candle of one symbol and period from the socket's `candles` channel. The
// value carries `epoch`, the number of snapshots received while the channel is held: a
// rise after the first value means the stream started over (a reconnect the server could not
// resume, missed frames), so history may have a hole and the chart fetches it again. A
// resumed stream replays the missed updates at once, faster than the store's flush: the
// candles they close are kept in `closed` so the chart still draws their final figures.
import { useEffect } from 'react';
import type { Period } from '../../../../../shared/market.ts';
import { createLiveStore, useLiveValue } from '../../../lib/live-store';
import { type ChannelFrame, channelHolder } from '../../../lib/socket';
import type { Candle } from '../api/get-candles';

export interface LiveCandle {
  candle: Candle | null;
  /** The last candles closed before `candle` (at most CLOSED_KEPT), oldest first. */
  closed: Candle[];
  epoch: number;
}

/**
 * Closed candles kept: more than one replay can close (the server keeps the last 300 frames,
 * five minutes at a tick a second, and the shortest candle is a minute).
 */
export const CLOSED_KEPT = 32;

const candleStore = createLiveStore<LiveCandle>();
/** Per held channel, the value after its last frame (the store holds the last flushed one). */
const latest = new Map<string, LiveCandle>();

const keyOf = (symbol: string, period: Period) => `${symbol}:${period}`;

function isCandle(value: unknown): value is Candle {
  return (
    typeof value === 'object' && value !== null && typeof (value as Candle).time === 'number' && typeof (value as Candle).close === 'string'
  );
}

/** The channel's value after one more frame. */
export function nextLiveCandle(previous: LiveCandle | undefined, frame: ChannelFrame): LiveCandle {
  const candle = isCandle(frame.data) ? frame.data : null;
  const epoch = previous?.epoch ?? 0;
  // a snapshot starts over: the chart reads history again
  if (frame.type === 'snapshot') return { candle, closed: [], epoch: epoch + 1 };
  const last = previous?.candle;
  const closed = previous?.closed ?? [];
  if (!last || !candle || candle.time <= last.time) return { candle, closed, epoch };
  return { candle, closed: [...closed, last].slice(-CLOSED_KEPT), epoch };
}

const hold = channelHolder(
  (channel, frame: ChannelFrame) => {
    const key = channel.slice('candles:'.length);
    const value = nextLiveCandle(latest.get(key), frame);
    latest.set(key, value);
    candleStore.put(key, value);
  },
  (channel) => {
    // a later subscription starts afresh (its first snapshot is not a resumption)
    const key = channel.slice('candles:'.length);
    latest.delete(key);
    candleStore.clear(key);
  },
);

export function useLiveCandle(symbol: string, period: Period): LiveCandle | undefined {
  useEffect(() => hold({ channel: 'candles', symbol, period }), [symbol, period]);
  return useLiveValue(candleStore, keyOf(symbol, period));
}
