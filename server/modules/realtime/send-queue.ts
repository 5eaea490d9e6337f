// What a slow reader's connection holds while its socket has too much unsent data (decision 107):
// per market channel only the newest update (an older one is folded into it), and every other
// message (private events, chat, the spot book) in order, up to a bound past which the
// connection is closed instead of buffering without end.

import type { Outgoing } from './ws-frames.ts';

/** A market channel's update as the hub builds it: quotes, ticker, candles. */
export interface MarketUpdate {
  type: 'update';
  channel: string;
  seq: number;
  data: unknown;
}

interface Held {
  update: MarketUpdate;
  out: Outgoing;
  /** older updates were folded into this one */
  folded: boolean;
  /** the folded update carries all the skipped ones did (false: a candle closed in between) */
  complete: boolean;
}

/**
 * Folds `older` into `newer`: the update a client gets instead of both. Quotes carry only the
 * symbols that changed in their tick, so the symbols are merged (the newer quote wins); a ticker
 * is the whole quote; a candle supersedes its older self unless a new period began between them
 * (the closed candle's last value is then lost: not complete).
 */
export function fold(older: MarketUpdate, newer: MarketUpdate): { update: MarketUpdate; complete: boolean } {
  if (newer.channel === 'quotes' && Array.isArray(older.data) && Array.isArray(newer.data)) {
    const bySymbol = new Map<string, unknown>();
    for (const q of [...older.data, ...newer.data] as { symbol: string }[]) bySymbol.set(q.symbol, q);
    return { update: { ...newer, data: [...bySymbol.values()] }, complete: true };
  }
  if (newer.channel === 'candles') {
    const time = (u: MarketUpdate) => (u.data as { time?: number } | null)?.time;
    return { update: newer, complete: time(older) === time(newer) };
  }
  return { update: newer, complete: true };
}

export class SendQueue {
  private readonly latest = new Map<string, Held>();
  private readonly ordered: Outgoing[] = [];
  private orderedBytes = 0;

  /**
   * @param maxOrderedBytes the bound on messages that are never coalesced
   * @param frameOf frames a coalesced update (serialized only when one was folded)
   */
  constructor(
    private readonly maxOrderedBytes: number,
    private readonly frameOf: (update: object) => Outgoing,
  ) {}

  /** Holds a market update: it replaces the channel's held one, which is folded into it. */
  coalesce(key: string, update: MarketUpdate, out: Outgoing) {
    const held = this.latest.get(key);
    if (!held) {
      this.latest.set(key, { update, out, folded: false, complete: true });
      return;
    }
    const merged = fold(held.update, update);
    this.latest.set(key, { update: merged.update, out, folded: true, complete: held.complete && merged.complete });
  }

  /** Queues a message that is never coalesced; false when that passes the bound (the connection must end). */
  push(out: Outgoing): boolean {
    this.ordered.push(out);
    this.orderedBytes += out.payload.length;
    return this.orderedBytes <= this.maxOrderedBytes;
  }

  /** Forgets a channel's held update (a new subscription's snapshot supersedes it). */
  forget(key: string) {
    this.latest.delete(key);
  }

  /** Market channels with an update held (at most one each). */
  get heldChannels() {
    return this.latest.size;
  }

  get queuedBytes() {
    return this.orderedBytes;
  }

  /**
   * Everything held, to write now: the ordered messages first, then each channel's newest update.
   * A complete fold is marked `coalesced` (its seq skips the folded ones: the client takes it
   * without resubscribing); an incomplete one goes as it was, and its gap makes the client
   * resubscribe as before.
   */
  take(): Outgoing[] {
    const all = this.ordered.splice(0);
    this.orderedBytes = 0;
    for (const held of this.latest.values()) {
      all.push(held.folded && held.complete ? this.frameOf({ ...held.update, coalesced: true }) : held.out);
    }
    this.latest.clear();
    return all;
  }
}
