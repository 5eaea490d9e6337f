// A slow reader's queue (decision 107): market updates coalesced per channel, everything else
// in order up to a bound.
import { describe, expect, it } from 'vitest';
import { fold, type MarketUpdate, SendQueue } from './send-queue.ts';
import type { Outgoing } from './ws-frames.ts';

const out = (m: object): Outgoing => {
  const payload = Buffer.from(JSON.stringify(m));
  return { payload, frame: payload };
};
const parse = (o: Outgoing) => JSON.parse(o.payload.toString()) as Record<string, unknown>;
const quotes = (seq: number, data: { symbol: string; price: string }[]): MarketUpdate => ({ type: 'update', channel: 'quotes', seq, data });
const candle = (seq: number, time: number, close: string): MarketUpdate => ({
  type: 'update',
  channel: 'candles',
  seq,
  data: { time, close },
});

describe('fold', () => {
  it('merges quotes by symbol, the newer quote winning', () => {
    const folded = fold(
      quotes(1, [
        { symbol: 'A', price: '1' },
        { symbol: 'B', price: '2' },
      ]),
      quotes(2, [{ symbol: 'A', price: '3' }]),
    );
    expect(folded).toEqual({
      update: quotes(2, [
        { symbol: 'A', price: '3' },
        { symbol: 'B', price: '2' },
      ]),
      complete: true,
    });
  });

  it('a candle supersedes its older self, but not across a new period', () => {
    expect(fold(candle(1, 60_000, '1'), candle(2, 60_000, '2'))).toEqual({ update: candle(2, 60_000, '2'), complete: true });
    expect(fold(candle(1, 60_000, '1'), candle(2, 120_000, '2')).complete).toBe(false);
  });
});

describe('SendQueue', () => {
  it('holds one update per market channel, marked coalesced when older ones were folded in', () => {
    const q = new SendQueue(1000, out);
    for (let seq = 1; seq <= 50; seq++) {
      const update = quotes(seq, [{ symbol: seq % 2 ? 'A' : 'B', price: String(seq) }]);
      q.coalesce('quotes', update, out(update));
      const t = candle(seq, 60_000, String(seq));
      q.coalesce('candles:A:1m', t, out(t));
    }
    expect(q.heldChannels).toBe(2);
    const taken = q.take().map(parse);
    expect(taken).toEqual([
      {
        type: 'update',
        channel: 'quotes',
        seq: 50,
        coalesced: true,
        data: [
          { symbol: 'A', price: '49' },
          { symbol: 'B', price: '50' },
        ],
      },
      { type: 'update', channel: 'candles', seq: 50, coalesced: true, data: { time: 60_000, close: '50' } },
    ]);
    expect(q.heldChannels).toBe(0);
  });

  it('a single held update goes as it was; an incomplete fold goes unmarked (the client resubscribes)', () => {
    const q = new SendQueue(1000, out);
    const one = quotes(7, []);
    q.coalesce('quotes', one, out(one));
    for (const c of [candle(1, 60_000, '1'), candle(2, 120_000, '2'), candle(3, 120_000, '3')]) q.coalesce('candles:A:1m', c, out(c));
    expect(q.take().map(parse)).toEqual([one, candle(3, 120_000, '3')]);
  });

  it('keeps every other message in order, ahead of market updates, and reports passing its bound', () => {
    const q = new SendQueue(1000, out);
    const t = candle(1, 0, '1');
    q.coalesce('candles:A:1m', t, out(t));
    const events = [1, 2, 3].map((id) => ({ type: 'update', channel: 'user', id: String(id), data: 'x'.repeat(10) }));
    for (const e of events) expect(q.push(out(e))).toBe(true);
    expect(q.queuedBytes).toBe(events.reduce((n, e) => n + JSON.stringify(e).length, 0));
    expect(q.take().map(parse)).toEqual([...events, t]);
    expect(q.queuedBytes).toBe(0);
    expect(q.push(out({ data: 'y'.repeat(2000) }))).toBe(false);
  });

  it('forgets a channel whose new subscription sends a snapshot', () => {
    const q = new SendQueue(100, out);
    const t = candle(1, 0, '1');
    q.coalesce('candles:A:1m', t, out(t));
    q.forget('candles:A:1m');
    expect(q.take()).toEqual([]);
  });
});
