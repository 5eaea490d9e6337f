// The live candle after a resumed reconnect: the server replays the missed updates in one
// burst, faster than the live store's flush, so only the last value of the burst is drawn.
// The candles the burst closed must still reach the chart with their final figures.
import { describe, expect, it } from 'vitest';
import type { ChannelFrame } from '../../../lib/socket';
import type { Candle } from '../api/get-candles';
import { CLOSED_KEPT, type LiveCandle, nextLiveCandle } from './use-live-candle';

const MINUTE = 60_000;
const candle = (minute: number, close: string): Candle => ({
  time: minute * MINUTE,
  open: '1',
  high: close,
  low: '1',
  close,
  volume: '1',
  turnover: '1',
});
const frame = (type: ChannelFrame['type'], data: Candle): ChannelFrame => ({ type, seq: undefined, data, resync: false });

function run(frames: ChannelFrame[], start?: LiveCandle): LiveCandle | undefined {
  return frames.reduce<LiveCandle | undefined>((value, f) => nextLiveCandle(value, f), start);
}

describe('nextLiveCandle', () => {
  it('keeps the final figures of the candles a replay closed', () => {
    const value = run([
      frame('snapshot', candle(0, '10')),
      // the connection was lost here; the replay:
      frame('update', candle(0, '11')),
      frame('update', candle(0, '12')),
      frame('update', candle(1, '20')),
      frame('update', candle(1, '21')),
      frame('update', candle(2, '30')),
    ]);
    expect(value?.candle?.close).toBe('30');
    expect(value?.closed.map((c) => [c.time / MINUTE, c.close])).toEqual([
      [0, '12'],
      [1, '21'],
    ]);
    expect(value?.epoch).toBe(1);
  });

  it('a snapshot starts over: no closed candles, and the epoch rises (the chart reads history again)', () => {
    const before = run([frame('snapshot', candle(0, '1')), frame('update', candle(1, '2'))]);
    expect(before?.closed).toHaveLength(1);
    const after = nextLiveCandle(before, frame('snapshot', candle(5, '9')));
    expect(after.closed).toEqual([]);
    expect(after.epoch).toBe(2);
  });

  it('keeps at most CLOSED_KEPT closed candles, the newest', () => {
    const frames = [frame('snapshot', candle(0, '0'))];
    for (let m = 1; m <= CLOSED_KEPT + 5; m++) frames.push(frame('update', candle(m, String(m))));
    const value = run(frames);
    expect(value?.closed).toHaveLength(CLOSED_KEPT);
    expect(value?.closed.at(-1)?.time).toBe((CLOSED_KEPT + 4) * MINUTE);
  });
});
