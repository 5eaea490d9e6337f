// What the stream routes need of the user data streams (issue 40): a listenKey's connection
// attached to the events of that key's account. Implemented by the user data stream
// (user-data.ts); the market streams' routes (routes.ts) call it for a path or parameter that
// names a listenKey.
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { StreamMarket } from './paths.ts';

/** One open websocket as the streams see it. */
export interface StreamSink {
  /** Sends one text frame (serialized JSON). */
  send(payload: string): void;
  close(code: number, reason: string): void;
}

export interface UserStreams {
  /** Whether `name` has the shape of a listenKey (64 letters and digits), so it is not read as a market stream. */
  isListenKey(name: string): boolean;
  /**
   * Attaches `sink` to the user data stream of `listenKey`, opened for `market` on `mode`'s base;
   * null when no such live listenKey. Returns what detaches it (call it when the socket closes).
   */
  attach(listenKey: string, market: StreamMarket, mode: Mode, sink: StreamSink): (() => void) | null;
}
