// The current candle of one symbol and period from the socket's `candles` channel. The
// value carries `epoch`, the number of snapshots received while the channel is held: a
// rise after the first value means the stream was resumed (reconnect or missed frames), so
// history may have a hole and the chart fetches it again.
import { useEffect } from 'react';
import type { Period } from '../../../../../shared/market.ts';
import { createLiveStore, useLiveValue } from '../../../lib/live-store';
import { type ChannelFrame, channelHolder } from '../../../lib/socket';
import type { Candle } from '../api/get-candles';

export interface LiveCandle {
  candle: Candle | null;
  epoch: number;
}

const candleStore = createLiveStore<LiveCandle>();
const epochs = new Map<string, number>();

const keyOf = (symbol: string, period: Period) => `${symbol}:${period}`;

function isCandle(value: unknown): value is Candle {
  return (
    typeof value === 'object' && value !== null && typeof (value as Candle).time === 'number' && typeof (value as Candle).close === 'string'
  );
}

const hold = channelHolder(
  (channel, frame: ChannelFrame) => {
    const key = channel.slice('candles:'.length);
    let epoch = epochs.get(key) ?? 0;
    if (frame.type === 'snapshot') {
      epoch += 1;
      epochs.set(key, epoch);
    }
    candleStore.put(key, { candle: isCandle(frame.data) ? frame.data : null, epoch });
  },
  (channel) => {
    // a later subscription starts afresh (its first snapshot is not a resumption)
    const key = channel.slice('candles:'.length);
    epochs.delete(key);
    candleStore.clear(key);
  },
);

export function useLiveCandle(symbol: string, period: Period): LiveCandle | undefined {
  useEffect(() => hold({ channel: 'candles', symbol, period }), [symbol, period]);
  return useLiveValue(candleStore, keyOf(symbol, period));
}
