// A horizontal line a trading screen asks the price chart to draw: an open contract position's
// entry, stop-loss and take-profit, a fast order's entry counting down to its expiry. The
// trading features build them from their own data; the market feature's chart draws them
// (features do not import each other: this type is their meeting point). Also another view a
// screen offers in the chart's place (spot's depth chart), chosen in the chart's toolbar.
import type { ReactNode } from 'react';

export type ChartLineKind = 'entry' | 'stopLoss' | 'takeProfit' | 'fast';

export interface ChartLine {
  /** Stable across updates of the same thing (`contract-12-sl`), so a moved line is moved, not redrawn. */
  id: string;
  kind: ChartLineKind;
  /** The price, a decimal string as the server sent it. */
  price: string;
  /** Shown beside the line and in the chart's legend ("Long entry", "SL"). */
  label: string;
  color: string;
  /** Epoch ms: the label counts down to it (a fast order's expiry). */
  expiresAt?: number;
}

/** The colours of the lines, one per meaning, on both schemes. */
export const CHART_LINE_COLORS = {
  long: '#3b82f6',
  short: '#a855f7',
  stopLoss: '#ea3943',
  takeProfit: '#16c784',
  up: '#16c784',
  down: '#ea3943',
} as const;

/** A view offered in the chart's place, as a tab beside the K-line in the chart's toolbar. */
export interface ChartView {
  /** Its tab's value and test id (`chart-view-<id>`). */
  id: string;
  label: string;
  node: ReactNode;
}
