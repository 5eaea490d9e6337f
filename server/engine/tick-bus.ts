// The tick bus: the market engine publishes one frame per tick; the websocket hub,
// and later settlement, stop-loss/take-profit, liquidation and the spot market-maker,
// subscribe. In one process it is a plain listener list; a shared pub/sub (Redis)
// implements the same interface for several instances.
import type { Period } from '../../shared/market.ts';
import type { Quote } from '../../shared/schemas/market.ts';
import type { Candle } from './candles.ts';

export interface MarketFrame {
  /** Increases by one per tick. */
  seq: number;
  /** Tick time, epoch ms. */
  time: number;
  /** Quotes of the symbols that changed in this tick. */
  quotes: Quote[];
  /** The current candle of every period, per symbol that changed. */
  candles: Map<string, Record<Period, Candle>>;
}

export type FrameListener = (frame: MarketFrame) => void;

export interface TickBus {
  publish(frame: MarketFrame): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: FrameListener): () => void;
}

export class LocalTickBus implements TickBus {
  private listeners = new Set<FrameListener>();
  publish(frame: MarketFrame) {
    for (const l of this.listeners) l(frame);
  }
  subscribe(listener: FrameListener) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
